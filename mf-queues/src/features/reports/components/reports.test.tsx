import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { failed, ok, rawStatusTokensOnPage, renderWithProviders } from '@earrival/shared/testing';
import { installQueueServer } from '../../../testing/queueServer';
import { CountryOrdersScreen } from './CountryOrdersScreen';
import { ProcessedByScreen } from './ProcessedByScreen';

const user = { id: 1, name: 'Ada', email: 'ada@example.com', type: 'Admin' as const };
const routeFor = (path: string) => ADMIN_ROUTES.find((route) => route.path === path)!;
let fake: ReturnType<typeof installQueueServer>;
beforeEach(() => {
  fake = installQueueServer();
});
afterEach(() => fake.restore());
// The first test to draw a chart would otherwise pay for loading recharts into the test runtime.
beforeAll(() => import('../charts/ReportChart'), 30_000);

/** The address bar, as text: the tests read the range the screen keeps there. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}
const address = () => screen.getByTestId('address').textContent;

const renderScreen = (screenElement: React.ReactElement, path = '/admin/report') =>
  renderWithProviders(screenElement, { path, route: '/admin/report', beside: <Address /> });

/** The bars the chart drew, by their label on the category axis, once the lazy chart has loaded. */
async function chartLabels(): Promise<string[]> {
  const chart = await screen.findByTestId('report-chart');
  await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
  return [...chart.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
    (tick) => tick.textContent ?? '',
  );
}

const country = (citizenship: string, count: number) => ({
  citizenship,
  count,
  standard_count: count - 1,
  priority_count: 1,
  future_count: 0,
});

