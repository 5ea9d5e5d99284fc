import { Type, type Static } from 'typebox';
import { ORDER_CHANGES } from '@earrival/shared/domain';
import { StringEnum, type SessionUser } from '../../../platform/http/schemas';

/** What happened to an order: the action of one line of its event log. */
export const ORDER_EVENT_ACTIONS = [
  'created',
  'status',
  'assign',
  'assign-conflict',
  'delete',
  'refund-requested',
  'refund-completed',
  'comment',
  'transaction',
  // Staff changed the language the customer's mails are written in.
  'language',
  'upload',
  'mail',
  // An Undo put the order back as it was before a staff action.
  'undone',
] as const;
export const OrderEventAction = StringEnum(ORDER_EVENT_ACTIONS);
export type OrderEventAction = Static<typeof OrderEventAction>;

/**
 * Who made a change: a member (and the browser tab they made it in, when the call named one), or null for
 * the system (intake, the mail worker), whose events reach every tab.
 */
export type EventActor = { id: SessionUser['id'] | null; name: string; tabId?: string } | null;

/** One entry of an order's event log: what happened, from what, to what. */
export interface OrderEvent {
  order_id: number;
  action: OrderEventAction;
  from_value?: string | null;
  to_value?: string | null;
  detail?: string | null;
}

/** What an `order-updated` live event says changed. */
export const OrderChange = StringEnum(ORDER_CHANGES);
export type OrderChange = Static<typeof OrderChange>;

/** `event: order-updated` data, for the staff screens that have the order open. */
export const OrderUpdated = Type.Object({
  orderId: Type.Integer(),
  changes: Type.Array(OrderChange),
  by: Type.Optional(
    Type.Object(
      { id: Type.Integer(), name: Type.String() },
      { description: 'The member who made the change; absent for automatic changes (the mail queue)' },
    ),
  ),
  tabId: Type.Optional(
    Type.String({ description: 'The X-Tab-Id of the call that made the change: that tab skips the echo' }),
  ),
});
