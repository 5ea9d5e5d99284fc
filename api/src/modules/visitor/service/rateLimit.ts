import type { Kysely } from 'kysely';
import { consume } from '../../../platform/http/throttle';
import { customerError } from '../../../platform/errors';
import type { Database } from '../../../platform/db/schema';

/**
 * Tracking attempts allowed per window, per caller address and per order id. Per address stops one client
 * from trying many orders; per order stops many clients (or addresses) from guessing one order's e-mail.
 * Every attempt counts, found or not, so the limit says nothing about whether an order exists. Past
 * either, the form answers as for a locked order (202, a link mailed to the order's own address when the
 * e-mail matches), so a customer behind a busy shared address (hotel, airport, carrier NAT) still gets in.
 */
export const TRACK_LIMITS = {
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
  perOrder: { limit: 10, windowSeconds: 15 * 60 },
} as const;

/** At most one documents-link mail per order in this window, however often the right e-mail is typed. */
export const LINK_MAIL_LIMIT = { limit: 1, windowSeconds: 10 * 60 } as const;

/**
 * Downloads per caller address and minute, counted apart for the record call and the file itself (one
 * Download Now makes one of each). Generous for a person, a wall for a loop.
 */
export const DOWNLOAD_LIMIT = { limit: 30, windowSeconds: 60 } as const;

/**
 * What a tracking attempt may do: 'open' (checked, and let in when it matches); 'locked' (the order had
 * too many attempts) or 'address-limited' (this address had): nobody gets in through the form, but the
 * caller is not refused either. The route answers every such caller alike and mails the order's own
 * address a link when the e-mail matches, so neither guessing nor a crowd behind one address can lock the
 * customer out, and the answer tells nobody whether the e-mail was right.
 */
export type TrackingGate = 'open' | 'locked' | 'address-limited';

/**
 * Counts one tracking attempt. An attempt from an address past its limit does not count against the
 * order: its answer teaches nothing, and it must not let one address lock any number of orders.
 */
export async function limitTracking(
  db: Kysely<Database>,
  ip: string,
  orderId: number,
): Promise<TrackingGate> {
  const byAddress = await consume(db, `track-order:ip:${ip}`, TRACK_LIMITS.perAddress);
  if (!byAddress.allowed) return 'address-limited';
  const byOrder = await consume(db, `track-order:order:${orderId}`, TRACK_LIMITS.perOrder);
  return byOrder.allowed ? 'open' : 'locked';
}

/** One hit of a download call from this address; over the limit a 429 before anything is recorded. */
export async function limitDownloads(
  db: Kysely<Database>,
  call: 'record' | 'file',
  ip: string,
): Promise<void> {
  const verdict = await consume(db, `visitor-download:${call}:ip:${ip}`, DOWNLOAD_LIMIT);
  if (verdict.allowed) return;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterSeconds));
  throw customerError(
    'tooMany',
    { id: 'download.tooMany', values: { minutes: Math.ceil(seconds / 60) } },
    seconds,
  );
}
