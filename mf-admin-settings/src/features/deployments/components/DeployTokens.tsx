import { useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import type { DeployToken } from '@earrival/shared/api';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { BusyMark, SelectField, SubmitButton, TextField } from '@earrival/shared/form';
import { ConfirmModal } from '@earrival/shared/ui';
import { type SimpleColumn } from '@earrival/shared/table';
import { zonedHistoryDateTime } from '@earrival/shared/dates';
import { QueryState } from '../../../components/QueryState';
import { SettingsForm } from '../../../components/SettingsForm';
import { SettingsTable } from '../../../components/SettingsTable';
import { useConfirm } from '../../../components/useConfirm';
import { useCreateToken, useDeployTokens, useRevokeToken } from '../hooks/useReleases';
import '../deployments.css';
import { NONE, TOKEN_NOTE_MAX } from '../releaseText';

export const APP_REQUIRED = 'Please select the app.';
export const NOTE_TOO_LONG = `The note must be at most ${TOKEN_NOTE_MAX} characters.`;
export const SHOWN_ONCE = 'Copy it now: it is not shown again.';

const APP_OPTIONS = REMOTE_APPS.map((app) => ({ value: app.folder, label: app.label }));
const appLabel = (folder: string) => REMOTE_APPS.find((app) => app.folder === folder)?.label ?? folder;
/** "CI main (#3)", or "#3" without a note. */
const tokenName = (token: DeployToken) => (token.note ? `${token.note} (#${token.id})` : `#${token.id}`);

interface TokenValues {
  app: string;
  note: string;
}
const EMPTY: TokenValues = { app: '', note: '' };
const schema = yup.object({
  app: yup
    .string()
    .required(APP_REQUIRED)
    .oneOf(
      APP_OPTIONS.map((option) => option.value),
      APP_REQUIRED,
    ),
  note: yup.string().max(TOKEN_NOTE_MAX, NOTE_TOO_LONG),
});

/** A token just created: its secret lives only here, in this component's state, until Done. */
interface NewSecret {
  id: number;
  app: string;
  token: string;
}

/** The secret, once: a read-only field, Copy, and the warning that it is not shown again. */
function SecretOnce({ secret, onDone }: { secret: NewSecret; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(secret.token);
      setCopy('copied');
    } catch {
      // No clipboard (a page not served over https, a refused permission): select it for Ctrl+C instead.
      field.current?.select();
      setCopy('failed');
    }
  };
  return (
    <Alert variant="warning" className="mb-3" data-testid="new-deploy-token">
      <FormLabel htmlFor="deploy-token-secret" className="fw-semibold">
        New deploy token for {appLabel(secret.app)} (token #{secret.id})
      </FormLabel>
      <InputGroup>
        <FormControl
          ref={field}
          id="deploy-token-secret"
          readOnly
          value={secret.token}
          className="font-monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline-secondary" onClick={() => void copyIt()}>
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </InputGroup>
      <p className="fw-semibold mt-2 mb-1">{SHOWN_ONCE}</p>
      {copy === 'failed' && (
        <p className="small mb-1" role="status">
          The browser did not allow copying: the token is selected, press Ctrl+C (⌘C on a Mac).
        </p>
      )}
      <p className="small mb-2">
        CI publishes {appLabel(secret.app)} with it: <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <Button size="sm" variant="secondary" onClick={onDone}>
        Done
      </Button>
    </Alert>
  );
}

/** Create a deploy token: the app it may publish and an optional note (who uses it, e.g. "CI main"). */
function CreateTokenForm({ onCreated }: { onCreated: (secret: NewSecret) => void }) {
  const create = useCreateToken();
  const submit = async (values: TokenValues, form: FormikHelpers<TokenValues>) => {
    try {
      const { data } = await create.mutateAsync(values);
      onCreated({ id: data.id, app: data.app, token: data.token });
      create.reset();
      form.resetForm();
    } catch {
      // The server's reason is already an error toast.
    }
  };
  return (
    <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
      <SettingsForm label="Create a deploy token">
        <Row className="gx-md-3">
          <Col md={5}>
            <SelectField
              name="app"
              id="deploy-token-app"
              label="App"
              placeholder="Select app"
              options={APP_OPTIONS}
            />
          </Col>
          <Col md={7}>
            <TextField
              name="note"
              id="deploy-token-note"
              label={
                <>
                  Note <span className="text-muted fw-normal small">(optional, e.g. CI main)</span>
                </>
              }
              autoComplete="off"
              touchOnChange
            />
          </Col>
        </Row>
        <SubmitButton>Create token</SubmitButton>
      </SettingsForm>
    </Formik>
  );
}

/**
 * Deploy tokens (Admin only): CI publishes a remote's release with one. The list never holds a secret;
 * a new token's secret is shown once, right after it is created.
 */
export function DeployTokens() {
  const tokens = useDeployTokens(true);
  const revoke = useRevokeToken();
  const [secret, setSecret] = useState<NewSecret | null>(null);
  const revoking = useConfirm(
    (token: DeployToken) => revoke.mutateAsync(token.id),
    (token) =>
      `Revoke deploy token ${tokenName(token)} of ${appLabel(token.app)}? CI using it can no longer publish.`,
  );

  const columns: SimpleColumn<DeployToken>[] = [
    { header: '#', cell: (token) => token.id },
    { header: 'App', cell: (token) => appLabel(token.app), className: 'text-nowrap' },
    { header: 'Note', cell: (token) => token.note ?? NONE, className: 'deploy-text' },
    { header: 'Created by', cell: (token) => token.createdBy?.name ?? NONE, className: 'text-nowrap' },
    { header: 'Created', cell: (token) => zonedHistoryDateTime(token.createdAt), className: 'text-nowrap' },
    {
      header: 'Last used',
      cell: (token) => (token.lastUsedAt ? zonedHistoryDateTime(token.lastUsedAt) : 'Never'),
      className: 'text-nowrap',
    },
    {
      header: 'Revoked',
      cell: (token) => (token.revokedAt ? zonedHistoryDateTime(token.revokedAt) : NONE),
      className: 'text-nowrap',
    },
  ];

  return (
    <Card as="section" className="mb-4" aria-labelledby="deploy-tokens-heading">
      <Card.Header className="d-flex align-items-center gap-2">
        <h2 id="deploy-tokens-heading" className="h5 m-0 me-auto">
          Deploy tokens
        </h2>
        {tokens.isFetching && <BusyMark label="Loading deploy tokens" />}
      </Card.Header>
      <Card.Body>
        <p className="small text-muted">
          CI publishes a release of one app with a deploy token of that app. Revoke a token that is no longer
          used or may have leaked.
        </p>
        <div className="settings-card">
          {secret && <SecretOnce key={secret.id} secret={secret} onDone={() => setSecret(null)} />}
          <CreateTokenForm onCreated={setSecret} />
        </div>
        <h3 className="h6 mt-4">Tokens</h3>
        <QueryState query={tokens} loading="Loading the deploy tokens…">
          {(rows) => (
            <SettingsTable
              label="Deploy tokens"
              columns={columns}
              rows={rows}
              emptyText="No deploy token yet."
              action={(token) =>
                token.revokedAt
                  ? null
                  : {
                      text: 'Revoke',
                      label: `Revoke deploy token ${tokenName(token)}`,
                      onClick: () => revoking.ask(token),
                    }
              }
            />
          )}
        </QueryState>
      </Card.Body>
      <ConfirmModal {...revoking.modal} busy={revoke.isPending} />
    </Card>
  );
}
