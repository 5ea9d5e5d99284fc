import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';

/** Sign-in rules and their messages, word for word as the product shows them. */
export const signInSchema = yup.object({
  email: yup
    .string()
    .trim()
    .email('Invalid email address')
    .max(LIMITS.email, `Email Address may have at most ${LIMITS.email} characters`)
    .required('Email Address is required'),
  password: yup
    .string()
    .max(LIMITS.passwordMax, `Password may have at most ${LIMITS.passwordMax} characters`)
    .required('Password is required'),
  remember: yup.boolean().required(),
});

export type SignInFormValues = yup.InferType<typeof signInSchema>;

/** Loaded with the form's first validation (see lazySchema), so the sign-in page ships without yup. */
export default signInSchema;
