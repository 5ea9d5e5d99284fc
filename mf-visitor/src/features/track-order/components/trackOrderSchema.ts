import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import type { Text } from '../../../i18n/language';

/** The track form's rules, in the page's language (the spec's 'Please enter your orderId' in English). */
export const trackOrderSchema = (text: Text) =>
  yup.object({
    orderId: yup
      .string()
      .trim()
      .required(text('track.orderIdRequired'))
      .max(LIMITS.orderIdText, text('track.orderIdTooLong', { max: LIMITS.orderIdText })),
    email: yup
      .string()
      .trim()
      .required(text('track.emailRequired'))
      .max(LIMITS.email, text('track.emailTooLong', { max: LIMITS.email })),
  });

export type TrackOrderValues = yup.InferType<ReturnType<typeof trackOrderSchema>>;
