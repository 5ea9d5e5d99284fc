import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { AppReleases, ClientReport, Release, ReleaseStep } from '@earrival/shared/api';
import { ConfirmModal } from '@earrival/shared/ui';
import { SimpleTable, type SimpleColumn } from '@earrival/shared/table';
import { zonedHistoryDateTime } from '@earrival/shared/dates';
import { useConfirm } from '../../../components/useConfirm';
import { usePromote, useRollback } from '../hooks/useReleases';
import {
  BUILT_IN,
  BUILT_IN_TEXT,
  NONE,
  actionText,
  builtWithParts,
  errorsText,
  hasErrors,
  releaseIdText,
  reporterText,
  rollbackTarget,
  rollbackTargetText,
  servedText,
  stepByText,
  tokenText,
} from '../releaseText';
import '../deployments.css';

export interface AppReleasesCardProps {
  app: AppReleases;
  /** Admin: Promote, Roll back and Put back. A Manager sees the same card without them. */
  canAct: boolean;
}

/** A confirmed action: promote the canary, roll back (no release: the one live before), put one back. */
type Action =
  | { kind: 'promote'; release: Release }
  | { kind: 'rollback'; release?: Release }
  /** Ends the canary only: its members go back to the live release (or the built-in build). */
  | { kind: 'end-canary'; release: Release };
interface Pending {
  action: Action;
  /** The question, fixed when asked. */
  text: string;
}

const STATE_BADGE: Record<Release['state'], { bg: string; text?: 'dark' }> = {
  live: { bg: 'success' },
  canary: { bg: 'warning', text: 'dark' },
  retired: { bg: 'secondary' },
};

function StateBadge({ state }: { state: Release['state'] }) {
  const { bg, text } = STATE_BADGE[state];
  return (
    <Badge bg={bg} text={text}>
      {state}
    </Badge>
  );
}

/** "@earrival/shared 1.0.0 · react 19.2.0", breaking only between the two on a narrow screen. */
function BuiltWith({ release }: { release: Release }) {
  const parts = builtWithParts(release.builtWith);
  if (parts.length === 0) return NONE;
  return parts.map((part, index) => (
    <span key={part}>
      {index > 0 && ' · '}
      <span className="text-nowrap">{part}</span>
    </span>
  ));
}

/** When, by which token, the note and the errors of a live or canary release, in one line. */
function Published({ release }: { release: Release }) {
  const parts = [
    `Published ${zonedHistoryDateTime(release.createdAt)}${release.token ? ` by ${tokenText(release.token)}` : ''}`,
    release.note ? `“${release.note}”` : null,
    hasErrors(release.errors) ? `Errors: ${errorsText(release.errors)}` : null,
  ].filter(Boolean);
  return <p className="small text-muted mb-2">{parts.join(' · ')}</p>;
}

/** A list under the card, folded, named '<app> <title>'; its summary says how many entries it holds. */
function FoldedTable<Row extends { id: number }>(props: {
  title: string;
  app: string;
  columns: SimpleColumn<Row>[];
  rows: readonly Row[];
}) {
  const { title, rows } = props;
  if (rows.length === 0) return null;
  return (
    <details className="mt-3">
      <summary className="fw-semibold">{`${title} (${rows.length})`}</summary>
      <SimpleTable
        label={`${props.app} ${title.toLowerCase()}`}
        columns={props.columns}
        rows={rows}
        rowKey={(row) => row.id}
        className="mb-0 mt-2 small"
      />
    </details>
  );
}

