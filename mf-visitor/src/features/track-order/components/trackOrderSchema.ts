import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { TRACK_MESSAGES } from './trackMessages';

const trackOrderSchema = yup.object({
  orderId: yup
    .string()
    .trim()
    .required(TRACK_MESSAGES.orderId)
    .max(LIMITS.orderIdText, `Order Id may have at most ${LIMITS.orderIdText} characters`),
  email: yup
    .string()
    .trim()
    .required(TRACK_MESSAGES.email)
    .max(LIMITS.email, `Email may have at most ${LIMITS.email} characters`),
});

export type TrackOrderValues = yup.InferType<typeof trackOrderSchema>;

export default trackOrderSchema;
