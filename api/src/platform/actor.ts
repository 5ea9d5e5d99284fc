import type { Role } from '@earrival/shared/domain';

/**
 * Who asks a service to act: the signed-in member (none for a customer or someone signing in), their role,
 * and where the call came from. Routes hand it over (`request.actor`, platform/http/actor.ts); services,
 * jobs and CLIs read only this, never an HTTP request, so they run the same from any caller.
 */
export interface Actor {
  memberId: number | null;
  role: Role | null;
  /** The caller's address ('' when the socket is gone); behind TRUST_PROXY, as the proxy says. */
  ip: string;
  userAgent: string | null;
  /** The browser tab the call came from (X-Tab-Id): its live events skip the echo there. */
  tabId?: string;
}

/** The actor of work nobody asked for over HTTP: a CLI, a job, a sweep. */
export const SYSTEM_ACTOR: Actor = { memberId: null, role: null, ip: '', userAgent: null };
