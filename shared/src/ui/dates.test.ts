import {
  capitalizeFirst,
  formatFutureDate,
  formatFutureDateTime,
  formatOrderDateTime,
  formatRefundDate,
  monthName,
  formatFormDate,
  formatHistoryDateTime,
} from '@earrival/shared/dates';

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

  it('names process months and capitalises statuses', () => {
    expect(monthName('03')).toBe('March');
    expect(monthName('13')).toBe('13');
    expect(capitalizeFirst('pending')).toBe('Pending');
    expect(capitalizeFirst('')).toBe('');
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
