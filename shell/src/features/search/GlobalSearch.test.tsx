import '../../testing/polyfills';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderNeighbours } from '@earrival/shared/orderTrail';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../testing/tokens';

const ROWS = [
  {
    order_id: 102388,
    name: 'Ana Lopez',
    email: 'ana.lopez@mail.example',
    phone: '+34 600111222',
    status: 'AwaitingGovt',
    folder: 'awaitingGovtOrder',
  },
  {
    order_id: 102101,
    name: 'Anabel Ruiz',
    email: 'anabel@mail.example',
    phone: '+34 600333444',
    status: 'Pending',
    folder: 'pendingOrder',
  },
];

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi({
    'GET admin/get-all-folder-count': [200, { status: 1, message: 'ok', data: {} }],
    'GET user_info': ok(DEMO_USERS.Team),
    'GET admin/orders/search': (request) =>
      String(request.params.q).toLowerCase().startsWith('ana') ? ok(ROWS) : ok([], 'No orders found'),
  });
  storeSession(DEMO_USERS.Team);
});
afterEach(() => server.restore());

const searchBox = () => screen.findByRole('combobox', { name: /search orders/i });

describe('the top bar search', () => {
  it('asks the server once typing pauses and lists the orders as options', async () => {
    renderApp('/admin/pending-order');
    const box = await searchBox();
    await userEvent.type(box, 'ana');
    const list = await screen.findByRole('listbox', { name: 'Orders found' });
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('#102388 Ana Lopez'),
      expect.stringContaining('#102101 Anabel Ruiz'),
    ]);
    // The status reads as people say it, never as the raw token.
    expect(options[0]).toHaveTextContent('Awaiting Govt');
    expect(options[0]).not.toHaveTextContent('AwaitingGovt');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // One call for the settled text, not one per key.
    expect(server.calls('GET admin/orders/search').map((call) => call.params)).toEqual([{ q: 'ana' }]);
  });

  it('moves with the arrows and opens the chosen order with Enter', async () => {
    renderApp('/admin/pending-order');
    const box = await searchBox();
    await userEvent.type(box, 'ana');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    // 102101 doubled is 204202; base64 of that is MjA0MjAy.
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/view-order/MjA0MjAy');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it("makes the queue that holds the chosen order its list: the order page's Back to list (u) goes there", async () => {
    renderApp('/admin/pending-order');
    await userEvent.type(await searchBox(), 'ana');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/view-order/MjA0Nzc2');
    expect(orderNeighbours(102388)).toMatchObject({
      listUrl: '/admin/awaiting-govt',
      listLabel: 'Awaiting Govt',
      list: { orderName: 'awaitingGovtOrder' },
    });
  });

  it('closes with Escape, and a second Escape clears the text', async () => {
    renderApp('/admin/pending-order');
    const box = await searchBox();
    await userEvent.type(box, 'ana');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/pending-order');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('asks for three characters, and says when nothing matches', async () => {
    renderApp('/admin/pending-order');
    const box = await searchBox();
    await userEvent.type(box, 'zq');
    expect(await screen.findByText('Type at least 3 characters, or an order id.')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.type(box, 'x');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(server.calls('GET admin/orders/search').map((call) => call.params)).toEqual([{ q: 'zqx' }]);
  });

  it('"/" focuses it from anywhere on the page, but types "/" inside a field', async () => {
    renderApp('/admin/pending-order');
    const box = await searchBox();
    act(() => document.body.focus());
    await userEvent.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await userEvent.keyboard('a/b');
    expect(box).toHaveValue('a/b');
  });
});
