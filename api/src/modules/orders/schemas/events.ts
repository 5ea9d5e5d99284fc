import { Type, type Static } from 'typebox';
import { ORDER_CHANGES } from '@earrival/shared/domain';
import { StringEnum } from '../../../platform/http/schemas';

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
