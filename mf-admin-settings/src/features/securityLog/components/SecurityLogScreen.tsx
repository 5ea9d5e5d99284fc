import { useQueryClient } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import { securityEventsApi, type SecurityEventRow } from '@earrival/shared/api';
import { BusyMark } from '@earrival/shared/form';
import { queryKeys } from '@earrival/shared/query';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { SECURITY_EVENTS, type SecurityEventName } from '@earrival/shared/securityEvents';
import { ExportCsvButton, NO_RECORDS_TEXT, Page, Pagination } from '@earrival/shared/ui';
import { type SimpleColumn } from '@earrival/shared/table';
import { zonedHistoryDateTime } from '@earrival/shared/dates';
import { QueryState } from '../../../components/QueryState';
import { SettingsTable } from '../../../components/SettingsTable';
import { SECURITY_LOG_LIMIT, useMemberChoices, useSecurityEvents } from '../hooks/useSecurityEvents';
import { useSecurityLogAddress } from '../hooks/useSecurityLogAddress';
import { SecurityLogFilters } from './SecurityLogFilters';
import '../../../components/settings.css';

const NONE = '—';
const count = (value: number) => value.toLocaleString('en-US');

/** An event's label; a name this build does not know yet shows as it came. */
export const eventLabel = (event: string): string =>
  Object.hasOwn(SECURITY_EVENTS, event) ? SECURITY_EVENTS[event as SecurityEventName] : event;

const COLUMNS: SimpleColumn<SecurityEventRow>[] = [
  { header: 'Date & Time', cell: (row) => zonedHistoryDateTime(row.at), className: 'text-nowrap' },
  { header: 'Event', cell: (row) => eventLabel(row.event) },
  { header: 'Actor', cell: (row) => row.actor?.name ?? NONE },
  // A sign-in attempt for an address no member has: the e-mail as typed.
  { header: 'Member', cell: (row) => row.member?.name ?? row.email ?? NONE, className: 'text-break' },
  { header: 'Address', cell: (row) => row.ip, className: 'text-nowrap' },
  { header: 'Detail', cell: (row) => row.detail ?? NONE, className: 'text-break' },
];

/**
 * Settings -> Security Log (Admin, SCREEN_ROLES.securityLog): sign-ins, refusals, password and two-factor
 * changes, member and release changes, newest first; filtered by member, event and days, 50 a page, and
 * exported as CSV with the same filters. The filters and the page live in the address.
 */
export function SecurityLogScreen({ route }: AdminScreenProps) {
  const client = useQueryClient();
  const { filters, applied, page, setFilters, setPage } = useSecurityLogAddress();
  const events = useSecurityEvents(applied, page);
  const members = useMemberChoices();
  const total = events.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / SECURITY_LOG_LIMIT));
  const first = (page - 1) * SECURITY_LOG_LIMIT + 1;
  const last = first + (events.data?.rows.length ?? 0) - 1;

  return (
    <Page
      title={route.title}
      actions={
        <ExportCsvButton download={({ signal }) => securityEventsApi.exportCsv(applied, { signal })} />
      }
      onRefresh={() => void client.invalidateQueries({ queryKey: queryKeys.securityEvents() })}
    >
      <p className="text-muted settings-card">
        Who signed in, who was refused, and every change to passwords, two-factor sign-in, members, the
        payment gateway and releases, newest first. Times are US Eastern; the From and To days are UTC.
      </p>
      <Card className="mb-3">
        <Card.Body>
          <SecurityLogFilters value={filters} members={members.data ?? []} onApply={setFilters} />
        </Card.Body>
      </Card>
      <Card>
        <Card.Header className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h6 m-0 me-auto">Events</h2>
          {events.isFetching && <BusyMark label="Loading events" />}
        </Card.Header>
        <Card.Body>
          <QueryState query={events} loading="Loading the security log…" alert className="mb-0">
            {({ rows }) => (
              <>
                <SettingsTable
                  label="Security events"
                  columns={COLUMNS}
                  rows={rows}
                  emptyText={NO_RECORDS_TEXT}
                />
                <nav
                  className="d-flex flex-wrap align-items-center gap-2 mt-2 small"
                  aria-label="Security events pages"
                >
                  <span className="text-muted me-auto" aria-live="polite">
                    {total === 0
                      ? 'No events'
                      : last < first
                        ? `No events on page ${page}: ${count(total)} in all`
                        : `Showing ${count(first)}–${count(last)} of ${count(total)} events`}
                  </span>
                  <Pagination
                    page={Math.min(page, totalPages)}
                    totalPages={totalPages}
                    onPageChange={setPage}
                    disabled={events.isPlaceholderData}
                  />
                </nav>
              </>
            )}
          </QueryState>
        </Card.Body>
      </Card>
    </Page>
  );
}
