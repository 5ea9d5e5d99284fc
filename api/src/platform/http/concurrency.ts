import type { FastifyReply } from 'fastify';
import { DomainError } from '../errors';

/**
 * How many heavy calls of one kind (exports, very long lists) may run at once: per member, and in the
 * whole process. The count lives in the process (each API process has its own budget, as it has its own
 * event loop and memory to protect); the slot is held until the answer is over, however it ends.
 */
export interface ConcurrencyRule {
  /** Calls of one member running at once; the next is refused with 429. */
  perMember: number;
  /** Calls of every member running at once in this process; the next is refused with 503. */
  perProcess: number;
  /** Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
  /** The 429's sentence: the member's own calls fill their slots. */
  memberBusy: string;
  /** The 503's sentence: other members' calls fill the process's slots. */
  processBusy: string;
}

/** Refusals of one member closer together than this are one burst (its first is the one to record). */
export const BURST_GAP_MS = 60_000;

/** A refused slot: 429 (`scope` member) or 503 (`scope` process), with Retry-After. */
export class SlotRefused extends DomainError {
  constructor(
    readonly scope: 'member' | 'process',
    message: string,
    retryAfterSeconds: number,
    /** True for the first refusal of this member after a quiet BURST_GAP_MS: the one worth recording. */
    readonly firstOfBurst: boolean,
  ) {
    super(scope === 'member' ? 'tooMany' : 'unavailable', message, retryAfterSeconds);
    this.name = 'SlotRefused';
  }
}

/**
 * Takes one of the member's `perMember` slots counted in `held` (slots in use per member id), or answers
 * null when all are in use. The returned function gives the slot back, once: a second call (a reply's
 * 'close' after its 'finish') must not free a slot another call holds.
 */
export function takeMemberSlot(
  held: Map<number, number>,
  memberId: number,
  perMember: number,
): (() => void) | null {
  const inUse = held.get(memberId) ?? 0;
  if (inUse >= perMember) return null;
  held.set(memberId, inUse + 1);
  return once(() => {
    const left = (held.get(memberId) ?? 1) - 1;
    if (left > 0) held.set(memberId, left);
    else held.delete(memberId);
  });
}

/** `give` the first time it is called, nothing after: a reply's 'close' after its 'finish' frees one slot. */
const once = (give: () => void) => {
  let given = false;
  return () => {
    if (given) return;
    given = true;
    give();
  };
};

export class ConcurrencyLimit {
  private readonly byMember = new Map<number, number>();
  private running = 0;
  private readonly lastRefusal = new Map<number, number>();

  constructor(
    readonly rule: ConcurrencyRule,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Calls running now in this process. */
  get inUse(): number {
    return this.running;
  }

  /** Calls of this member running now. */
  heldBy(memberId: number): number {
    return this.byMember.get(memberId) ?? 0;
  }

  /**
   * Takes a slot for the member, or throws SlotRefused: the member's own limit first (429), then the
   * process's (503). The returned function gives the slot back; calling it again does nothing.
   */
  take(memberId: number): () => void {
    const { perMember, perProcess, retryAfterSeconds } = this.rule;
    const mine = this.heldBy(memberId);
    if (mine >= perMember || this.running >= perProcess) {
      const scope = mine >= perMember ? 'member' : 'process';
      const at = this.now();
      const previous = this.lastRefusal.get(memberId);
      if (this.lastRefusal.size >= 1000) this.forgetQuietRefusals(at);
      this.lastRefusal.set(memberId, at);
      const message = scope === 'member' ? this.rule.memberBusy : this.rule.processBusy;
      throw new SlotRefused(
        scope,
        message,
        retryAfterSeconds,
        previous === undefined || at - previous >= BURST_GAP_MS,
      );
    }
    const releaseMine = takeMemberSlot(this.byMember, memberId, perMember)!;
    this.running += 1;
    return once(() => {
      this.running -= 1;
      releaseMine();
    });
  }

  /** Forgets every member's refusals: the next refusal of each opens a new burst (a fresh app, tests). */
  forgetRefusals(): void {
    this.lastRefusal.clear();
  }

  private forgetQuietRefusals(at: number): void {
    for (const [memberId, time] of this.lastRefusal)
      if (at - time >= BURST_GAP_MS) this.lastRefusal.delete(memberId);
  }
}

/**
 * Gives the slot back when the reply is over: the answer was sent to its end, it failed, or the client
 * went away (before or during a streamed answer). The response's 'close' comes in every one of those
 * cases; a response already closed when this is called (the client left while the call waited) gives
 * the slot back at once.
 */
export function releaseWhenAnswered(reply: FastifyReply, release: () => void): void {
  const response = reply.raw;
  response.once('close', release);
  response.once('finish', release);
  if (response.destroyed || response.writableFinished) release();
}
