import { useEffect, useLayoutEffect, useState } from 'react';
import { FormikProvider, useFormik, useFormikContext } from 'formik';
import { Link } from 'react-router-dom';
import { AdoptTypedValues, BusyMark, lazySchema, TextField } from '@earrival/shared/form';
import { ArrowRightIcon } from '../../../ui/icon';
import { useAuth } from '../state/AuthContext';
import { SIGN_IN_FORM_LABEL, takeEarlySubmit } from './earlySubmit';
import type { SignInFormValues } from './signInSchema';

/** The fields and their inputs' ids. */
const FIELD_IDS = {
  email: 'signin-email',
  password: 'signin-password',
  remember: 'signin-remember',
} as const satisfies Record<keyof SignInFormValues, string>;

/**
 * Sign In pressed on the prerendered page before this script arrived: submitted now, with what was typed
 * (AdoptTypedValues takes it over in the same commit, so the submit reads it).
 */
function SubmitHeldPress() {
  const { submitForm } = useFormikContext<SignInFormValues>();
  const [held, setHeld] = useState(false);
  useLayoutEffect(() => {
    if (takeEarlySubmit()) setHeld(true);
  }, []);
  useEffect(() => {
    if (!held) return;
    setHeld(false);
    void submitForm();
  }, [held, submitForm]);
  return null;
}

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
      {/* method="post": pressed before any script ran (the prerendered page), the browser posts the form
          to the server, which sends the page back; a password never goes into an address. */}
      <form noValidate method="post" action="/" onSubmit={form.handleSubmit} aria-label={SIGN_IN_FORM_LABEL}>
        <TextField
          name="email"
          id={FIELD_IDS.email}
          label="Email ID"
          type="email"
          autoComplete="username"
          placeholder="Your Email Address"
          touchOnChange
        />
        <TextField
          name="password"
          id={FIELD_IDS.password}
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
              id={FIELD_IDS.remember}
              name="remember"
              checked={form.values.remember}
              onChange={form.handleChange}
            />
            <label className="form-check-label" htmlFor={FIELD_IDS.remember}>
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
        <AdoptTypedValues<SignInFormValues> fields={FIELD_IDS} />
        <SubmitHeldPress />
      </form>
    </FormikProvider>
  );
}
