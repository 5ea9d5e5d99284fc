import * as yup from 'yup';

/** The customer address a document or link is mailed to. */
export const emailSchema = yup
  .string()
  .trim()
  .required('Please enter your email')
  .email('Please enter a valid email address');

/** Mail providers as staff see them on the buttons. */
export const PROVIDERS = [
  { value: 'first', label: 'Provider 1' },
  { value: 'second', label: 'Provider 2' },
] as const;
