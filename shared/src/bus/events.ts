import type { LiveActor, LiveConnectionState, OrderChange, PresenceViewer } from '@earrival/shared/types';

/**
 * Every event that crosses app boundaries in the page. `source` is the app that said it, or 'live' when
 * the server's event stream did (another browser changed something); `changes` and `by` come only from
 * the stream.
 */
export type AppEvent =
  | { type: 'counts-changed'; source: string }
  | { type: 'order-updated'; orderId: number; source: string; changes?: OrderChange[]; by?: LiveActor }
  | { type: 'session-ended'; message: string }
  /** Who has the order open right now (the signed-in member included), from the stream. */
  | { type: 'presence'; orderId: number; viewers: PresenceViewer[] }
  /** The shell's live event stream changed state; 'paused' means others' changes are not arriving. */
  | { type: 'live-connection'; state: LiveConnectionState }
  /**
   * A remote's release changed on the server (publish, promote, rollback, a canary rolled back by itself):
   * the shell re-reads its registry; the Deployments screen refreshes.
   */
  | { type: 'remote-released'; app: string; action: string; releaseId: string | null }
  /** The member saved or deleted a saved view of a queue: the sidebar lists them again. */
  | { type: 'saved-views-changed'; source: string };

export type AppEventType = AppEvent['type'];
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;
