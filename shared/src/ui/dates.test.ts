import {
  capitalizeFirst,
  formatFutureDate,
  formatFutureDateTime,
  formatOrderDateTime,
  formatRefundDate,
  monthName,
} from './dates';

describe('date formats (spec section 9)', () => {
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

  it('names process months and capitalises statuses', () => {
    expect(monthName('03')).toBe('March');
    expect(monthName('13')).toBe('13');
    expect(capitalizeFirst('pending')).toBe('Pending');
    expect(capitalizeFirst('')).toBe('');
  });
});
