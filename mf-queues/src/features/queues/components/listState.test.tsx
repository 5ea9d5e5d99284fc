import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { listReturnState, readOrderTrail } from '@earrival/shared/orderTrail';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { renderWithProviders } from '@earrival/shared/testing';
import { encodeId } from '@earrival/shared/util';
import { installQueueServer, makeOrder } from '../../../testing/queueServer';
import { QueueScreen } from './QueueScreen';

const routeFor = (path: string) => ADMIN_ROUTES.find((route) => route.path === path)!;

let fake: ReturnType<typeof installQueueServer>;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fake = installQueueServer(
    Array.from({ length: 25 }, (_, i) => makeOrder(i + 1, i === 2 ? { assign_to: 'Sara Diaz' } : {})),
  );
});
afterEach(() => fake.restore());

let location = '';
function LocationProbe() {
  const here = useLocation();
  location = here.pathname + here.search;
  return null;
}

function renderQueue(url: string, path = 'pending-order') {
  return renderWithProviders(
    <QueueScreen
      route={routeFor(path)}
      user={{ id: 7, name: 'Alice', email: 'alice@example.com', type: 'Manager' }}
    />,
    { path: url, beside: <LocationProbe /> },
  );
}

const lastListCall = () => fake.callsTo('admin/get-orders-list').at(-1)!;
const rowOf = (orderId: number) => screen.getByText(`customer${orderId}@example.com`).closest('tr')!;

