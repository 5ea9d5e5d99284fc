import * as yup from 'yup';

/** Sign-in rules and messages, exactly as spec section 5. */
export const signInSchema = yup.object({
  email: yup.string().trim().email('Invalid email address').required('Email Address is required'),
  password: yup.string().required('Password is required'),
  remember: yup.boolean().required(),
});

export type SignInFormValues = yup.InferType<typeof signInSchema>;

export const EMPTY_SIGN_IN: SignInFormValues = { email: '', password: '', remember: false };
