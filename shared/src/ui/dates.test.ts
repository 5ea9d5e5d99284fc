import {
  formatFutureDate,
  formatFutureDateTime,
  formatOrderDateTime,
  formatRefundDate,
  monthName,
  formatFormDate,
  formatHistoryDateTime,
  zonedOrderDateTime,
  zonedHistoryDateTime,
  bothClocks,
  LIST_DATE_TIME_HEADER,
  HISTORY_DATE_TIME_HEADER,
} from '@earrival/shared/dates';
import { FOLDER_COLUMN_SET, orderTextColumns } from '@earrival/shared/columns';
import { SAME_INSTANT } from '@earrival/shared/testing';
import type { OrderListRow } from '@earrival/shared/types';

describe('date formats', () => {
  const stamp = '2026-03-07T15:04:09.000Z';

  it('shows orders as MM-DD-YYYY hh:mm:ss in UTC', () => {
    expect(formatOrderDateTime(stamp)).toBe('03-07-2026 15:04:09');
    // An offset in the input is converted, not dropped.
    expect(formatOrderDateTime('2026-03-07T23:30:00-05:00')).toBe('03-08-2026 04:30:00');
  });

  it('shows refund dates as DD-MM-YYYY', () => {
    expect(formatRefundDate('2026-11-02')).toBe('02-11-2026');
  });

  it('shows the future list as DD-MM-YYYY hh:mm:ss', () => {
    expect(formatFutureDateTime(stamp)).toBe('07-03-2026 15:04:09');
    expect(formatFutureDate('2027-01-15')).toBe('15-01-2027');
  });

  it('shows nothing for missing or unreadable values', () => {
    expect(formatOrderDateTime(null)).toBe('');
    expect(formatRefundDate(undefined)).toBe('');
    expect(formatFutureDateTime('not a date')).toBe('');
  });

  it('names process months', () => {
    expect(monthName('03')).toBe('March');
    expect(monthName('13')).toBe('13');
  });
});

describe('order detail date formats', () => {
  it('shows form dates (birth, arrival) as DD/MM/YYYY without a time-zone shift', () => {
    expect(formatFormDate('1984-12-31')).toBe('31/12/1984');
    expect(formatFormDate(null)).toBe('');
  });

  it('shows histories as MM/DD/YYYY with the time in US Eastern time, summer and winter', () => {
    expect(formatHistoryDateTime('2026-07-04T16:05:09Z')).toBe('07/04/2026 12:05:09');
    expect(formatHistoryDateTime('2026-01-02T03:00:00Z')).toBe('01/01/2026 22:00:00');
    expect(formatHistoryDateTime('nonsense')).toBe('');
  });
});

describe('one instant, one reading per clock', () => {
  it("reads the issue's order 102388 the same way wherever it is shown", () => {
    expect(formatOrderDateTime(SAME_INSTANT.iso)).toBe(SAME_INSTANT.list);
    expect(formatHistoryDateTime(SAME_INSTANT.iso)).toBe(SAME_INSTANT.history);
    expect(zonedHistoryDateTime(SAME_INSTANT.iso)).toBe(SAME_INSTANT.historyZoned);
    expect(bothClocks(SAME_INSTANT.iso)).toBe(SAME_INSTANT.both);
    expect(bothClocks(SAME_INSTANT.iso, 'history')).toBe(SAME_INSTANT.bothFromHistory);
  });

  it("writes the second clock in the first one's format, so day and month never swap between them", () => {
    // The "Received": 12-01-2026 17:46:31 UTC, then 12/01/2026 12:46:31 EST before.
    expect(bothClocks('2026-12-01T17:46:31Z')).toBe('12-01-2026 17:46:31 UTC · 12-01-2026 12:46:31 EST');
    expect(bothClocks('2026-12-01T17:46:31Z', 'history')).toBe(
      '12/01/2026 12:46:31 EST · 12/01/2026 17:46:31 UTC',
    );
    // Across midnight each clock keeps its own day.
    expect(bothClocks('2026-01-29T03:38:00Z')).toBe('01-29-2026 03:38:00 UTC · 01-28-2026 22:38:00 EST');
  });

  it('names the zone of a moment that has no header over it: UTC, and EST or EDT by the season', () => {
    expect(zonedOrderDateTime('2026-07-04T16:05:09Z')).toBe('07-04-2026 16:05:09 UTC');
    expect(zonedHistoryDateTime('2026-07-04T16:05:09Z')).toBe('07/04/2026 12:05:09 EDT');
    expect(bothClocks('2026-07-04T16:05:09Z')).toBe('07-04-2026 16:05:09 UTC · 07-04-2026 12:05:09 EDT');
    expect(zonedOrderDateTime(null)).toBe('');
    expect(zonedHistoryDateTime('nonsense')).toBe('');
    expect(bothClocks(undefined)).toBe('');
  });

  it("keeps the spec's labels for the two clocks' columns", () => {
    expect(LIST_DATE_TIME_HEADER).toBe('Date & Time (UTC)');
    expect(HISTORY_DATE_TIME_HEADER).toBe('Date & Time (EST)');
  });

  it('puts the UTC header and reading in the date-time column of every list (and so of every CSV)', () => {
    const row = { created_at: SAME_INSTANT.iso } as OrderListRow;
    for (const set of new Set(Object.values(FOLDER_COLUMN_SET))) {
      const column = orderTextColumns(set).find((c) => c.id === 'created_at')!;
      expect({ set, header: column.header }).toEqual({ set, header: 'Date & Time (UTC)' });
      // The future list keeps the spec's DD-MM-YYYY order; its clock is the same UTC.
      expect(column.text(row)).toBe(set === 'future' ? '29-01-2026 03:38:00' : SAME_INSTANT.list);
    }
  });
});