describe('queue lists that remember (the address)', () => {
  it('opens at the page, sort, size and filters the address names, and asks the server for them', async () => {
    renderQueue(
      '/admin/pending-order?sort=order_id&order=desc&page=2&perPage=10&assignee=none&citizenship=Canada&mode=Priority%20Processing&createdFrom=2026-01-01&createdTo=2026-01-31',
    );
    await waitFor(() =>
      expect(lastListCall().params).toMatchObject({
        page: 2,
        limit: 10,
        sort: 'order_id',
        order: 'desc',
        assignee: 'none',
        citizenship: 'Canada',
        mode: 'Priority Processing',
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
      }),
    );
    expect(screen.getByLabelText('Citizenship')).toHaveValue('Canada');
    expect(screen.getByLabelText('Assigned To')).toHaveValue('none');
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-01-01');
  });

  it("shows the active sort on its header: the lists' default (Order Id, newest first) until a header is clicked", async () => {
    renderQueue('/admin/pending-order');
    await screen.findByText('customer1@example.com');
    const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;
    const sorted = () =>
      screen
        .getAllByRole('columnheader')
        .filter((th) => th.hasAttribute('aria-sort'))
        .map((th) => `${th.textContent} ${th.getAttribute('aria-sort')}`);
    // No sort in the address: the server's default order, and the header says which.
    expect(sorted()).toEqual(['Order Id▼ descending']);
    expect(lastListCall().params).not.toHaveProperty('sort');

    // A date column's first click: newest first, its arrow and aria-sort, the Order Id header plain again.
    await userEvent.click(screen.getByRole('button', { name: 'Date & Time (UTC)' }));
    await waitFor(() => expect(location).toBe('/admin/pending-order?sort=created_at&order=desc'));
    expect(lastListCall().params).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(sorted()).toEqual(['Date & Time (UTC)▼ descending']);
    expect(header('Order Id')).not.toHaveAttribute('aria-sort');

    await userEvent.click(screen.getByRole('button', { name: 'Date & Time (UTC)' }));
    await waitFor(() => expect(location).toBe('/admin/pending-order?sort=created_at&order=asc'));
    expect(sorted()).toEqual(['Date & Time (UTC)▲ ascending']);
  });

  it('puts a sort, a page and a filter in the address, and a search after the debounce', async () => {
    renderQueue('/admin/pending-order');
    await screen.findByText('customer1@example.com');
    await userEvent.click(screen.getByRole('button', { name: /Order Id/ }));
    await waitFor(() => expect(location).toBe('/admin/pending-order?sort=order_id&order=asc'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location).toBe('/admin/pending-order?sort=order_id&order=asc&page=2'));
    await userEvent.selectOptions(screen.getByLabelText('Assigned To'), 'none');
    // A filter starts again at page 1.
    await waitFor(() => expect(location).toBe('/admin/pending-order?sort=order_id&order=asc&assignee=none'));
    expect(lastListCall().params).toMatchObject({ assignee: 'none', page: 1 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'customer2');
    await waitFor(() => expect(location).toContain('q=customer2'));
    expect(fake.callsTo('admin/search-order').at(-1)!.body).toMatchObject({
      searchVal: 'customer2',
      assignee: 'none',
    });
  });

  it('shows the Assigned To column and offers the members who have orders', async () => {
    renderQueue('/admin/pending-order');
    await screen.findByText('customer1@example.com');
    expect(screen.getByRole('columnheader', { name: 'Assigned To' })).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('Sara Diaz')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Sara Diaz (1)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Created from'), '2026-03-05');
    await userEvent.type(screen.getByLabelText('Created to'), '2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Created to must be on or after the Created from',
    );
    expect(location).not.toContain('createdTo');
  });
});

describe('rows that open the order', () => {
  it('opens a row clicked anywhere, and remembers the list for Previous/Next', async () => {
    renderQueue('/admin/pending-order?sort=order_id&order=asc');
    await screen.findByText('customer1@example.com');
    await userEvent.click(within(rowOf(4)).getByText('First4 Last4'));
    await waitFor(() => expect(location).toBe(`/admin/view-order/${encodeId(4)}`));
    expect(readOrderTrail()).toEqual({
      listUrl: '/admin/pending-order?sort=order_id&order=asc',
      listLabel: 'Pending Orders',
      orderIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      // The whole list's call, for Previous/Next past the rows shown.
      list: { orderName: 'pendingOrder', sort: 'order_id', order: 'asc' },
    });
  });

  /** What the order page's Back to list (and its key, u) does: the list's address, and the rows to focus. */
  function BackToList({ orders }: { orders: number[] }) {
    const navigate = useNavigate();
    return (
      <button onClick={() => void navigate('/admin/pending-order', { state: listReturnState(orders) })}>
        Back to list
      </button>
    );
  }

  /** Opens order 4 from the queue (the queue leaves the page), then comes back to the queue. */
  async function openAndComeBack(orders: number[]) {
    renderWithProviders(
      <QueueScreen
        route={routeFor('pending-order')}
        user={{ id: 7, name: 'Alice', email: 'alice@example.com', type: 'Manager' }}
      />,
      {
        path: '/admin/pending-order',
        route: '/admin/pending-order',
        beside: (
          <>
            <LocationProbe />
            <BackToList orders={orders} />
          </>
        ),
      },
    );
    await screen.findByText('customer1@example.com');
    await userEvent.click(within(rowOf(4)).getByText('First4 Last4'));
    await waitFor(() => expect(location).toBe(`/admin/view-order/${encodeId(4)}`));
    expect(screen.queryByText('customer1@example.com')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to list' }));
    await screen.findByText('customer1@example.com');
  }

  it('gives the focus back to the row left when the order page goes back to the list', async () => {
    await openAndComeBack([4, 5]);
    await waitFor(() => expect(rowOf(4)).toHaveFocus());
  });

  it('gives the focus to the row that followed when the order left the list meanwhile', async () => {
    await openAndComeBack([999, 6]);
    await waitFor(() => expect(rowOf(6)).toHaveFocus());
  });

  it('has a real link with the order address, and checkboxes that select without opening', async () => {
    renderQueue('/admin/pending-order');
    await screen.findByText('customer1@example.com');
    expect(within(rowOf(2)).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      `/admin/view-order/${encodeId(2)}`,
    );
    await userEvent.click(within(rowOf(2)).getByRole('checkbox'));
    expect(screen.getByText('1 order selected')).toBeInTheDocument();
    expect(location).toBe('/admin/pending-order');
  });

  it('opens a middle-clicked row in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderQueue('/admin/pending-order');
    await screen.findByText('customer1@example.com');
    fireEvent(
      within(rowOf(5)).getByText('First5 Last5'),
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    expect(open).toHaveBeenCalledWith(`/admin/view-order/${encodeId(5)}`, '_blank', 'noopener');
    expect(location).toBe('/admin/pending-order');
    open.mockRestore();
  });

  it('moves through the rows with j and k, and Enter opens the focused one', async () => {
    renderQueue('/admin/pending-order');
    await screen.findByText('customer1@example.com');
    await userEvent.keyboard('j');
    await waitFor(() => expect(rowOf(1)).toHaveFocus());
    await userEvent.keyboard('jjk');
    await waitFor(() => expect(rowOf(2)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location).toBe(`/admin/view-order/${encodeId(2)}`));
  });

  it('leaves j and k to the search box while typing', async () => {
    renderQueue('/admin/pending-order');
    await screen.findByText('customer1@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'jk');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('jk');
    act(() => undefined);
    expect(document.querySelector('tr:focus')).toBeNull();
  });
});
