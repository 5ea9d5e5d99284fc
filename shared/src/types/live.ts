import type { operations } from './generated/openapi';

/*
 * Live updates: what GET /api/admin/events streams (Server-Sent Events), read from the server's schema of
 * the stream: one message per event type, each with its `data`.
 */

type LiveMessage = operations['getEvents']['responses'][200]['content']['text/event-stream'][number];

/** The `data` of one event type of the stream. */
export type LiveEventData<Event extends LiveMessage['event']> = Extract<
  LiveMessage,
  { event: Event }
>['data'];

/** What an `order-updated` event says changed. */
export type OrderChange = LiveEventData<'order-updated'>['changes'][number];

/** The member whose action the event reports. */
export type LiveActor = NonNullable<LiveEventData<'order-updated'>['by']>;

/** One member with the order open. `role` is the member type as the server names it (e.g. 'Team'). */
export type PresenceViewer = LiveEventData<'presence'>['viewers'][number];

/**
 * The browser's side of the stream: `connecting` (the first attempt), `open`, `paused` (it failed or went
 * silent and is being retried) and `closed` (signed out, or the server refused the session).
 */
export type LiveConnectionState = 'connecting' | 'open' | 'paused' | 'closed';
