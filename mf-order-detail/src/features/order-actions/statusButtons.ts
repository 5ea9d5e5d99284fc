import type { ProcessStatus } from '@earrival/shared/types';

/**
 * The status moves offered on the detail screen, in the order staff know them, with the status each sets.
 * Delete is among them as the spec lists it; the screen sets it apart from the other moves.
 */
export const STATUS_BUTTONS: readonly { label: string; status: ProcessStatus; variant: string }[] = [
  { label: 'Awaiting Response', status: 'Awaiting', variant: 'outline-primary' },
  { label: 'Completed Refunds', status: 'Refunds', variant: 'outline-primary' },
  { label: 'Completed Orders', status: 'Completed', variant: 'outline-success' },
  { label: 'Delete', status: 'Deleted', variant: 'outline-danger' },
  { label: 'Contact Customer', status: 'Contact Customer', variant: 'outline-primary' },
  { label: 'Awaiting Govt', status: 'AwaitingGovt', variant: 'outline-primary' },
  { label: 'Customer Called', status: 'Customer Called', variant: 'outline-primary' },
  { label: 'Charge Back', status: 'ChargeBack', variant: 'outline-dark' },
];
