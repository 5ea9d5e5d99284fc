import { useState } from 'react';
import { Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { authApi, errorMessage } from '@earrival/shared/api';
import { SubmitButton, TextField, ValidatedForm } from '@earrival/shared/form';
import { AuthCard } from './AuthCard';

const validate = ({ email }: { email: string }) => {
  const typed = email.trim();
  if (!typed) return { email: 'Email Address is required' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)) return { email: 'Invalid email address' };
  return {};
};

/** Forgot password: the answer is the same for every address (the server's words), so it reveals nobody. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the e-mail of your staff account and we will mail you a link to set a new password."
    >
      {sent ? (
        <Alert variant="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validate={validate}
          onSubmit={async ({ email }) => {
            setFailure(null);
            try {
              setSent((await authApi.forgotPassword({ email: email.trim() })).message);
            } catch (error) {
              setFailure(errorMessage(error));
            }
          }}
        >
          <ValidatedForm label="Forgot password">
            <TextField
              name="email"
              id="forgot-email"
              label="Email ID"
              type="email"
              autoComplete="username"
              placeholder="Your Email Address"
            />
            {failure && (
              <Alert variant="danger" role="alert" className="py-2">
                {failure}
              </Alert>
            )}
            <SubmitButton className="w-100 btn-lg">Send me a link</SubmitButton>
          </ValidatedForm>
        </Formik>
      )}
      <Link to="/" className="d-inline-block mt-3">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
