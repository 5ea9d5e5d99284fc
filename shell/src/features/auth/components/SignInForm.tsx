import { useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
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

  // The spec validates on change as well as on blur, so a field counts as touched from its first keystroke.
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    form.handleChange(event);
    void form.setFieldTouched(event.target.name, true, false);
  };
  const errorOf = (field: 'email' | 'password') => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label="Sign in">
      <Form.Group className="mb-3" controlId="signin-email">
        <Form.Label>Email ID</Form.Label>
        <Form.Control
          name="email"
          type="email"
          autoComplete="username"
          placeholder="Your Email Address"
          value={form.values.email}
          onChange={change}
          onBlur={form.handleBlur}
          isInvalid={!!errorOf('email')}
          aria-describedby="signin-email-error"
        />
        <Form.Control.Feedback id="signin-email-error" type="invalid">
          {errorOf('email')}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="signin-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Password"
          value={form.values.password}
          onChange={change}
          onBlur={form.handleBlur}
          isInvalid={!!errorOf('password')}
          aria-describedby="signin-password-error"
        />
        <Form.Control.Feedback id="signin-password-error" type="invalid">
          {errorOf('password')}
        </Form.Control.Feedback>
      </Form.Group>
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
  );
}
