import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authApi } from '@earrival/shared/api';
import { TextField } from '@earrival/shared/form';
import { notify } from '@earrival/shared/toast';
import { LIMITS } from '@earrival/shared/limits';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';

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
  return (
    <AuthCard title="Set a new password" lead="Choose a new password. It signs you out on every device.">
      {token ? (
        // A refusal (an expired link, a password the server will not take) stays beside the form.
        <AuthForm<ResetValues>
          label="Set a new password"
          initialValues={{ newPassword: '', confirmPassword: '' }}
          validate={validate}
          send={async ({ newPassword }) => {
            notify.success((await authApi.resetPassword({ token, newPassword })).message);
            navigate('/', { replace: true });
          }}
          submitText="Set new password"
        >
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
        </AuthForm>
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
