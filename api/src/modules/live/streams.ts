import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@earrival/shared/types';
import type { Verdict } from '../../platform/http/gate';
import { takeMemberSlot } from '../../platform/http/concurrency';
import { sessionVerdicts, type VerifiedClaims } from '../auth/public';
import type { Database } from '../../platform/db/schema';
import type { StreamEnded as StreamEndedData } from './schemas';

/** Open event streams one member may hold in one API process (both ports' apps count together). */
export const STREAMS_PER_MEMBER = 5;
/** What a refused 6th stream is told to wait: tabs close on a person's time, not a machine's. */
export const STREAM_RETRY_AFTER_SECONDS = 30;
/** How often every open stream's token is asked about again (logout, ended session, deletion, role). */
export const DEFAULT_SWEEP_MS = 3_000;
/** Tokens per sessionVerdicts call: one call in practice (5 streams per member share a token or two). */
const VERDICTS_PER_CALL = 1_000;
/** The longest a timer may wait in Node (about 24.8 days); a later expiry is re-armed by the sweep. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Why the server ended a stream, and the sentence the last event carries. */
export type EndedBy = StreamEndedData;

/** One open stream as the registry knows it. */
export interface TrackedStream {
  db: Kysely<Database>;
  claims: VerifiedClaims;
  /** The role the stream was opened with (the database's at the time): its events' audience. */
  role: Role;
  log: FastifyBaseLogger;
  /** Sends the last event and closes the stream. */
  end(why: EndedBy): void;
}

interface Entry extends TrackedStream {
  expiry: ReturnType<typeof setTimeout>;
}

const expired = (): EndedBy => ({
  reason: 'expired',
  message: 'Your session has expired. Please sign in again.',
});

/**
 * Every open event stream of this process, with its token's claims. One timer re-checks them all in one
 * batch (sessionVerdicts) every sweep and ends each stream whose session is over or whose member's role
 * changed; each stream also ends by itself at its token's expiry. The limit per member is counted here,
 * per process: see STREAMS_PER_MEMBER and docs/security.md.
 */
export class StreamRegistry {
  /** How long between the end of one sweep and the start of the next. Tests shorten it. */
  sweepMs = DEFAULT_SWEEP_MS;
  private readonly entries = new Set<Entry>();
  /** Open streams per member, per database (tests run several apps on several databases in one process). */
  private readonly open = new WeakMap<Kysely<Database>, Map<number, number>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sweeping: Promise<void> | undefined;

  /** How many streams the member has open in this process. */
  count(db: Kysely<Database>, memberId: number): number {
    return this.open.get(db)?.get(memberId) ?? 0;
  }

  /**
   * Takes one of the member's stream slots, or returns null when all are in use. Synchronous, so two
   * streams opened at once cannot both take the last slot. The returned function gives it back (once).
   */
  take(db: Kysely<Database>, memberId: number): (() => void) | null {
    let members = this.open.get(db);
    if (!members) this.open.set(db, (members = new Map()));
    return takeMemberSlot(members, memberId, STREAMS_PER_MEMBER);
  }

  /** Watches a stream until the returned function is called (when it closes, for whatever reason). */
  track(stream: TrackedStream): () => void {
    const entry: Entry = { ...stream, expiry: this.expiryTimer(stream) };
    this.entries.add(entry);
    this.schedule();
    return () => {
      clearTimeout(entry.expiry);
      this.entries.delete(entry);
      if (!this.entries.size) this.stop();
    };
  }

  /** Open streams in this process. */
  get size(): number {
    return this.entries.size;
  }

  /** Re-checks every open stream now (the timer calls this; so may a test). */
  sweep(): Promise<void> {
    this.sweeping ??= this.checkAll().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private expiryTimer(stream: TrackedStream) {
    const timer = setTimeout(
      () => stream.end(expired()),
      Math.min(MAX_TIMER_MS, Math.max(0, stream.claims.exp * 1000 - Date.now())),
    );
    timer.unref();
    return timer;
  }

  private schedule(): void {
    if (this.timer || !this.entries.size) return;
    const timer = setTimeout(() => {
      void this.sweep().finally(() => {
        // Stopped meanwhile (no stream left), and perhaps started again: that timer is the one now.
        if (this.timer !== timer) return;
        this.timer = undefined;
        this.schedule();
      });
    }, this.sweepMs);
    // Open streams alone never keep a process alive (its server's sockets do).
    timer.unref();
    this.timer = timer;
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async checkAll(): Promise<void> {
    const byDb = new Map<Kysely<Database>, Entry[]>();
    for (const entry of this.entries) {
      const group = byDb.get(entry.db);
      if (group) group.push(entry);
      else byDb.set(entry.db, [entry]);
    }
    for (const [db, entries] of byDb) {
      // A member's streams usually share one token: each distinct token is asked about once.
      const tokens = new Map<string, VerifiedClaims>();
      for (const { claims } of entries) tokens.set(tokenKey(claims), claims);
      const list = [...tokens.values()];
      const verdicts = new Map<string, Verdict>();
      let failure: Error | undefined;
      try {
        for (let from = 0; from < list.length; from += VERDICTS_PER_CALL) {
          const chunk = list.slice(from, from + VERDICTS_PER_CALL);
          const answers = await sessionVerdicts(db, chunk);
          chunk.forEach((claims, i) => verdicts.set(tokenKey(claims), answers[i]!));
        }
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
      for (const entry of entries) {
        // Ended meanwhile (closed by the browser or by its expiry timer).
        if (!this.entries.has(entry)) continue;
        const verdict = verdicts.get(tokenKey(entry.claims));
        if (!verdict) continue;
        if ('failed' in verdict) {
          // The database did not answer: the stream stays until the next sweep or its token's expiry.
          failure = verdict.failed;
          continue;
        }
        if (entry.claims.exp * 1000 <= Date.now()) entry.end(expired());
        else if ('refused' in verdict) entry.end({ reason: 'session-ended', message: verdict.refused });
        else if (verdict.member.type !== entry.role)
          entry.end({
            reason: 'role-changed',
            message: `Your role is now ${verdict.member.type}: live updates reconnect with what it may see.`,
          });
      }
      if (failure) entries[0]!.log.warn({ err: failure }, 'checking open live streams failed');
    }
  }
}

const tokenKey = (claims: VerifiedClaims) => `${claims.id}:${claims.jti ?? ''}:${claims.tv}:${claims.exp}`;

/** The process's one registry: both ports' apps share it, as they share the process's event loop. */
export const liveStreams = new StreamRegistry();
