import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { type MailProvider } from '@earrival/shared/types';

/** The customer address a document or link is mailed to. */
export const emailSchema = yup
  .string()
  .trim()
  .required('Please enter your email')
  .email('Please enter a valid email address')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`);

/** Mail providers as staff see them on the buttons. */
export const PROVIDERS = [
  { value: 'first', label: 'Provider 1' },
  { value: 'second', label: 'Provider 2' },
] as const;

/** How the server names each provider (Email History's Mail Provider column, its messages). */
export const PROVIDER_NAMES: Record<MailProvider, string> = {
  first: 'Mail provider 1',
  second: 'Mail provider 2',
};

export const otherProvider = (provider: MailProvider): MailProvider =>
  provider === 'first' ? 'second' : 'first';
