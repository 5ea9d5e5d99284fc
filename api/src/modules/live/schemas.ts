import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, StringEnum } from '../../platform/http/schemas';
import { OrderUpdated } from '../orders/public';

export const PresenceBody = Type.Object({
  orderId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 40 })], {
    description: 'The order id (a plain number or the encoded id)',
  }),
  viewing: Type.Boolean({
    description: 'true while the order detail is open (repeat every 20 s), false on leaving',
  }),
});

/** One member with the order open; `role` is the member type as the server names it (e.g. 'Team'). */
export const Viewer = Type.Object({ id: Type.Integer(), name: Type.String(), role: Type.String() });
export type Viewer = Static<typeof Viewer>;

/**
 * The server's last word on a stream it closes by itself. `session-ended` (signed out, session ended,
 * member deleted, password changed) and `expired`: the reconnect's 401 ends the session in the browser.
 * `role-changed`: the reconnect opens a stream for the new role's events.
 */
export const StreamEnded = Type.Object({
  reason: StringEnum(['session-ended', 'expired', 'role-changed']),
  message: Type.String(),
});
export type StreamEnded = Static<typeof StreamEnded>;

/** One message of the stream: its `event:` name and its `data:` (JSON). */
const message = <Data extends TSchema>(event: string, data: Data, description: string) =>
  Type.Object({ event: StringEnum([event]), data }, { description });

/**
 * What GET /admin/events streams, described as the list of its messages: each event type with its data.
 * (OpenAPI 3.0 cannot describe a stream; the browser's types of the events are read from this.)
 */
export const LiveStream = Type.Array(
  Type.Union([
    message(
      'ready',
      Type.Object({}),
      'First message of a fresh stream; its id is the position to resume from',
    ),
    message(
      'counts-changed',
      Type.Pick(OrderUpdated, ['tabId']),
      'Orders moved between queues: reload the counts',
    ),
    message('order-updated', OrderUpdated, 'An order changed: screens that have it open refetch it'),
    message(
      'presence',
      Type.Object({ orderId: Type.Integer(), viewers: Type.Array(Viewer) }),
      'Everyone viewing the order now, the receiver included',
    ),
    message(
      'remote-released',
      Type.Object({
        app: Type.String(),
        action: Type.String({ description: 'publish, promote, rollback, auto-rollback...' }),
        releaseId: Nullable(Type.String(), { description: "null: the server's own dist/ build" }),
        state: StringEnum(['live', 'canary', 'retired']),
      }),
      "A remote's registry entry changed: the shell reads its registry again",
    ),
    message('stream-ended', StreamEnded, 'The server closes the stream (sent without an id)'),
  ]),
  { description: 'An endless event stream' },
);
