import {
  FINISHED_STATUSES,
  STATUS_LABELS,
  isFinished,
  isOpen,
  movedText,
  statusLabel,
} from '@earrival/shared/status';
import { PROCESS_STATUSES, type OrderListRow } from '@earrival/shared/types';
import { FOLDER_COLUMN_SET, orderTextColumns } from '@earrival/shared/columns';

describe('order status labels (@earrival/shared/status)', () => {
  it('gives every status one label, each a different name made of words', () => {
    const labels = PROCESS_STATUSES.map((status) => STATUS_LABELS[status]);
    expect(new Set(labels).size).toBe(PROCESS_STATUSES.length);
    for (const label of labels) {
      // No token glued together ('AwaitingGovt'), no bare 'Awaiting' that leaves out what is awaited.
      expect(label).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
      expect(label).not.toBe('Awaiting');
    }
  });

  it('reads the tokens the database keeps as people read them', () => {
    expect(statusLabel('Awaiting')).toBe('Awaiting Response');
    expect(statusLabel('AwaitingGovt')).toBe('Awaiting Govt');
    expect(statusLabel('ChargeBack')).toBe('Charge Back');
    expect(statusLabel('Refunds')).toBe('Refunded');
    expect(statusLabel('Customer Called')).toBe('Customer Called');
  });

  it('shows an unknown token as it came, and nothing for none', () => {
    expect(statusLabel('OnHold')).toBe('OnHold');
    expect(statusLabel(null)).toBe('');
    expect(statusLabel(undefined)).toBe('');
  });

  it('is what the Status column of every list and CSV writes', () => {
    const row = { process_status: 'AwaitingGovt' } as OrderListRow;
    for (const set of new Set(Object.values(FOLDER_COLUMN_SET))) {
      const column = orderTextColumns(set).find((c) => c.id === 'process_status')!;
      for (const status of PROCESS_STATUSES) {
        expect(column.text({ ...row, process_status: status })).toBe(STATUS_LABELS[status]);
      }
    }
  });
});

describe("a status move's words", () => {
  it('names the order (or how many) and where it went, by the label', () => {
    expect(movedText([101033], 'AwaitingGovt')).toBe('Order 101033 → Awaiting Govt');
    expect(movedText([4242, 4243, 4244], 'ChargeBack')).toBe('3 orders → Charge Back');
  });
});

describe('the named subsets of the statuses', () => {
  it('sorts every status into one place: still worked, finished, or closed without a document', () => {
    const closed = PROCESS_STATUSES.filter((status) => !isOpen(status) && !isFinished(status));
    expect(closed).toEqual(['Deleted', 'Refunds']);
    expect(PROCESS_STATUSES.filter((status) => isOpen(status) && isFinished(status))).toEqual([]);
    expect([...FINISHED_STATUSES]).toEqual(['Completed', 'Customer Called', 'ChargeBack']);
  });

  it('says no for an unknown or missing status', () => {
    expect([isOpen('Shipped'), isFinished(undefined), isOpen(null)]).toEqual([false, false, false]);
  });
});
