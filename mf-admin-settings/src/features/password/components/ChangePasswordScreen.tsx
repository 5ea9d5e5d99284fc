import { Formik } from 'formik';
import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import { authApi } from '@earrival/shared/api';
import { endSession } from '@earrival/shared/auth';
import { SubmitButton, TextField } from '@earrival/shared/form';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { notify } from '@earrival/shared/toast';
import { Page } from '@earrival/shared/ui';
import { SettingsForm } from '../../forms/SettingsForm';

export const NEW_PASSWORD_MIN = LIMITS.passwordMin;
const schema = yup.object({
  newPassword: yup
    .string()
    .required('Please enter your New Password.')
    .min(NEW_PASSWORD_MIN, `New Password must be at least ${NEW_PASSWORD_MIN} characters.`)
    .max(LIMITS.passwordMax, `New Password must be at most ${LIMITS.passwordMax} characters.`),
});

/**
 * Update Password: the signed-in member sets a new password. The server then refuses every older token,
 * so on success the session ends here too (the page's one sign-out path) and the member signs in again.
 */
export function ChangePasswordScreen({ route }: AdminScreenProps) {
  const navigate = useNavigate();
  const change = useMutation({
    mutationFn: (newPassword: string) => authApi.changePassword({ newPassword }),
    onSuccess: (response) => {
      notify.success(response.message);
      endSession();
      navigate('/', { replace: true });
    },
  });

  return (
    <Page title={route.title}>
      <Card className="settings-card settings-card-narrow">
        <Card.Body>
          <Formik
            initialValues={{ newPassword: '' }}
            validationSchema={schema}
            onSubmit={async ({ newPassword }) => {
              await change.mutateAsync(newPassword).catch(() => undefined);
            }}
          >
            <SettingsForm label="Update password">
              <TextField
                name="newPassword"
                id="new-password"
                type="password"
                label="New Password"
                placeholder="New Password"
                autoComplete="new-password"
                touchOnChange
              />
              <SubmitButton>Update Password</SubmitButton>
            </SettingsForm>
          </Formik>
        </Card.Body>
      </Card>
    </Page>
  );
}
