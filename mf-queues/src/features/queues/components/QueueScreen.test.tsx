import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { type Role } from '@earrival/shared/types';
import { failed, renderWithProviders } from '@earrival/shared/testing';
import { installQueueServer, makeOrder } from '../../../testing/queueServer';
import { QueueScreen } from './QueueScreen';

const routeFor = (path: string) => ADMIN_ROUTES.find((route) => route.path === path)!;

let fake: ReturnType<typeof installQueueServer>;
let events: AppEvent[];
let subscription: { unsubscribe(): void };

beforeEach(() => {
  window.localStorage.clear();
  fake = installQueueServer(Array.from({ length: 25 }, (_, i) => makeOrder(i + 1)));
  events = [];
  subscription = eventBus.all().subscribe((event) => events.push(event));
});
afterEach(() => {
  fake.restore();
  subscription.unsubscribe();
});

function renderQueue(path: string, type: Role = 'Team', name = 'Alice') {
  return renderWithProviders(
    <QueueScreen route={routeFor(path)} user={{ id: 7, name, email: 'alice@example.com', type }} />,
  );
}

const rowCheckbox = (orderId: number) =>
  within(screen.getByText(`customer${orderId}@example.com`).closest('tr')!).getByRole('checkbox');
const lastListCall = () => fake.callsTo('admin/get-orders-list').at(-1)!;

