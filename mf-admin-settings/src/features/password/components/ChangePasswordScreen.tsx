import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { authApi, errorMessage, type ChangePasswordBody } from '@earrival/shared/api';
import { endSession } from '@earrival/shared/auth';
import { SubmitButton, TextField } from '@earrival/shared/form';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { notify } from '@earrival/shared/toast';
import { Page } from '@earrival/shared/ui';
import { SettingsForm } from '../../../components/SettingsForm';

export const NEW_PASSWORD_MIN = LIMITS.passwordMin;
export const CURRENT_REQUIRED = 'Please enter your Current Password.';
export const NEW_REQUIRED = 'Please enter your New Password.';
export const NEW_TOO_SHORT = `New Password must be at least ${NEW_PASSWORD_MIN} characters.`;
export const NO_MATCH = 'New Password and Confirm Password do not match.';

const schema = yup.object({
  currentPassword: yup.string().required(CURRENT_REQUIRED),
  newPassword: yup
    .string()
    .required(NEW_REQUIRED)
    .min(NEW_PASSWORD_MIN, NEW_TOO_SHORT)
    .max(LIMITS.passwordMax, `New Password must be at most ${LIMITS.passwordMax} characters.`),
  // Empty while New Password is empty says nothing more; empty after a new one is a mismatch.
  confirmPassword: yup
    .string()
    .test(
      'match',
      NO_MATCH,
      (value, context) => (value ?? '') === ((context.parent as { newPassword?: string }).newPassword ?? ''),
    ),
});

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Update Password: the signed-in member proves the current password and gives the new one twice. The
 * server then ends every session of the member, this one too, so on success the session ends here (the
 * page's one sign-out path) and the member signs in again at '/'. A refusal (a wrong current password, too
 * many tries) shows inside the form, above its button.
 */
export function ChangePasswordScreen({ route }: AdminScreenProps) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => authApi.changePassword(body),
    // The refusal is shown in the form, not as a toast.
    meta: { quiet: true },
  });

  const submit = async (values: ChangePasswordBody, form: FormikHelpers<ChangePasswordBody>) => {
    setRefusal(null);
    try {
      const response = await change.mutateAsync(values);
      notify.success(response.message);
      form.resetForm({ values: EMPTY });
      endSession();
      navigate('/', { replace: true });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Page title={route.title}>
      <Card className="settings-card settings-card-narrow">
        <Card.Body>
          <p className="small text-muted">
            Every session of yours is signed out when the password changes, this one too: sign in again with
            the new password.
          </p>
          <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
            <SettingsForm label="Update password">
              <TextField
                name="currentPassword"
                id="current-password"
                type="password"
                label="Current Password"
                placeholder="Current Password"
                autoComplete="current-password"
                touchOnChange
              />
              <TextField
                name="newPassword"
                id="new-password"
                type="password"
                label="New Password"
                placeholder="New Password"
                autoComplete="new-password"
                touchOnChange
              />
              <TextField
                name="confirmPassword"
                id="confirm-password"
                type="password"
                label="Confirm Password"
                placeholder="Confirm Password"
                autoComplete="new-password"
                touchOnChange
              />
              {/* Inside the form, above its button, as on the sign-in form: read where the answer is awaited. */}
              {refusal && (
                <Alert variant="danger" role="alert" className="py-2" data-testid="password-refusal">
                  {refusal}
                </Alert>
              )}
              <SubmitButton>Update Password</SubmitButton>
            </SettingsForm>
          </Formik>
        </Card.Body>
      </Card>
    </Page>
  );
}
