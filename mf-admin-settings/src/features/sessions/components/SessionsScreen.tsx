import { useQueryClient } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { MemberSession } from '@earrival/shared/api';
import { BusyMark } from '@earrival/shared/form';
import { queryKeys } from '@earrival/shared/query';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { ConfirmModal, Page } from '@earrival/shared/ui';
import { type SimpleColumn } from '@earrival/shared/table';
import { zonedHistoryDateTime } from '@earrival/shared/dates';
import { QueryState } from '../../../components/QueryState';
import { SettingsTable } from '../../../components/SettingsTable';
import { useConfirm } from '../../../components/useConfirm';
import { useEndOtherSessions, useEndSession, useSessions } from '../hooks/useSessions';
import '../../../components/settings.css';

export const THIS_DEVICE = 'This device';
export const END_ALL_OTHERS = 'End all other sessions';

/** Where an address is: its IP, and its country when the server knows it. */
export const placeText = (session: MemberSession): string =>
  session.location ? `${session.ip} (${session.location})` : session.ip;

/**
 * A session as a sentence names it: browser, address (and country), and when it signed in, so two sessions
 * of the same browser at the same address still read apart.
 */
export const sessionText = (session: MemberSession): string =>
  `${session.browser} at ${placeText(session)}, signed in ${zonedHistoryDateTime(session.createdAt)}`;

/** What the confirmation asks: one session (by its browser, address and sign-in), or every other one. */
export type Ending = { session: MemberSession } | 'others';

export const endQuestion = (ending: Ending): string =>
  ending === 'others'
    ? 'End all other sessions? Every other device is signed out at once; this one stays signed in.'
    : `End the session of ${sessionText(ending.session)}? That device is signed out at once.`;

/**
 * Settings -> Sessions (every role): each place the member is signed in, this device marked "This device",
 * the address with its country when known, when it signed in and was last seen, with End on every other one
 * and "End all other sessions", each after a question. Times are US Eastern with their zone.
 */
export function SessionsScreen({ route }: AdminScreenProps) {
  const client = useQueryClient();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const ending = useConfirm(
    (what: Ending) => (what === 'others' ? endOthers.mutateAsync() : endOne.mutateAsync(what.session.id)),
    endQuestion,
  );
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const columns: SimpleColumn<MemberSession>[] = [
    {
      header: 'Browser',
      cell: (session) => (
        <>
          {session.browser}
          {session.current && (
            <Badge bg="success" className="ms-2">
              {THIS_DEVICE}
            </Badge>
          )}
        </>
      ),
    },
    {
      header: 'Address',
      cell: (session) => (
        <>
          <span className="d-block">{session.ip}</span>
          {session.location && <span className="text-muted"> {session.location}</span>}
        </>
      ),
      className: 'text-nowrap',
    },
    {
      header: 'Signed in',
      cell: (session) => zonedHistoryDateTime(session.createdAt),
      className: 'text-nowrap',
    },
    {
      header: 'Last seen',
      cell: (session) => zonedHistoryDateTime(session.lastSeenAt),
      className: 'text-nowrap',
    },
  ];

  return (
    <Page
      title={route.title}
      onRefresh={() => void client.invalidateQueries({ queryKey: queryKeys.sessions() })}
    >
      <p className="text-muted settings-card">
        Where you are signed in. End a session you do not recognise: that device is signed out at once, and a
        new password ends every session, this one too.
      </p>
      <Card className="settings-card">
        <Card.Header className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h6 m-0 me-auto">Your sessions</h2>
          {sessions.isFetching && <BusyMark label="Loading your sessions" />}
          {others.length > 0 && (
            // Solid: the outline's red on the card header's grey falls short of 4.5:1 contrast (axe).
            <Button size="sm" variant="danger" onClick={() => ending.ask('others')}>
              {END_ALL_OTHERS}
            </Button>
          )}
        </Card.Header>
        <Card.Body>
          <QueryState query={sessions} loading="Loading your sessions…" alert className="mb-0">
            {(rows) => (
              <>
                <SettingsTable
                  label="Sessions"
                  columns={columns}
                  rows={rows}
                  emptyText="No session."
                  action={(session) =>
                    session.current
                      ? null
                      : {
                          text: 'End',
                          label: `End the session of ${sessionText(session)}`,
                          onClick: () => ending.ask({ session }),
                        }
                  }
                />
                {others.length === 0 && (
                  <p className="small text-muted mt-2 mb-0">You are signed in on this device only.</p>
                )}
              </>
            )}
          </QueryState>
        </Card.Body>
      </Card>
      <ConfirmModal {...ending.modal} busy={endOne.isPending || endOthers.isPending} />
    </Page>
  );
}
