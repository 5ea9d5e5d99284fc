import { useState } from 'react';
import { Formik } from 'formik';
import * as yup from 'yup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { errorMessage, twoFactorApi } from '@earrival/shared/api';
import { mayRequireTwoFactor } from '@earrival/shared/policy';
import { SubmitButton, TextField } from '@earrival/shared/form';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { notify } from '@earrival/shared/toast';
import type { TwoFactorSetup, TwoFactorStatus } from '@earrival/shared/types';
import { Page } from '@earrival/shared/ui';
import { SettingsForm } from '../../../components/SettingsForm';

const STATUS_KEY = ['two-factor', 'status'] as const;

const codeRule = ({ code }: { code: string }) =>
  /^\d{6}$/.test(code.replace(/\s/g, '')) ? {} : { code: 'Enter the 6-digit code your app shows now.' };

/** Recovery codes, shown once right after two-factor is turned on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert variant="success">
      <p className="fw-semibold">
        Two-factor sign-in is on. Save these recovery codes now: they are not shown again.
      </p>
      <p>Each one signs you in once if you lose your phone.</p>
      <ul className="list-unstyled font-monospace row row-cols-2 g-1" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button variant="success" onClick={onDone}>
        I have saved them
      </Button>
    </Alert>
  );
}

/** Turning it on: scan the QR code, then confirm with the code the app shows. */
function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const start = useMutation({ mutationFn: () => twoFactorApi.setup(), onSuccess: (r) => setSetup(r.data) });
  const enable = useMutation({
    mutationFn: (code: string) => twoFactorApi.enable({ code }),
    onSuccess: (r) => onEnabled(r.data.recoveryCodes),
  });
  if (!setup)
    return (
      <Button onClick={() => start.mutate()} disabled={start.isPending}>
        Turn on two-factor sign-in
      </Button>
    );
  return (
    <div className="two-factor-setup">
      <p>
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password ...).
      </p>
      <img src={setup.qrDataUrl} alt="QR code for your authenticator app" width={180} height={180} />
      <p className="small text-muted">
        Or type this key: <code className="user-select-all">{setup.secret}</code>
      </p>
      <p>2. Enter the 6-digit code the app shows.</p>
      <Formik
        initialValues={{ code: '' }}
        validate={codeRule}
        onSubmit={async ({ code }) => {
          await enable.mutateAsync(code.replace(/\s/g, '')).catch(() => undefined);
        }}
      >
        <SettingsForm label="Confirm two-factor sign-in">
          <TextField
            name="code"
            id="two-factor-code"
            label="Code from the app"
            autoComplete="one-time-code"
          />
          <SubmitButton>Confirm and turn on</SubmitButton>
        </SettingsForm>
      </Formik>
    </div>
  );
}

export const PASSWORD_REQUIRED = 'Please enter your password.';
export const CODE_REQUIRED = 'Please enter a code from your app or a recovery code.';

const turnOffSchema = yup.object({
  password: yup.string().required(PASSWORD_REQUIRED),
  code: yup.string().trim().required(CODE_REQUIRED),
});

/**
 * Turning it off: the password AND a current code (from the app, or one of the recovery codes), so a
 * stolen password alone cannot remove the second step. A refusal shows beside the form.
 */
function TurnOff({ onDone }: { onDone: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const off = useMutation({
    mutationFn: (body: { password: string; code: string }) => twoFactorApi.disable(body),
    // The refusal is shown beside the form, not as a toast.
    meta: { quiet: true },
  });
  return (
    <>
      <p className="mb-2">To turn it off, enter your password and a current code.</p>
      {refusal && (
        <Alert variant="danger" role="alert" data-testid="two-factor-refusal">
          {refusal}
        </Alert>
      )}
      <Formik
        initialValues={{ password: '', code: '' }}
        validationSchema={turnOffSchema}
        onSubmit={async ({ password, code }) => {
          setRefusal(null);
          try {
            const response = await off.mutateAsync({ password, code: code.replace(/\s/g, '') });
            notify.success(response.message);
            onDone();
          } catch (error) {
            setRefusal(errorMessage(error));
          }
        }}
      >
        <SettingsForm label="Turn off two-factor sign-in">
          <TextField
            name="password"
            id="two-factor-off-password"
            type="password"
            label="Password"
            autoComplete="current-password"
            touchOnChange
          />
          <TextField
            name="code"
            id="two-factor-off-code"
            label="Authentication code or recovery code"
            autoComplete="one-time-code"
            touchOnChange
          />
          <SubmitButton>Turn off</SubmitButton>
        </SettingsForm>
      </Formik>
    </>
  );
}

/** The Admin's switch: two-factor sign-in required for the Admin and Manager roles. */
function Requirement({ status }: { status: TwoFactorStatus }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (required: boolean) => twoFactorApi.setRequirement({ required }),
    onSuccess: (r) => {
      client.setQueryData(STATUS_KEY, r.data);
      notify.success(r.message);
    },
  });
  return (
    <Card className="settings-card mt-3">
      <Card.Body>
        <h2 className="h5">For the team</h2>
        <Form.Check
          type="switch"
          id="two-factor-required"
          label="Require two-factor sign-in for Admin and Manager"
          checked={status.requiredForManagers}
          disabled={change.isPending}
          onChange={(e) => change.mutate(e.currentTarget.checked)}
        />
        <p className="small text-muted mb-0 mt-2">
          Members of these roles without it are led to set it up at their next sign-in. Manage Team shows who
          has it on.
        </p>
      </Card.Body>
    </Card>
  );
}

/** Two-Factor Sign-In: any member turns it on or off; an Admin may require it for Admin and Manager. */
export function TwoFactorScreen({ route, user }: AdminScreenProps) {
  const client = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: async () => (await twoFactorApi.status()).data });
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: STATUS_KEY });
  const data = status.data;

  return (
    <Page title={route.title}>
      <Card className="settings-card settings-card-narrow">
        <Card.Body>
          {!data ? (
            <p className="text-muted mb-0">Loading…</p>
          ) : codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                refresh();
              }}
            />
          ) : data.enabled ? (
            <>
              <p>
                <span className="badge text-bg-success me-2">On</span>
                You sign in with your password and a code from your app. Recovery codes left:{' '}
                <strong>{data.recoveryCodesLeft}</strong>.
              </p>
              {data.requiredForMe ? (
                <Alert variant="info" className="mb-0">
                  Two-factor sign-in is required for the {user.type} role, so it stays on.
                </Alert>
              ) : (
                <TurnOff onDone={refresh} />
              )}
            </>
          ) : (
            <>
              <p>
                <span className="badge text-bg-secondary me-2">Off</span>
                Add a second step to your sign-in: a 6-digit code from an app on your phone.
              </p>
              <TurnOn
                onEnabled={(list) => {
                  setCodes(list);
                }}
              />
            </>
          )}
        </Card.Body>
      </Card>
      {data && mayRequireTwoFactor(user.type) ? <Requirement status={data} /> : null}
    </Page>
  );
}
