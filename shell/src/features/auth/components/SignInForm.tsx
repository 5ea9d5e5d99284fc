import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { TextField } from '@earrival/shared';
import { ArrowRightIcon } from '../../../ui/icons';
import { useAuth } from '../state/AuthContext';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { EMPTY_SIGN_IN, signInSchema, type SignInFormValues } from './signInSchema';

/** Email ID, Password, remember me, Sign In and the forgot-password link. */
export function SignInForm() {
  const { signIn, state } = useAuth();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useFormik<SignInFormValues>({
    initialValues: EMPTY_SIGN_IN,
    validationSchema: signInSchema,
    validateOnChange: true,
    validateOnBlur: true,
    onSubmit: (values) =>
      signIn({ email: values.email.trim(), password: values.password, remember: values.remember }),
  });

  return (
    <FormikProvider value={form}>
      <Form noValidate onSubmit={form.handleSubmit} aria-label="Sign in">
        <TextField
          name="email"
          id="signin-email"
          label="Email ID"
          type="email"
          autoComplete="username"
          placeholder="Your Email Address"
          touchOnChange
        />
        <TextField
          name="password"
          id="signin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Password"
          touchOnChange
        />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
          <Form.Check
            id="signin-remember"
            name="remember"
            label="Remember me"
            checked={form.values.remember}
            onChange={form.handleChange}
          />
          <button
            type="button"
            className="btn btn-link p-0 ea-signin-forgot"
            onClick={() => setForgotOpen(true)}
          >
            Forgot password?
          </button>
        </div>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-100 ea-signin-submit"
          disabled={state.loading}
        >
          {state.loading ? <Spinner animation="border" size="sm" role="presentation" /> : null}
          <span>Sign In</span>
          <ArrowRightIcon className="ea-signin-arrow" />
        </Button>
        <ForgotPasswordModal show={forgotOpen} onClose={() => setForgotOpen(false)} />
      </Form>
    </FormikProvider>
  );
}
