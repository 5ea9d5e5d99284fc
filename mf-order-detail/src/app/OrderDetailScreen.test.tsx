import { act, screen, waitFor, within } from '@testing-library/react';
import { eventBus } from '@earrival/shared/bus';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { failed, installFakeApi, renderWithProviders } from '@earrival/shared/testing';
import OrderDetail from '../exposes/OrderDetail';
import { makeOrderDetail, TEST_USER } from '../testing/orderFixture';
import { renderDetail } from '../testing/renderDetail';

const ROUTE = ADMIN_ROUTES.find((route) => route.module === './OrderDetail')!;

/** The text of the value shown under a label in a section. */
function valueOf(section: HTMLElement, label: string): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const section = (name: string) => screen.getByRole('region', { name });

describe('order detail screen', () => {
  it('shows every section in order, each filled from the detail call', async () => {
    const { api } = renderDetail();
    await screen.findByRole('region', { name: 'Email History' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Email History',
      'Upload Document',
      'Order Details',
      'Personal Data',
      'Migratory Information',
      'Sanitary Information',
      'Customs Information',
      'Download History',
      'Activity',
      'Comment History',
      'Add Comment Below',
      'Transaction Details',
    ]);
    expect(api.calls('GET admin/get-orders-details/4242')).toHaveLength(1);
  });

  it('applies the field rules: application e-mail, Standard Processing, form dates, mobile number', async () => {
    renderDetail(makeOrderDetail({ processing_mode: 'Regular Processing' }));
    const details = await screen.findByRole('region', { name: 'Order Details' });
    expect(valueOf(details, 'Application Email')).toBe('4242@office.cuba-earrival.example');
    expect(valueOf(details, 'Processing Mode')).toBe('Standard Processing');
    const personal = section('Personal Data');
    expect(valueOf(personal, 'Date of Birth')).toBe('31/12/1984');
    expect(valueOf(personal, 'Mobile Number')).toBe('+34 612345678');
    expect(valueOf(personal, 'Second Surname')).toBe('Gomez');
    expect(valueOf(section('Migratory Information'), 'Arrival Date')).toBe('05/12/2026');
    expect(valueOf(section('Migratory Information'), 'Airport/Port of Entry to Cuba')).toBe(
      'José Martí International Airport (HAV)',
    );
  });

  it('keeps Priority Processing as it is', async () => {
    renderDetail(makeOrderDetail({ processing_mode: 'Priority Processing' }));
    const details = await screen.findByRole('region', { name: 'Order Details' });
    expect(valueOf(details, 'Processing Mode')).toBe('Priority Processing');
  });

  it('shows the customs declaration with its currency and article tables', async () => {
    renderDetail();
    const customs = await screen.findByRole('region', { name: 'Customs Information' });
    expect(valueOf(customs, 'Declare at Customs')).toBe('Yes');
    const currency = within(customs).getByRole('table', { name: 'Currency Details' });
    expect(within(currency).getByRole('row', { name: 'EUR 6,200' })).toBeInTheDocument();
    const articles = within(customs).getByRole('table', { name: 'Articles' });
    expect(within(articles).getByRole('row', { name: 'Electronics Laptop 1 900' })).toBeInTheDocument();
    expect(valueOf(customs, 'Miscellaneous Goods Amount')).toBe('400');
    expect(valueOf(customs, 'Luggage Items')).toBe('2');
    expect(valueOf(customs, 'Technical Authorization Number')).toBe('TA-001122');
  });

  it('refetches when the live stream says another member updated this order, not another one', async () => {
    const { api, state } = renderDetail();
    // The current status's label in the action bar.
    const status = () => screen.queryByTitle('Current status')?.textContent;
    await waitFor(() => expect(status()).toBe('Current status: Completed'));
    const detailCalls = () => api.calls('GET admin/get-orders-details/4242').length;
    const by = { id: 3, name: 'Sara' };
    act(() =>
      eventBus.emit({ type: 'order-updated', orderId: 1111, source: 'live', changes: ['status'], by }),
    );
    // A deliberate negative check: a refetch would start at once on the event; none has after a moment.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(detailCalls()).toBe(1);

    state.order = makeOrderDetail({ process_status: 'Pending' });
    act(() =>
      eventBus.emit({ type: 'order-updated', orderId: 4242, source: 'live', changes: ['status'], by }),
    );
    await waitFor(() => expect(status()).toBe('Current status: Pending'));
    expect(detailCalls()).toBe(2);
  });

  it('shows a spinner while loading', async () => {
    const api = installFakeApi();
    let answer: (reply: [number, unknown]) => void = () => undefined;
    api.on('GET admin/get-orders-details/4242', () => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<OrderDetail route={ROUTE} user={TEST_USER} />, {
      path: '/admin/view-order/ODQ4NA==',
      route: '/admin/view-order/:orderId',
    });
    expect(await screen.findByText('Loading the order…')).toBeInTheDocument();
    answer([200, { status: 1, message: 'OK', data: makeOrderDetail() }]);
    expect(await screen.findByRole('region', { name: 'Email History' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the order…')).not.toBeInTheDocument();
  });

  it('says clearly that a badly encoded id names no order, without calling the server', async () => {
    const api = installFakeApi();
    renderWithProviders(<OrderDetail route={ROUTE} user={TEST_USER} />, {
      path: '/admin/view-order/not-an-id!',
      route: '/admin/view-order/:orderId',
    });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message for an unknown order, as a toast and in the not-found state", async () => {
    const api = installFakeApi();
    api.on('GET admin/get-orders-details/999999', failed('Order not found: 999999', 404));
    renderWithProviders(<OrderDetail route={ROUTE} user={TEST_USER} />, {
      path: '/admin/view-order/MTk5OTk5OA==',
      route: '/admin/view-order/:orderId',
    });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    // The toast's container loads with the first toast, a moment after the page's own message.
    await waitFor(() => expect(screen.getAllByText('Order not found: 999999')).toHaveLength(2));
  });

  it('offers Try again when the detail call fails for another reason', async () => {
    const api = installFakeApi();
    api.on('GET admin/get-orders-details/4242', failed('The database is busy, try again', 503));
    renderWithProviders(<OrderDetail route={ROUTE} user={TEST_USER} />, {
      path: '/admin/view-order/ODQ4NA==',
      route: '/admin/view-order/:orderId',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText('The database is busy, try again').length).toBeGreaterThan(0);
  });
});
