import type { Kysely } from 'kysely';
import { SECURITY_EVENTS, type SecurityEventName } from '@earrival/shared/securityEvents';
import { reportRangeProblem } from '@earrival/shared/dateRange';
import type { TextColumn } from '@earrival/shared/columns';
import { LIST_DATE_TIME_HEADER, formatOrderDateTime } from '@earrival/shared/dates';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { tally, waitText } from '../../platform/http/throttle';
import { logLine } from '../../platform/metrics/logLine';
import {
  deleteEventsOlderThan,
  eventPage,
  eventsBefore,
  insertSecurityEvent,
  type EventFilter,
  type EventRecord,
} from './repository';
import type { SecurityEventRow } from './schemas';
import { spendWriteBudget } from './budget';

/**
 * The Security Log's rules: what a record holds, which events a filter names, the page and the export,
 * retention, 403s.
 */

export type SecurityEvent = SecurityEventName;

export interface SecurityEntry {
  event: SecurityEvent;
  /** Who did it; defaults to the actor's member, if any. */
  actorId?: number | null;
  /** Whom it concerns (the member signed in, edited, whose session ended ...). */
  memberId?: number | null;
  /** The e-mail as typed, for events about an account that may not exist (sign-in). */
  email?: string | null;
  /** What happened, in words; never a password, token, code or link. */
  detail?: string | null;
}

// Every field is cut to a length, so one request cannot make a huge log row (the address too: behind
// TRUST_PROXY=true it is whatever X-Forwarded-For says), and NUL (which PostgreSQL text refuses) is
// dropped so logging never fails the request it describes.
const clean = (text: string | null | undefined, max: number) =>
  text == null ? null : text.split('\u0000').join('').slice(0, max);

/** The longest text each column keeps (the event is one of ours, the ids are numbers). */
export const FIELD_CAPS = { ip: 64, email: 320, userAgent: 512, detail: 1000 } as const;

/**
 * Records a security event (append-only table security_events) with the caller's address and browser.
 * `db` may be a transaction, so the record commits or rolls back with the change it describes.
 * A record nobody signed in made spends its address's write budget (budget.ts): past it, the address
 * gets one flood record and the rest are counted, not stored. Signed-in members' records always land:
 * they name who did it, each caller bounds them, and an outsider flooding a shared office address must
 * not silence what its staff do.
 */
export async function logSecurityEvent(
  db: Kysely<Database>,
  actor: Actor,
  entry: SecurityEntry,
): Promise<void> {
  const actorId = entry.actorId === undefined ? actor.memberId : entry.actorId;
  const ip = clean(actor.ip, FIELD_CAPS.ip) ?? '';
  const userAgent = clean(actor.userAgent, FIELD_CAPS.userAgent);
  if (actorId === null) {
    const { store, floods } = await spendWriteBudget(db, ip);
    for (const flood of floods)
      await insertSecurityEvent(db, {
        event: 'rate-limited',
        email: null,
        actor_id: null,
        member_id: null,
        ip,
        user_agent: userAgent,
        detail: flood,
      });
    if (!store) return;
  }
  await insertSecurityEvent(db, {
    event: entry.event,
    email: clean(entry.email?.toLowerCase(), FIELD_CAPS.email),
    actor_id: actorId,
    member_id: entry.memberId ?? null,
    ip,
    user_agent: userAgent,
    detail: clean(entry.detail, FIELD_CAPS.detail),
  });
}

/**
 * Records the event at most once per window for `once.key` (counted in the throttle table, so every API
 * process shares it): a burst of refused requests from one address makes one row, not thousands. The
 * others are counted: the next record for the key says how many came after the previous one. `entry` may
 * be a function, so what only the record needs (a member looked up) is read only when one is written.
 */
export async function logSecurityEventOnce(
  db: Kysely<Database>,
  actor: Actor,
  once: { key: string; windowSeconds: number },
  entry: SecurityEntry | (() => Promise<SecurityEntry>),
): Promise<void> {
  const seen = await tally(db, `security-log:${once.key}`, once.windowSeconds);
  if (seen.hits !== 1) return;
  const made = typeof entry === 'function' ? await entry() : entry;
  const unrecorded = seen.previousHits - 1;
  const count =
    unrecorded > 0
      ? `${unrecorded} more like it were counted, not recorded, in the ${waitText(once.windowSeconds)} after the previous record`
      : null;
  const detail = [made.detail, count].filter(Boolean).join('; ') || null;
  await logSecurityEvent(db, actor, { ...made, detail });
}

