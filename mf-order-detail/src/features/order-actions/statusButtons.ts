import type { ProcessStatus } from '@earrival/shared/types';
import { STATUS_LABELS } from '@earrival/shared/status';

/**
 * The spec's button texts that name the move rather than the state it leads to; every other button reads
 * as its status's one label (@earrival/shared/status).
 */
const MOVE_TEXTS: Partial<Record<ProcessStatus, string>> = {
  Refunds: 'Completed Refunds',
  Completed: 'Completed Orders',
  Deleted: 'Delete',
};

const button = (status: ProcessStatus, variant: string) => ({
  label: MOVE_TEXTS[status] ?? STATUS_LABELS[status],
  status,
  variant,
});

/**
 * The status moves offered on the detail screen, in the order staff know them, with the status each sets.
 * Delete is among them as the spec lists it; the screen sets it apart from the other moves.
 */
export const STATUS_BUTTONS: readonly { label: string; status: ProcessStatus; variant: string }[] = [
  button('Awaiting', 'outline-primary'),
  button('Refunds', 'outline-primary'),
  button('Completed', 'outline-success'),
  button('Deleted', 'outline-danger'),
  button('Contact Customer', 'outline-primary'),
  button('AwaitingGovt', 'outline-primary'),
  button('Customer Called', 'outline-primary'),
  button('ChargeBack', 'outline-dark'),
];
