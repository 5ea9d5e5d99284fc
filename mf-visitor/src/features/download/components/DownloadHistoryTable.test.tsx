import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@earrival/shared/testing';
import type { VisitorDownload } from '@earrival/shared/types';
import type { CustomerLanguage } from '@earrival/shared/languages';
import { CATALOGUES } from '@earrival/shared/customerTexts';
import { LanguageProvider } from '../../../i18n/language';
import { pageLanguage } from '../../../testing/languages';
import { DownloadHistoryTable } from './DownloadHistoryTable';

const row = (overrides: Partial<VisitorDownload> = {}): VisitorDownload => ({
  id: 1,
  order_id: 100001,
  // 18:30 UTC on 21 Nov 2026 is 13:30 in New York (EST).
  create_ts: '2026-11-21T18:30:05.000Z',
  ip: '81.2.69.160',
  device: 'Apple iPhone',
  device_type: 'mobile',
  browser: 'Mobile Safari 17',
  os: 'iOS 17.5',
  location: 'United Kingdom',
  file1: 'a.pdf',
  times: 1,
  last_ts: '2026-11-21T18:30:05.000Z',
  ...overrides,
});

const renderTable = (rows: VisitorDownload[], language: CustomerLanguage) =>
  renderWithProviders(
    <LanguageProvider value={pageLanguage(language)}>
      <DownloadHistoryTable rows={rows} />
    </LanguageProvider>,
  );

describe('the Downloaded History in the customer language', () => {
  it("in English: the spec's headers, MM/DD/YYYY on the Eastern clock, and the device type capitalised", () => {
    renderTable([row({ times: 3, last_ts: '2026-11-22T09:00:00.000Z' })], 'en');
    const table = screen.getByRole('table', { name: 'Downloaded History' });
    expect(within(table).getByRole('columnheader', { name: 'Date & Time (EST)' })).toBeInTheDocument();
    expect(within(table).getByText('Mobile')).toBeInTheDocument();
    expect(table).toHaveTextContent('11/21/2026 13:30:05');
    expect(table).toHaveTextContent('3 downloads, last 11/22/2026 04:00:00');
  });

  it('in Spanish: headers, dates by the locale (day first) with the zone named, plurals and device types', () => {
    renderTable([row({ times: 2, device_type: 'tablet' })], 'es');
    const table = screen.getByRole('table', { name: 'Historial de descargas' });
    expect(within(table).getByRole('columnheader', { name: /\(EST\)$/ })).toBeInTheDocument();
    expect(table).toHaveTextContent('21/11/26');
    expect(table).toHaveTextContent('2 descargas');
    expect(within(table).getByText('Tableta')).toBeInTheDocument();
  });

  it('in Russian: the plural forms of the language, not of English', () => {
    renderTable([row({ times: 5 })], 'ru');
    expect(screen.getByRole('table')).toHaveTextContent('5 скачиваний');
  });

  it('says there is nothing yet in the language', () => {
    renderTable([], 'de');
    expect(screen.getByRole('table')).toHaveTextContent(CATALOGUES.de['history.empty']);
  });
});
