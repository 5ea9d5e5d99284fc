import '../../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@earrival/shared/bus';
import { type OrderCounts } from '@earrival/shared/types';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import { publishLiveMessage } from '../../features/live/liveEvents';
import { renderApp } from '../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../testing/tokens';

const COUNTS: OrderCounts = {
  myOrdersCount: 3,
  newOrdersCount: 120,
  priorityOrdersCount: 14,
  pendingOrdersCount: 25,
  completedOrdersCount: 900,
  awaitingOrdersCount: 7,
  awaitingGovtCount: 8,
  futureOrdersCount: 41,
  customerCalledCount: 5,
  contactCustomerOrdersCount: 6,
  deletedOrdersCount: 9,
  allOrdersCount: 1200,
  refundOrdersCount: 4,
  chargeBackCount: 2,
};

let server: FakeApi;
let newOrders: number;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  newOrders = COUNTS.newOrdersCount;
  storeSession(DEMO_USERS.Admin);
  server = installFakeApi({
    'GET user_info': [200, { status: 1, message: 'OK', data: DEMO_USERS.Admin }],
    'GET admin/get-all-folder-count': () => [
      200,
      { status: 1, message: 'ok', data: { ...COUNTS, newOrdersCount: newOrders } },
    ],
  });
});
afterEach(() => server.restore());

const countCalls = () => server.calls('GET admin/get-all-folder-count').length;

describe('sidebar badges and dashboard tiles', () => {
  it('asks for the counts of the signed-in user and shows a badge on every queue', async () => {
    renderApp('/admin/pending-order');
    await waitFor(() => expect(screen.getByTestId('count-recent-order')).toHaveTextContent('120'));
    expect(server.calls('GET admin/get-all-folder-count')[0]?.params).toEqual({ userName: 'Ada Admin' });
    expect(countCalls()).toBe(1);
    const expected: Record<string, number> = {
      'my-order': 3,
      'priority-order': 14,
      'pending-order': 25,
      'completed-order': 900,
      'awaiting-response': 7,
      'awaiting-govt': 8,
      'future-order': 41,
      called: 5,
      'contact-customer': 6,
      'deleted-order': 9,
      'order-history': 1200,
      'refund-order': 4,
      chargeback: 2,
    };
    for (const [path, count] of Object.entries(expected)) {
      expect(screen.getByTestId(`count-${path}`).textContent).toBe(String(count));
    }
  });

  it('has no badge on Country Order List, Manage Invoices, Manage Team, Order Processed, Gateway Setting, Change Password', async () => {
    renderApp('/admin/pending-order');
    await screen.findByTestId('count-recent-order');
    const menu = screen.getByRole('complementary', { name: 'Main menu' });
    for (const label of [
      'Country Order List',
      'Manage Invoices',
      'Manage Team',
      'Order Processed',
      'Gateway Setting',
      'Change Password',
    ]) {
      const link = within(menu).getByRole('link', { name: new RegExp(label) });
      expect(link.querySelector('.ea-count')).toBeNull();
    }
  });

  it('reloads the counts when the path changes', async () => {
    renderApp('/admin/pending-order');
    await waitFor(() => expect(screen.getByTestId('count-recent-order')).toHaveTextContent('120'));
    const before = countCalls();
    newOrders = 119;
    await userEvent.click(screen.getByRole('link', { name: /Completed Orders/ }));
    await waitFor(() => expect(screen.getByTestId('count-recent-order')).toHaveTextContent('119'));
    expect(countCalls()).toBe(before + 1);
  });

  it('reloads the counts when a remote says counts-changed', async () => {
    renderApp('/admin/recent-order');
    await waitFor(() => expect(screen.getByTestId('count-recent-order')).toHaveTextContent('120'));
    const before = countCalls();
    newOrders = 118;
    act(() => eventBus.emit({ type: 'counts-changed', source: 'test' }));
    await waitFor(() => expect(screen.getByTestId('count-recent-order').textContent).toBe('118'));
    expect(countCalls()).toBe(before + 1);
  });

  it("reloads the counts when the server's live stream says counts-changed (another browser)", async () => {
    renderApp('/admin/recent-order');
    await waitFor(() => expect(screen.getByTestId('count-recent-order')).toHaveTextContent('120'));
    const before = countCalls();
    newOrders = 121;
    act(() => publishLiveMessage({ id: '12', event: 'counts-changed', data: '{}' }));
    await waitFor(() => expect(screen.getByTestId('count-recent-order').textContent).toBe('121'));
    expect(countCalls()).toBe(before + 1);
  });

  it('shows the five dashboard tiles with their counts and links', async () => {
    renderApp('/admin');
    const tiles: [string, string, string][] = [
      ['my-order', 'My Orders', '3'],
      ['recent-order', 'New Orders', '120'],
      ['priority-order', 'Priority Orders', '14'],
      ['pending-order', 'Pending Orders', '25'],
      ['completed-order', 'Completed Orders', '900'],
    ];
    for (const [path, label, count] of tiles) {
      const tile = await screen.findByTestId(`tile-${path}`);
      await waitFor(() => expect(tile).toHaveTextContent(count));
      expect(tile).toHaveTextContent(label);
      expect(tile).toHaveAttribute('href', `/admin/${path}`);
    }
  });

  it('a failed counts call shows its message once', async () => {
    server.on('GET admin/get-all-folder-count', [500, { status: 0, message: 'Database unavailable' }]);
    renderApp('/admin/pending-order');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Completed Orders/ }));
    await waitFor(() => expect(countCalls()).toBe(2));
    expect(screen.getAllByText('Database unavailable')).toHaveLength(1);
  });
});
