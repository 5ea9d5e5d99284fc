import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { failed, ok, renderWithProviders } from '@earrival/shared/testing';
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

const renderScreen = (screenElement: React.ReactElement) => renderWithProviders(screenElement);

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
    expect(await screen.findByText('United States')).toBeInTheDocument();
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
    await waitFor(() => expect(screen.queryByText('Canada')).not.toBeInTheDocument());
    expect(fake.callsTo('admin/get-country-order-list')[1]!.body).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
    });
  });

  it('refuses a To date before the From date', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    await screen.findByText('Canada');
    await userEvent.type(screen.getByLabelText('From'), '2026-06-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('To date must be on or after the From date.')).toBeInTheDocument();
    expect(fake.callsTo('admin/get-country-order-list')).toHaveLength(1);
  });

  it('searches countries case-insensitively by substring, and says when none match', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    await screen.findByText('Canada');
    await userEvent.type(screen.getByRole('searchbox'), 'STATE');
    await waitFor(() => expect(screen.queryByText('Canada')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getByText('United States')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No records found', undefined, { timeout: 2000 })).toBeInTheDocument();
  });

  it('sorts by a column in the browser', async () => {
    renderScreen(<CountryOrdersScreen route={routeFor('country-order')} user={user} />);
    await screen.findByText('Canada');
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
    await userEvent.type(screen.getByRole('searchbox'), 'tom');
    await waitFor(() => expect(screen.queryByText('Maria Lopez')).not.toBeInTheDocument(), { timeout: 2000 });
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
  });
});
