import { FormikProvider, useFormik } from 'formik';
// The one part it needs, not react-bootstrap's whole Form namespace (ranges, switches, floating labels...).
import { Link } from 'react-router-dom';
import { BusyMark, lazySchema, TextField } from '@earrival/shared/form';
import { ArrowRightIcon } from '../../../ui/icon';
import { useAuth } from '../state/AuthContext';
import type { SignInFormValues } from './signInSchema';

const EMPTY_SIGN_IN: SignInFormValues = { email: '', password: '', remember: false };
// The page ships without yup: it loads with the first validation.
const validate = lazySchema<SignInFormValues>(() => import('./signInSchema').then((m) => m.default));

/** Email ID, Password, remember me, Sign In and the forgot-password link. */
export function SignInForm() {
  const { signIn, state } = useAuth();
  const form = useFormik<SignInFormValues>({
    initialValues: EMPTY_SIGN_IN,
    validate,
    validateOnChange: true,
    validateOnBlur: true,
    onSubmit: (values) =>
      signIn({ email: values.email.trim(), password: values.password, remember: values.remember }),
  });

  return (
    <FormikProvider value={form}>
      <form noValidate onSubmit={form.handleSubmit} aria-label="Sign in">
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
          {/* Bootstrap's markup written out, as for the button below: react-bootstrap's FormCheck and
              Button would bring their parts and run-time classes into the sign-in page's first load. */}
          <div className="form-check">
            <input
              className="form-check-input"
              type="checkbox"
              id="signin-remember"
              name="remember"
              checked={form.values.remember}
              onChange={form.handleChange}
            />
            <label className="form-check-label" htmlFor="signin-remember">
              Remember me
            </label>
          </div>
          <Link to="/forgot-password" className="btn btn-link p-0 ea-signin-forgot">
            Forgot password?
          </Link>
        </div>
        {/* The refusal stays beside the form (the spec's error toast fades); gone while the next try runs.
            Bootstrap's alert classes on a plain element: react-bootstrap's Alert would bring its fade
            transition (react-transition-group, ~4 KB gzip) into the sign-in page's first load. */}
        {state.error && !state.loading && (
          <div className="alert alert-danger py-2" role="alert" data-testid="signin-error">
            {state.error}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100 ea-signin-submit"
          disabled={state.loading}
        >
          {state.loading ? <BusyMark /> : null}
          <span>Sign In</span>
          <ArrowRightIcon className="ea-signin-arrow" />
        </button>
      </form>
    </FormikProvider>
  );
}
