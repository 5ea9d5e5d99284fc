import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { type Role } from '@earrival/shared/types';
import { renderWithProviders } from '@earrival/shared/testing';
import { installQueueServer, makeOrder } from '../../../testing/queueServer';
import { FutureOrdersScreen } from './FutureOrdersScreen';

const route = ADMIN_ROUTES.find((candidate) => candidate.path === 'future-order')!;
let fake: ReturnType<typeof installQueueServer>;

beforeEach(() => {
  window.localStorage.clear();
  fake = installQueueServer([
    makeOrder(1, { process_month: '03', processing_date: '2027-03-15', created_at: '2026-11-20T08:05:09Z' }),
    makeOrder(2, { process_month: '03', processing_date: '2027-03-20' }),
    makeOrder(3, { process_month: '12', processing_date: '2026-12-01' }),
  ]);
});
afterEach(() => fake.restore());

const renderScreen = (type: Role = 'Team') =>
  renderWithProviders(
    <FutureOrdersScreen route={route} user={{ id: 3, name: 'Tess', email: 't@example.com', type }} />,
    { path: '/admin/future-order' },
  );

describe('FutureOrdersScreen', () => {
  it('shows twelve month tiles with their counts', async () => {
    renderScreen();
    expect(await screen.findByRole('button', { name: 'March: 2 orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'December: 1 orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'January: 0 orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /orders$/ })).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it("opens a month's table, lets anyone delete, and goes back", async () => {
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    renderScreen('Telecaller');
    await userEvent.click(await screen.findByRole('button', { name: 'March: 2 orders' }));

    expect(screen.getByRole('heading', { name: 'Future Order: March' })).toBeInTheDocument();
    const row = (await screen.findByText('customer1@example.com')).closest('tr')!;
    expect(within(row).getByText('20-11-2026 08:05:09')).toBeInTheDocument();
    expect(within(row).getByText('15-03-2027')).toBeInTheDocument();
    expect(within(row).getByText('March')).toBeInTheDocument();
    expect(fake.callsTo('admin/get-orders-list').at(-1)).toMatchObject({
      path: 'admin/get-orders-list/futureOrder',
      params: { processMonth: '03' },
    });
    expect(screen.queryByText('customer3@example.com')).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete order 1' }));
    expect(screen.getByText('Delete 1 order?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order has been deleted successfully')).toBeInTheDocument();
    expect(fake.callsTo('admin/change-order-status')[0]!.body).toMatchObject({
      orderId: [1],
      folderName: 'futureOrder',
    });
    expect(events).toContainEqual({ type: 'counts-changed', source: 'mf-queues' });
    subscription.unsubscribe();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'March: 1 orders' })).toBeInTheDocument());
  });
});
