/** Every order status, in the screens' order; the type is derived from the list (labels: @earrival/shared/status). */
export const PROCESS_STATUSES = [
  'New',
  'Pending',
  'Completed',
  'Deleted',
  'Awaiting',
  'AwaitingGovt',
  'Contact Customer',
  'Customer Called',
  'ChargeBack',
  'Refunds',
] as const;

export type ProcessStatus = (typeof PROCESS_STATUSES)[number];
