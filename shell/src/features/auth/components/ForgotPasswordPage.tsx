import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { authApi } from '@earrival/shared/api';
import { TextField } from '@earrival/shared/form';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';

const validate = ({ email }: { email: string }) => {
  const typed = email.trim();
  if (!typed) return { email: 'Email Address is required' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)) return { email: 'Invalid email address' };
  return {};
};

/** Forgot password: the answer is the same for every address (the server's words), so it reveals nobody. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
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
        <AuthForm
          label="Forgot password"
          initialValues={{ email: '' }}
          validate={validate}
          send={async ({ email }) => setSent((await authApi.forgotPassword({ email: email.trim() })).message)}
          submitText="Send me a link"
        >
          <TextField
            name="email"
            id="forgot-email"
            label="Email ID"
            type="email"
            autoComplete="username"
            placeholder="Your Email Address"
          />
        </AuthForm>
      )}
      <Link to="/" className="d-inline-block mt-3">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