/** Deletes the records older than `days` (the only delete the table's trigger lets through). */
export const sweepSecurityEvents = (db: Kysely<Database>, days: number): Promise<number> =>
  db.transaction().execute((trx) => deleteEventsOlderThan(trx, days));

/** The export reads this many rows at a time, and stops after EXPORT_MAX_ROWS (the newest). */
const EXPORT_BATCH = 1000;
export const EXPORT_MAX_ROWS = 100_000;

/** The filters as given, checked: a date range the statistics screens would also accept. */
export function checkedFilter(filter: EventFilter): EventFilter {
  const problem = reportRangeProblem({ from: filter.from, to: filter.to }, { from: 'from', to: 'to' });
  if (problem) throw invalid(problem);
  return filter;
}

const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? `Deleted member #${id}` };

export const eventRow = (record: EventRecord): SecurityEventRow => ({
  id: Number(record.id),
  at: new Date(record.created_at).toISOString(),
  event: record.event,
  actor: person(record.actor_id, record.actor_name),
  member: person(record.member_id, record.member_name),
  email: record.email,
  ip: record.ip,
  userAgent: record.user_agent,
  detail: record.detail,
});

export async function page({ db }: Pick<Deps, 'db'>, filter: EventFilter, pageNo: number, limit: number) {
  const { rows, total } = await eventPage(db, checkedFilter(filter), pageNo, limit);
  return { rows: rows.map(eventRow), total };
}

/** The export's rows, newest first, a batch at a time (keyset on id, so a long file stays cheap). */
export async function* exportBatches({ db }: Pick<Deps, 'db'>, filter: EventFilter) {
  const checked = checkedFilter(filter);
  let before: number | null = null;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const batch = await eventsBefore(db, checked, before, Math.min(EXPORT_BATCH, EXPORT_MAX_ROWS - sent));
    if (batch.length === 0) return;
    yield batch.map(eventRow);
    sent += batch.length;
    before = Number(batch[batch.length - 1]!.id);
    if (batch.length < EXPORT_BATCH) return;
  }
}

const named = (who: SecurityEventRow['actor']) => (who ? `${who.name} (#${who.id})` : '');

export const EXPORT_COLUMNS: readonly TextColumn<SecurityEventRow>[] = [
  // Every CSV reads UTC in the lists' format (@earrival/shared/dates).
  { id: 'at', header: LIST_DATE_TIME_HEADER, text: (row) => formatOrderDateTime(row.at) },
  {
    id: 'event',
    header: 'Event',
    text: (row) => SECURITY_EVENTS[row.event as SecurityEventName] ?? row.event,
  },
  { id: 'actor', header: 'Actor', text: (row) => named(row.actor) },
  { id: 'member', header: 'Member', text: (row) => named(row.member) || (row.email ?? '') },
  { id: 'ip', header: 'Address', text: (row) => row.ip },
  { id: 'userAgent', header: 'Browser', text: (row) => row.userAgent ?? '' },
  { id: 'detail', header: 'Detail', text: (row) => row.detail ?? '' },
];

/** How often each process sweeps records past SECURITY_LOG_DAYS (the first a minute after start). */
export const RETENTION_SWEEP_MS = 6 * 3600_000;
export const FIRST_SWEEP_MS = 60_000;

/** One sweep of records past `days`; a failure is logged, never thrown (the next sweep tries again). */
export async function sweepOnce({ db }: Pick<Deps, 'db'>, days: number): Promise<void> {
  await sweepSecurityEvents(db, days).then(
    (deleted) => {
      if (deleted > 0) logLine('info', `security log: ${deleted} records older than ${days} days deleted`);
    },
    (error: unknown) => logLine('warn', `security log retention sweep failed: ${String(error)}`),
  );
}

/**
 * One 'forbidden' record per member, method and route a minute, counted in the throttle table like every
 * once-a-window record, so N processes still write one: a member hammering a call they may not make
 * leaves a trace (the next record says how many more came) without filling the table.
 */
export async function recordForbidden(
  { db }: Pick<Deps, 'db'>,
  actor: Actor & { memberId: number },
  call: { method: string; route: string },
): Promise<void> {
  await logSecurityEventOnce(
    db,
    actor,
    { key: `forbidden:${actor.memberId}:${call.method} ${call.route}`, windowSeconds: 60 },
    { event: 'forbidden', memberId: actor.memberId, detail: `${actor.role}: ${call.method} ${call.route}` },
  );
}
