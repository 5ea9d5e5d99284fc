import { useState } from 'react';
import { Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authApi, errorMessage } from '@earrival/shared/api';
import { SubmitButton, TextField, ValidatedForm } from '@earrival/shared/form';
import { notify } from '@earrival/shared/toast';
import { LIMITS } from '@earrival/shared/limits';
import { AuthCard } from './AuthCard';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

const validate = ({ newPassword, confirmPassword }: ResetValues) => {
  const errors: Partial<ResetValues> = {};
  if (!newPassword) errors.newPassword = 'Please enter your New Password.';
  else if (newPassword.length < LIMITS.passwordMin)
    errors.newPassword = `New Password must be at least ${LIMITS.passwordMin} characters.`;
  if (confirmPassword !== newPassword) errors.confirmPassword = 'The two passwords do not match.';
  return errors;
};

/** The mailed link's page: the token rides in the fragment (#token=...), never sent to any server but ours by us. */
export default function ResetPasswordPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  // A refusal (an expired link, a password the server will not take) stays beside the form.
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <AuthCard title="Set a new password" lead="Choose a new password. It signs you out on every device.">
      {token ? (
        <Formik<ResetValues>
          initialValues={{ newPassword: '', confirmPassword: '' }}
          validate={validate}
          onSubmit={async ({ newPassword }) => {
            setFailure(null);
            try {
              const answer = await authApi.resetPassword({ token, newPassword });
              notify.success(answer.message);
              navigate('/', { replace: true });
            } catch (error) {
              setFailure(errorMessage(error));
            }
          }}
        >
          <ValidatedForm label="Set a new password">
            <TextField
              name="newPassword"
              id="reset-new-password"
              label="New Password"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmPassword"
              id="reset-confirm-password"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
            />
            {failure && (
              <Alert variant="danger" role="alert" className="py-2">
                {failure}
              </Alert>
            )}
            <SubmitButton className="w-100 btn-lg">Set new password</SubmitButton>
          </ValidatedForm>
        </Formik>
      ) : (
        <Alert variant="warning">
          This link is incomplete. Open the link from the e-mail again, or{' '}
          <Link to="/forgot-password">ask for a new one</Link>.
        </Alert>
      )}
      <Link to="/" className="d-inline-block mt-3">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
