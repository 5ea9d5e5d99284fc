import { documentDate } from '@earrival/shared/documentDate';

describe('documentDate (the one date format of PDFs and mails)', () => {
  it('writes a moment as MM/DD/YYYY with its US Eastern time and zone', () => {
    expect(documentDate('2026-11-03T09:30:00Z')).toBe('11/03/2026 04:30:00 EST');
    expect(documentDate(new Date('2026-07-04T16:05:09Z'))).toBe('07/04/2026 12:05:09 EDT');
  });

  it('writes a calendar date as that day, MM/DD/YYYY, never shifted by a zone', () => {
    expect(documentDate('1990-04-23')).toBe('04/23/1990');
    expect(documentDate('2027-01-01')).toBe('01/01/2027');
  });

  it('gives empty text for a missing or unreadable value', () => {
    expect(documentDate(null)).toBe('');
    expect(documentDate(undefined)).toBe('');
    expect(documentDate('')).toBe('');
    expect(documentDate('not a date')).toBe('');
  });
});
