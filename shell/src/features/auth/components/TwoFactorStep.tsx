import { useEffect, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { errorMessage, twoFactorApi } from '@earrival/shared/api';
import { SubmitButton, TextField, ValidatedForm } from '@earrival/shared/form';
import { notify } from '@earrival/shared/toast';
import type { LoginResponse, TwoFactorSetup } from '@earrival/shared/types';
import { useAuth, type PendingSignIn } from '../state/AuthContext';

interface CodeValues {
  code: string;
}

const validate = ({ code }: CodeValues) => {
  const compact = code.replace(/[\s-]/g, '');
  if (!compact) return { code: 'Enter the 6-digit code from your authenticator app.' };
  if (!/^\d{6}$/.test(compact) && !/^[a-z0-9]{10}$/i.test(compact))
    return { code: 'A code has 6 digits (or use a recovery code such as abcde-23456).' };
  return {};
};

/** The second sign-in step: the code of the app, or setting two-factor up when the role requires it. */
export default function TwoFactorStep({ pending }: { pending: PendingSignIn }) {
  const { completeSignIn, cancelPending } = useAuth();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<LoginResponse | null>(null);

  useEffect(() => {
    if (pending.mode !== 'setup') return;
    let live = true;
    twoFactorApi
      .signInSetup({ pendingToken: pending.pendingToken })
      .then((answer) => live && setSetup(answer.data))
      .catch((error: unknown) => live && setFailure(errorMessage(error)));
    return () => {
      live = false;
    };
  }, [pending]);

  const submit = async ({ code }: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    setFailure(null);
    try {
      const body = { pendingToken: pending.pendingToken, code: code.trim() };
      if (pending.mode === 'verify') return completeSignIn(await twoFactorApi.signIn(body));
      const response = await twoFactorApi.signInConfirm(body);
      // The recovery codes are shown once: the member saves them before the session starts.
      setSaved(response);
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      notify.error(message);
      helpers.setFieldValue('code', '', false);
    }
  };

  if (saved)
    return (
      <div>
        <Alert variant="success">Two-factor sign-in is on.</Alert>
        <p>
          Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone; they
          are not shown again.
        </p>
        <ul
          className="ea-recovery-codes list-unstyled font-monospace row row-cols-2 g-1 mb-3"
          aria-label="Recovery codes"
        >
          {saved.recoveryCodes?.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button className="w-100" onClick={() => completeSignIn(saved)}>
          I have saved my codes, continue
        </Button>
      </div>
    );

  return (
    <div>
      {pending.mode === 'setup' && setup ? (
        <div className="mb-3 text-center">
          <p className="text-start">
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password ...), then enter the 6-digit code it shows.
          </p>
          <img src={setup.qrDataUrl} alt="QR code for your authenticator app" width={180} height={180} />
          <p className="small text-muted mt-2 mb-0">
            Or type this key: <code className="user-select-all">{setup.secret}</code>
          </p>
        </div>
      ) : null}
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Formik<CodeValues> initialValues={{ code: '' }} validate={validate} onSubmit={submit}>
        <ValidatedForm label="Two-factor code">
          <TextField
            name="code"
            id="twofactor-code"
            label="Authentication code"
            autoComplete="one-time-code"
            placeholder="123456"
            size="lg"
          />
          <SubmitButton className="w-100 btn-lg">
            {pending.mode === 'verify' ? 'Verify and sign in' : 'Turn on and sign in'}
          </SubmitButton>
        </ValidatedForm>
      </Formik>
      <button type="button" className="btn btn-link p-0 mt-3" onClick={cancelPending}>
        Back to sign in
      </button>
    </div>
  );
}
