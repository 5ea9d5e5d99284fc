import { english, type CustomerText } from './i18n';

/**
 * What went wrong, in the domain's words. Queries and routes throw these and never choose an HTTP status:
 * the envelope plugin maps each kind to one (plugins/envelope.ts), so the query layer stays usable outside
 * HTTP (seed, CLI) and one table decides what a caller sees.
 *
 * Thrown inside a transaction it also rolls the transaction back, so a refused request writes nothing.
 */
export type ErrorKind =
  /** The input is wrong: a bad id, an empty required text, an impossible range. */
  | 'invalid'
  /** The caller is not signed in, or the credential is not valid any more. */
  | 'unauthenticated'
  /** The caller is known but may not do this. */
  | 'forbidden'
  /** The order, member or gateway does not exist. */
  | 'notFound'
  /** The request clashes with the current state: an order already taken, a duplicate e-mail. */
  | 'conflict'
  /** A part the request needs is switched off or down; trying again later may work. */
  | 'unavailable'
  /** The caller asked too often; `retryAfterSeconds` says when to try again. */
  | 'tooMany'
  /** What the caller sent is larger than the limit (nothing of it was kept). */
  | 'tooLarge';

export class DomainError extends Error {
  /** A refusal a customer reads: answered in the request's language (the envelope translates it). */
  text?: CustomerText;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** For 'tooMany' (and 'unavailable' when known): seconds until a retry may succeed (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * A refusal of a customer's call or page: its message is the English text (logs, tests), and the answer
 * is written in the customer's language.
 */
export function customerError(kind: ErrorKind, text: CustomerText, retryAfterSeconds?: number): DomainError {
  const error = new DomainError(kind, english(text), retryAfterSeconds);
  error.text = text;
  return error;
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('notFound', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
/** HTTP 429 with Retry-After: a throttle refused the call. */
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError('tooMany', message, Math.max(1, Math.ceil(retryAfterSeconds)));

/** HTTP 413: the body passed its size limit; nothing of it was kept. */
export const tooLarge = (message: string) => new DomainError('tooLarge', message);

/** The first names of `invalid` and `forbidden`, still used by many callers. */
export const badRequest = invalid;
export const denied = forbidden;
