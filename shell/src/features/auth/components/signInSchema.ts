import * as yup from 'yup';

/** Sign-in rules and their messages, word for word as the product shows them. */
export const signInSchema = yup.object({
  email: yup.string().trim().email('Invalid email address').required('Email Address is required'),
  password: yup.string().required('Password is required'),
  remember: yup.boolean().required(),
});

export type SignInFormValues = yup.InferType<typeof signInSchema>;

/** Loaded with the form's first validation (see lazySchema), so the sign-in page ships without yup. */
export default signInSchema;