/** One remote: what is live, the canary, Promote / Roll back, the history and every step. */
export function AppReleasesCard({ app, canAct }: AppReleasesCardProps) {
  const headingId = useId();
  const promote = usePromote();
  const rollback = useRollback();
  const { live, canary, label } = app;
  // The question is fixed when asked: the data may have changed by the time the dialog fades out.
  const confirming = useConfirm(
    ({ action }: Pending) => {
      if (action.kind === 'promote') return promote.mutateAsync(app.app);
      const releaseId =
        action.kind === 'end-canary' ? (live?.releaseId ?? BUILT_IN) : action.release?.releaseId;
      return rollback.mutateAsync({ app: app.app, releaseId });
    },
    (pending) => pending.text,
  );
  const busy = promote.isPending || rollback.isPending;

  const ask = (action: Action) => {
    const canaryEnds = canary ? ` The canary ${canary.version} ends too.` : '';
    const text =
      action.kind === 'promote'
        ? `Promote ${label} ${action.release.version} to every member?`
        : action.kind === 'end-canary'
          ? `End the ${label} canary ${action.release.version}? Its members go back to ${live ? live.version : 'the built-in build'}.`
          : action.release
            ? `Put ${label} ${action.release.version} back live? Everyone gets it at once.${canaryEnds}`
            : `Roll ${label} back to ${rollbackTargetText(rollbackTarget(app))}? Everyone gets it at once.${canaryEnds}`;
    confirming.ask({ action, text });
  };

  const historyColumns: SimpleColumn<Release>[] = [
    // Seven columns, two lines where a value has two parts, so the table and its Action fit 1280 px.
    {
      header: 'Release',
      cell: (release) => (
        <>
          <strong className="d-block">{release.version}</strong> <code>{release.releaseId}</code>
        </>
      ),
      className: 'text-nowrap',
    },
    {
      header: 'State',
      cell: (release) => (
        <>
          <StateBadge state={release.state} />
          {release.state === 'canary' && release.canaryPercent !== null && (
            <span className="small text-muted ms-1">{release.canaryPercent}%</span>
          )}
        </>
      ),
      className: 'text-nowrap',
    },
    {
      header: 'Built with',
      cell: (release) => <BuiltWith release={release} />,
    },
    {
      header: 'Published',
      cell: (release) => (
        <>
          <span className="d-block text-nowrap">{zonedHistoryDateTime(release.createdAt)}</span>
          {release.token && <span className="text-muted"> by {tokenText(release.token)}</span>}
        </>
      ),
    },
    { header: 'Note', cell: (release) => release.note ?? NONE, className: 'deploy-text' },
    { header: 'Errors', cell: (release) => errorsText(release.errors) },
  ];
  if (canAct)
    historyColumns.push({
      header: 'Action',
      className: 'text-end text-nowrap',
      cell: (release) =>
        release.state === 'retired' ? (
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={`Put back ${label} ${release.version}`}
            onClick={() => ask({ kind: 'rollback', release })}
          >
            Put back
          </Button>
        ) : null,
    });

  const stepColumns: SimpleColumn<ReleaseStep>[] = [
    { header: 'When', cell: (step) => zonedHistoryDateTime(step.at), className: 'text-nowrap' },
    { header: 'Action', cell: actionText, className: 'deploy-text' },
    { header: 'Release', cell: (step) => releaseIdText(step.releaseId), className: 'text-nowrap' },
    { header: 'From', cell: (step) => releaseIdText(step.fromReleaseId), className: 'text-nowrap' },
    { header: 'By', cell: stepByText, className: 'text-nowrap' },
    { header: 'Note', cell: (step) => step.note ?? NONE, className: 'deploy-text' },
  ];

  const reportColumns: SimpleColumn<ClientReport>[] = [
    { header: 'When', cell: (report) => zonedHistoryDateTime(report.at), className: 'text-nowrap' },
    { header: 'Release', cell: (report) => releaseIdText(report.releaseId), className: 'text-nowrap' },
    { header: 'Kind', cell: (report) => report.kind, className: 'text-nowrap' },
    { header: 'Reported by', cell: reporterText, className: 'text-nowrap' },
    { header: 'Counted', cell: servedText },
    { header: 'Message', cell: (report) => report.message, className: 'deploy-text' },
  ];

  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId}>
      <Card.Header className="d-flex flex-wrap align-items-baseline gap-2">
        <h2 id={headingId} className="h5 m-0">
          {label}
        </h2>
        <span className="small text-muted">{app.app}</span>
      </Card.Header>
      <Card.Body>
        <div className="text-break">
          {live ? (
            <>
              <p className="mb-0">
                <span className="text-muted">Live:</span> <strong>{live.version}</strong>{' '}
                <code>{live.releaseId}</code>
              </p>
              <Published release={live} />
            </>
          ) : (
            <p className="mb-2">
              <span className="text-muted">Live:</span> <strong>{BUILT_IN_TEXT}</strong>
            </p>
          )}
          {canary ? (
            <>
              <p className="mb-0">
                <strong>
                  Canary {canary.version} for {canary.canaryPercent ?? 0}% of staff
                </strong>{' '}
                <code>{canary.releaseId}</code>
              </p>
              <Published release={canary} />
            </>
          ) : (
            <p className="small text-muted mb-2">No canary: every member gets the live release.</p>
          )}
          {hasErrors(app.builtInErrors) && (
            <p className="small mb-2">
              <span className="text-muted">Errors while the built-in build was live:</span>{' '}
              {errorsText(app.builtInErrors)}
            </p>
          )}
        </div>

        {canAct && (canary || live) && (
          <div className="d-flex flex-wrap gap-2 mb-3">
            {canary && (
              <Button
                variant="success"
                aria-label={`Promote ${label} ${canary.version}`}
                onClick={() => ask({ kind: 'promote', release: canary })}
              >
                Promote
              </Button>
            )}
            {canary && (
              <Button
                variant="outline-secondary"
                aria-label={`End the ${label} canary`}
                onClick={() => ask({ kind: 'end-canary', release: canary })}
              >
                End canary
              </Button>
            )}
            {live && (
              <Button
                variant="outline-danger"
                aria-label={`Roll ${label} back`}
                onClick={() => ask({ kind: 'rollback' })}
              >
                Roll back
              </Button>
            )}
          </div>
        )}

        <h3 className="h6 mt-3">History</h3>
        {app.history.length === 0 ? (
          <p className="small text-muted mb-0">No release published yet: the built-in build is served.</p>
        ) : (
          <SimpleTable
            label={`${label} releases`}
            columns={historyColumns}
            rows={app.history}
            rowKey={(release) => release.releaseId}
            className="mb-0 align-middle small"
          />
        )}

        <FoldedTable title="Steps" app={label} columns={stepColumns} rows={app.events} />
        <FoldedTable title="Error reports" app={label} columns={reportColumns} rows={app.reports} />
      </Card.Body>
      <ConfirmModal {...confirming.modal} busy={busy} />
    </Card>
  );
}
