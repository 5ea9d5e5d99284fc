import * as yup from 'yup';
import { TRACK_MESSAGES } from './trackMessages';

const trackOrderSchema = yup.object({
  orderId: yup.string().trim().required(TRACK_MESSAGES.orderId),
  email: yup.string().trim().required(TRACK_MESSAGES.email),
});

export type TrackOrderValues = yup.InferType<typeof trackOrderSchema>;

export default trackOrderSchema;
