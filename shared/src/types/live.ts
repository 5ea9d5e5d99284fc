/*
 * Live updates: what GET /api/admin/events streams (Server-Sent Events, one `event:` name per type below)
 * and what POST /api/admin/presence takes. Browser and server read the contract from here.
 */

/** What an `order-updated` event says changed. */
export type OrderChange =
  'status' | 'assign' | 'comment' | 'document' | 'mail' | 'delete' | 'refund' | 'payment' | 'edit';

/** The member whose action the event reports. */
export interface LiveActor {
  id: number;
  name: string;
}

/** `event: order-updated` data. */
export interface OrderUpdatedData {
  orderId: number;
  changes: OrderChange[];
  /** The member who made the change; absent for automatic changes (e.g. the mail queue's tries). */
  by?: LiveActor;
}

/** One member with the order open. `role` is the member type as the server names it (e.g. 'Team'). */
export interface PresenceViewer {
  id: number;
  name: string;
  role: string;
}

/** `event: presence` data: everyone viewing the order now, the receiver included. */
export interface PresenceData {
  orderId: number;
  viewers: PresenceViewer[];
}

/** Body of POST /api/admin/presence. */
export interface PresenceBody {
  orderId: number;
  viewing: boolean;
}

/**
 * `event: remote-released` data: a remote's registry entry changed (publish, promote, rollback,
 * auto-rollback). `releaseId` is the release now live or in canary; null: the server's own dist/ build.
 */
export interface RemoteReleasedData {
  app: string;
  action: string;
  releaseId: string | null;
  state: 'live' | 'canary' | 'retired';
}

/**
 * `event: stream-ended` data: the server's last word on a stream it closes by itself, sent without an
 * id. `session-ended` (signed out, session ended, member deleted, password changed) and `expired`: the
 * session is over, and the reconnect's 401 ends it in the browser the usual way. `role-changed`: the
 * member's role changed, and the reconnect opens a stream for the new role's events.
 */
export interface StreamEndedData {
  reason: 'session-ended' | 'expired' | 'role-changed';
  message: string;
}

/** The event types the stream sends (`counts-changed` carries `{}`). */
export type LiveEventType = 'counts-changed' | 'order-updated' | 'presence' | 'remote-released';

/**
 * The browser's side of the stream: `connecting` (the first attempt), `open`, `paused` (it failed or went
 * silent and is being retried) and `closed` (signed out, or the server refused the session).
 */
export type LiveConnectionState = 'connecting' | 'open' | 'paused' | 'closed';
