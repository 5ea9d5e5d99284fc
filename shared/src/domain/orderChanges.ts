/**
 * What an `order-updated` live event says changed: the server's event schema and the shell's reading of
 * the stream both take this list, so a kind exists on both sides or on neither.
 */
export const ORDER_CHANGES = [
  'status',
  'assign',
  'comment',
  'document',
  'mail',
  'delete',
  'refund',
  'payment',
  'edit',
] as const;

export type OrderChangeKind = (typeof ORDER_CHANGES)[number];