describe('CountryOrdersScreen', () => {
  beforeEach(() => {
    fake.on('POST admin/get-country-order-list', (call) =>
      ok(
        call.body.fromDate
          ? [country('Spain', 2)]
          : [country('Canada', 5), country('United States', 9), country('Mexico', 3), country('Spain', 4)],
      ),
    );
  });

  it('lists countries for all time, then for the submitted range', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    expect(await screen.findByText('United States', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Country',
      'Order',
      'Standard Orders',
      'Priority Orders',
      'Future Orders',
    ]);
    expect(fake.callsTo('admin/get-country-order-list')[0]!.body).toEqual({});

    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByText('Canada', { selector: 'td' })).not.toBeInTheDocument());
    expect(fake.callsTo('admin/get-country-order-list')[1]!.body).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
    });
  });

  it('refuses a To date before the From date, and a range over five years', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    await screen.findByText('Canada', { selector: 'td' });
    await userEvent.type(screen.getByLabelText('From'), '2026-06-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('To date must be on or after the From date (2026-06-01 is after 2026-01-01)'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2020-01-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^The date range is too long: at most 1830 days/)).toBeInTheDocument();
    expect(fake.callsTo('admin/get-country-order-list')).toHaveLength(1);
    expect(address()).toBe('/admin/report');
  });

  it('keeps the submitted range in the address, and loads the range an address carries', async () => {
    const first = renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    await screen.findByText('Canada', { selector: 'td' });
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(address()).toBe('/admin/report?from=2026-01-01'));
    await userEvent.type(screen.getByLabelText('To'), '2026-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(address()).toBe('/admin/report?from=2026-01-01&to=2026-06-30'));
    first.unmount();

    // A reload or a shared link: the screen opens on that range, fields filled, and asks for it.
    const calls = fake.callsTo('admin/get-country-order-list').length;
    renderScreen(
      <CountryOrdersScreen route={routeFor('country-order')} user={user} />,
      '/admin/report?from=2026-02-01&to=2026-02-28',
    );
    expect(await screen.findByText('Spain', { selector: 'td' })).toBeInTheDocument();
    expect(
      fake
        .callsTo('admin/get-country-order-list')
        .slice(calls)
        .map((call) => call.body),
    ).toEqual([{ fromDate: '2026-02-01', toDate: '2026-02-28' }]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-28');
    expect(
      screen.getByText('Orders per country, 2026-02-01 to 2026-02-28 (all countries)'),
    ).toBeInTheDocument();
  });

  it('says what is wrong with a range typed into the address, without asking the server', async () => {
    renderScreen(
      <CountryOrdersScreen route={routeFor('country-order')} user={user} />,
      '/admin/report?from=2026-02-30',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "From date is not a real day: expected YYYY-MM-DD, got '2026-02-30'",
    );
    expect(fake.callsTo('admin/get-country-order-list')).toHaveLength(0);
    expect(screen.queryByTestId('report-chart')).not.toBeInTheDocument();
  });

  it('draws the largest countries as stacked standard and priority bars', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    expect(await chartLabels()).toEqual(['United States', 'Canada', 'Spain', 'Mexico']);
    const chart = screen.getByRole('img', { name: 'Orders per country, all time (all countries)' });
    // Four countries, two series: a standard and a priority bar each.
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(8);
    expect([...chart.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent)).toEqual(
      ['Standard Orders', 'Priority Orders'],
    );
  });

  it('charts only the ten largest of many countries', async () => {
    fake.on('POST admin/get-country-order-list', () =>
      ok(
        Array.from({ length: 14 }, (_, index) =>
          country(`Country ${String(index + 1).padStart(2, '0')}`, index + 2),
        ),
      ),
    );
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    const labels = await chartLabels();
    expect(labels).toHaveLength(10);
    expect(labels[0]).toBe('Country 14');
    expect(labels[9]).toBe('Country 05');
    expect(screen.getByText('Orders per country, all time (top 10 of 14 countries)')).toBeInTheDocument();
  });

  it('searches countries case-insensitively by substring, and says when none match', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    await screen.findByText('Canada', { selector: 'td' });
    await userEvent.type(screen.getByRole('searchbox'), 'STATE');
    await waitFor(() => expect(screen.queryByText('Canada', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.getByText('United States', { selector: 'td' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('sorts by a column in the browser', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    await screen.findByText('Canada', { selector: 'td' });
    await userEvent.click(screen.getByRole('button', { name: /^Order/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Order/ }));
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('United States')).toBeInTheDocument();
  });
});

describe('ProcessedByScreen', () => {
  it("loads once with an empty body and toasts the server's message, then searches by name", async () => {
    fake.on('POST admin/get-processed-by-count', () =>
      ok(
        [
          { processed_by: 'Maria Lopez', count: 12 },
          { processed_by: 'Tom Team', count: 3 },
        ],
        'Processed-by counts loaded',
      ),
    );
    renderScreen(<ProcessedByScreen route={routeFor('processed-order')} user={user} />);
    expect(await screen.findByText('Processed-by counts loaded')).toBeInTheDocument();
    expect(fake.callsTo('admin/get-processed-by-count')[0]!.body).toEqual({});
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['1', 'Maria Lopez', '12'],
      ['2', 'Tom Team', '3'],
    ]);
    expect(await chartLabels()).toEqual(['Maria Lopez', 'Tom Team']);
    expect(
      screen.getByRole('img', { name: 'Orders processed per member, all time (all members)' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'tom');
    await waitFor(() =>
      expect(screen.queryByText('Maria Lopez', { selector: 'td' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getAllByRole('row')[1]!).getByText('1')).toBeInTheDocument();
  });

  it('shows and keeps the error of a failed first load', async () => {
    fake.on('POST admin/get-processed-by-count', failed('Not allowed for your role', 403));
    renderScreen(<ProcessedByScreen route={routeFor('processed-order')} user={user} />);
    await waitFor(() => expect(screen.getAllByText('Not allowed for your role')).toHaveLength(2));
    const pageAlert = screen
      .getAllByRole('alert')
      .find((element) => element.classList.contains('alert-danger'));
    expect(pageAlert).toHaveTextContent('Not allowed for your role');
    expect(screen.getByText('No records found')).toBeInTheDocument();
    expect(screen.queryByTestId('report-chart')).not.toBeInTheDocument();
  });

  it('asks for the range in the address and keeps a new one there', async () => {
    fake.on('POST admin/get-processed-by-count', (call) =>
      ok(call.body.toDate === '2026-03-31' ? [{ processed_by: 'Tom Team', count: 3 }] : [], 'Loaded'),
    );
    renderScreen(
      <ProcessedByScreen route={routeFor('processed-order')} user={user} />,
      '/admin/report?to=2026-03-31',
    );
    expect(
      await screen.findByRole('img', { name: 'Orders processed per member, up to 2026-03-31 (all members)' }),
    ).toBeInTheDocument();
    expect(fake.callsTo('admin/get-processed-by-count')[0]!.body).toEqual({ toDate: '2026-03-31' });
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('From'), '2026-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(address()).toBe('/admin/report?from=2026-04-01'));
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(fake.callsTo('admin/get-processed-by-count').at(-1)!.body).toEqual({ fromDate: '2026-04-01' });
    expect(screen.queryByTestId('report-chart')).not.toBeInTheDocument();
  });
});

// The statistics screens speak the queues' language of statuses (queues/components/statusAndTime.test.tsx).
describe('statistics screens: statuses by their labels', () => {
  it('shows the statistics screens with no raw token', async () => {
    fake.on('POST admin/get-country-order-list', () =>
      ok([{ citizenship: 'Spain', count: 3, standard_count: 2, priority_count: 1, future_count: 0 }]),
    );
    fake.on('POST admin/get-processed-by-count', () => ok([{ processed_by: 'Maria Lopez', count: 12 }]));
    const country = renderWithProviders(
      <CountryOrdersScreen route={routeFor('country-order')} user={user} />,
    );
    await screen.findByText('Spain', { selector: 'td' });
    expect(rawStatusTokensOnPage()).toEqual([]);
    country.unmount();
    renderWithProviders(<ProcessedByScreen route={routeFor('processed-order')} user={user} />);
    await screen.findByText('Maria Lopez', { selector: 'td' });
    expect(rawStatusTokensOnPage()).toEqual([]);
  });
});