describe('QueueScreen', () => {
  it('lists the queue of the route: title, page 1 of 10 rows, delay 1', async () => {
    renderQueue('recent-order');
    expect(screen.getByRole('heading', { name: 'New Orders' })).toBeInTheDocument();
    expect(await screen.findByText('customer1@example.com')).toBeInTheDocument();
    expect(lastListCall()).toMatchObject({
      path: 'admin/get-orders-list/newOrder',
      params: { page: 1, limit: 10, delay: 1 },
    });
    expect(lastListCall().params.userName).toBeUndefined();
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
  });

  it('reloads the list with Refresh, keeping page and sort', async () => {
    renderQueue('recent-order');
    await screen.findByText('customer1@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('customer12@example.com');
    const before = fake.callsTo('admin/get-orders-list').length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fake.callsTo('admin/get-orders-list')).toHaveLength(before + 1));
    expect(lastListCall().params).toMatchObject({ page: 2, limit: 10 });
  });

  it('refetches the page on screen when the live stream says another member updated an order', async () => {
    renderQueue('recent-order');
    await screen.findByText('customer1@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('customer12@example.com');
    const before = fake.callsTo('admin/get-orders-list').length;
    fake.store.orders[11] = makeOrder(12, { email: 'renamed12@example.com' });
    act(() =>
      eventBus.emit({
        type: 'order-updated',
        orderId: 12,
        source: 'live',
        changes: ['edit'],
        by: { id: 3, name: 'Sara' },
      }),
    );
    expect(await screen.findByText('renamed12@example.com')).toBeInTheDocument();
    expect(fake.callsTo('admin/get-orders-list')).toHaveLength(before + 1);
    expect(lastListCall().params).toMatchObject({ page: 2, limit: 10 });
  });

  it('shows the server message when the list cannot be loaded', async () => {
    fake.on(
      'GET admin/get-orders-list/allOrder',
      failed('Order History is not available to the Telecaller role.', 403),
    );
    renderQueue('order-history', 'Telecaller');
    expect(
      await screen.findByText('Order History is not available to the Telecaller role.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No data available in table')).toBeInTheDocument();
  });

  it("filters My Orders by the signed-in user's name", async () => {
    fake.store.orders[0] = makeOrder(1, { assign_to: 'Alice' });
    renderQueue('my-order');
    expect(await screen.findByText('customer1@example.com')).toBeInTheDocument();
    expect(lastListCall()).toMatchObject({
      path: 'admin/get-orders-list/newOrder',
      params: { userName: 'Alice' },
    });
    expect(screen.queryByText('customer2@example.com')).not.toBeInTheDocument();
  });

  it('sorts on the server by the clicked column', async () => {
    renderQueue('pending-order');
    await screen.findByText('customer1@example.com');
    await userEvent.click(screen.getByRole('button', { name: /Order Id/ }));
    await userEvent.click(screen.getByRole('button', { name: /Order Id/ }));
    await waitFor(() =>
      expect(lastListCall().params).toMatchObject({ sort: 'order_id', order: 'desc', page: 1 }),
    );
    expect(await screen.findByText('customer25@example.com')).toBeInTheDocument();
  });

  it('offers nothing without a selection, and no checkboxes where the role has no action', async () => {
    renderQueue('pending-order', 'Team');
    await screen.findByText('customer1@example.com');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('keeps the selection across pages and assigns it to me after confirming', async () => {
    renderQueue('recent-order', 'Team');
    await screen.findByText('customer1@example.com');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    await userEvent.click(rowCheckbox(1));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('customer12@example.com');
    await userEvent.click(rowCheckbox(12));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 orders selected')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Delete Order' })).not.toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'Assign to me' }));
    expect(screen.getByText('Are you sure want to assigned orders.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Order has been assigned successfully')).toBeInTheDocument();
    expect(fake.callsTo('admin/assign-order-status')[0]!.body).toEqual({
      orderId: [1, 12],
      assignto: 'Alice',
    });
    expect(events).toContainEqual({ type: 'counts-changed', source: 'mf-queues' });
    expect(screen.getByRole('status')).toHaveTextContent('2 orders assigned to you.');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('soft-deletes as a Manager with the folder name, and the rows leave the list', async () => {
    renderQueue('pending-order', 'Manager');
    await screen.findByText('customer1@example.com');
    await userEvent.click(rowCheckbox(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    expect(screen.getByText('Delete 1 order?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order has been deleted successfully')).toBeInTheDocument();
    expect(fake.callsTo('admin/change-order-status')[0]!.body).toEqual({
      orderId: [2],
      updatingStatus: 'Deleted',
      permanentDeletedFlag: false,
      folderName: 'pendingOrder',
    });
    await waitFor(() => expect(screen.queryByText('customer2@example.com')).not.toBeInTheDocument());
    expect(events).toContainEqual({ type: 'counts-changed', source: 'mf-queues' });
  });

  it('does nothing when the confirmation is declined', async () => {
    renderQueue('pending-order', 'Admin');
    await screen.findByText('customer1@example.com');
    await userEvent.click(rowCheckbox(3));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(fake.callsTo('admin/change-order-status')).toHaveLength(0);
    expect(screen.getByText('1 order selected')).toBeInTheDocument();
  });

  it('shows the server message on failure and keeps the selection', async () => {
    fake.on('PUT admin/change-order-status', failed('Order is locked by another user'));
    renderQueue('recent-order', 'Admin');
    await screen.findByText('customer1@example.com');
    await userEvent.click(rowCheckbox(1));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order is locked by another user')).toBeInTheDocument();
    expect(screen.getByText('1 order selected')).toBeInTheDocument();
    expect(rowCheckbox(1)).toBeChecked();
    expect(events).toHaveLength(0);
  });

  it('offers Delete on My Orders to Admin only, and moves orders back with a null assignee', async () => {
    fake.store.orders = [makeOrder(1, { assign_to: 'Bob' })];
    const { unmount } = renderQueue('my-order', 'Manager', 'Bob');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row' }));
    expect(screen.queryByRole('button', { name: 'Delete Order' })).not.toBeInTheDocument();
    unmount();

    renderQueue('my-order', 'Admin', 'Bob');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row' }));
    expect(screen.getByRole('button', { name: 'Delete Order' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to Original Folder' }));
    expect(screen.getByText('Are you sure want to move orders to new orders.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fake.callsTo('admin/assign-order-status')).toHaveLength(1));
    expect(fake.callsTo('admin/assign-order-status')[0]!.body).toEqual({ orderId: [1], assignto: null });
    expect(await screen.findByText('Assigned')).toBeInTheDocument();
    expect(fake.callsTo('admin/change-order-status')).toHaveLength(0);
    expect(events).toContainEqual({ type: 'counts-changed', source: 'mf-queues' });
  });

  it("deletes from My Orders with the 'myOrder' source the server's rule needs", async () => {
    fake.store.orders = [makeOrder(4, { assign_to: 'Ada' })];
    renderQueue('my-order', 'Admin', 'Ada');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fake.callsTo('admin/change-order-status')).toHaveLength(1));
    expect(fake.callsTo('admin/change-order-status')[0]!.body).toMatchObject({
      orderId: [4],
      folderName: 'myOrder',
    });
  });

  it("gives non-managers only 'Refunded it' on refunds, which asks with the count, then says the server's message", async () => {
    fake.store.orders = [makeOrder(1, { refund_date: '2026-11-02' })];
    renderQueue('refund-order', 'Team');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Refunded it', 'Clear selection']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Refunded it' }));
    expect(screen.getByText('Mark 1 order as refunded?')).toBeInTheDocument();
    expect(fake.callsTo('admin/move-to-complete-refund')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Refund completed for the selected orders')).toBeInTheDocument();
    expect(fake.callsTo('admin/move-to-complete-refund')[0]!.body).toEqual({ orderId: [1] });
    expect(events).toContainEqual({ type: 'counts-changed', source: 'mf-queues' });
  });

  it('gives managers Delete as well on refunds', async () => {
    renderQueue('refund-order', 'Manager');
    await userEvent.click((await screen.findAllByRole('checkbox', { name: 'Select row' }))[0]!);
    expect(screen.getByRole('button', { name: 'Refunded it' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Order' })).toBeInTheDocument();
  });

  it('puts a Delete button on Charge Back rows for managers only', async () => {
    const { unmount } = renderQueue('chargeback', 'Team');
    await screen.findByText('customer1@example.com');
    expect(screen.queryByRole('button', { name: 'Delete order 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Date & Time \(UTC\)/ })).toBeInTheDocument();
    unmount();
    renderQueue('chargeback', 'Manager');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fake.callsTo('admin/change-order-status')).toHaveLength(1));
    expect(fake.callsTo('admin/change-order-status')[0]!.body).toMatchObject({
      orderId: [3],
      folderName: 'chargeBack',
    });
  });

  it('asks "Delete 12 orders?" for a selection of 12, and Undo in the toast brings them back', async () => {
    renderQueue('recent-order', 'Manager');
    await screen.findByText('customer1@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('customer12@example.com');
    await userEvent.click(rowCheckbox(11));
    await userEvent.click(rowCheckbox(12));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    expect(screen.getByText('Delete 12 orders?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    const toast = (await screen.findByText('Order has been deleted successfully')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await waitFor(() => expect(screen.queryByText('customer12@example.com')).not.toBeInTheDocument());
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: 12 orders put back as before')).toBeInTheDocument();
    expect(fake.callsTo('admin/undo-action')[0]!.body).toEqual({
      actionId: expect.stringMatching(/^action-/),
    });
    // The lists refetch: the orders are back in the queue.
    expect(await screen.findByText('customer12@example.com')).toBeInTheDocument();
    expect(screen.getByText('customer11@example.com')).toBeInTheDocument();
    expect(fake.store.orders.filter((o) => o.process_status === 'Deleted')).toEqual([]);
    expect(events).toContainEqual({ type: 'counts-changed', source: 'undo' });
    // Two pages of selection, a confirmation and an undo: more steps than jest's default 5 s allows here.
  }, 30_000);

  it('offers Undo after Assign to me', async () => {
    renderQueue('recent-order', 'Team');
    await screen.findByText('customer1@example.com');
    await userEvent.click(rowCheckbox(5));
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const toast = (await screen.findByText('Order has been assigned successfully')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: 1 orders put back as before')).toBeInTheDocument();
    expect(fake.store.orders.find((o) => o.order_id === 5)!.assign_to).toBeNull();
  });

  it('searches through search-order after typing pauses, with the empty text for no match', async () => {
    renderQueue('completed-order', 'Team');
    await screen.findByText('customer1@example.com');
    await userEvent.type(screen.getByRole('searchbox'), 'customer7@');
    await waitFor(() => expect(fake.callsTo('admin/search-order')).toHaveLength(1));
    expect(fake.callsTo('admin/search-order')[0]!.body).toEqual({
      start: 0,
      end: 11,
      searchVal: 'customer7@',
      folderName: 'completedOrder',
    });
    await waitFor(() => expect(screen.queryByText('customer1@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('customer7@example.com')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it("shows 'No data available in table' for an empty queue", async () => {
    fake.store.orders = [];
    renderQueue('awaiting-govt');
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();
  });

  it("loads 'All' in chunks as rows come into view and renders only those in view", async () => {
    fake.store.orders = Array.from({ length: 1200 }, (_, i) => makeOrder(i + 1));
    renderQueue('order-history', 'Team');
    await screen.findByText('customer1@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    await waitFor(() => expect(lastListCall().params).toMatchObject({ page: 1, limit: 500 }));
    expect(await screen.findByText('Showing 1 to 1200 of 1200 entries')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(45);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('remembers the rows-per-page choice for the next queue, except All', async () => {
    const { unmount } = renderQueue('pending-order');
    await screen.findByText('customer1@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(lastListCall().params).toMatchObject({ limit: 25 }));
    unmount();
    renderQueue('completed-order');
    await waitFor(() =>
      expect(lastListCall()).toMatchObject({
        path: 'admin/get-orders-list/completedOrder',
        params: { limit: 25 },
      }),
    );
  });
});
