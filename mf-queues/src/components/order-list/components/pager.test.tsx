import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderWithProviders } from '@earrival/shared/testing';
import { installQueueServer, makeOrder } from '../../../testing/queueServer';
import { OrderListPanel } from './OrderListPanel';

let fake: ReturnType<typeof installQueueServer>;
beforeEach(() => {
  window.localStorage.clear();
  fake = installQueueServer(Array.from({ length: 45 }, (_, i) => makeOrder(i + 1)));
});
afterEach(() => fake.restore());

const renderPanel = () =>
  renderWithProviders(
    <OrderListPanel
      title="Order History"
      folder="allOrder"
      columns="default"
      userName="Alice"
      actions={[]}
    />,
  );
const listCalls = () => fake.callsTo('admin/get-orders-list');

describe('the order list pager', () => {
  it('walks Next and Previous from the shown page’s cursors, and jumps by number with the page only', async () => {
    // A list page answers its cursors as the server does: its first and last rows.
    fake.on('GET admin/get-orders-list/allOrder', (call) => {
      const page = Number(call.params.page);
      const rows = fake.store.orders.slice((page - 1) * 10, page * 10);
      const cursors = { before: `first-${rows[0]!.order_id}`, after: `last-${rows.at(-1)!.order_id}` };
      return ok(rows, 'OK', { total: 45, cursors });
    });
    renderPanel();
    expect(await screen.findByText('Showing 1 to 10 of 45 entries')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11 to 20 of 45 entries')).toBeInTheDocument();
    expect(listCalls().at(-1)!.params).toMatchObject({ page: 2, after: 'last-10' });

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 1 to 10 of 45 entries')).toBeInTheDocument();
    expect(listCalls().at(-1)!.params).toMatchObject({ page: 1, before: 'first-11' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 entries')).toBeInTheDocument();
    expect(listCalls().at(-1)!.params.after).toBeUndefined();
    expect(listCalls().at(-1)!.params.before).toBeUndefined();
  });

  it('shows a capped search count as "1,000+" and offers only the pages that exist', async () => {
    // 1,000 counted and more beyond: the server stops counting at its cap.
    fake.on('POST admin/search-order', (call) => {
      const start = Number(call.body.start);
      const end = Number(call.body.end);
      const rows = Array.from({ length: end - start }, (_, i) => makeOrder(100_000 - start - i));
      return ok(rows, 'OK', { total: 1000, totalCapped: true });
    });
    renderPanel();
    await screen.findByText('Showing 1 to 10 of 45 entries');
    await userEvent.type(screen.getByRole('searchbox'), 'customer');
    expect(await screen.findByText('Showing 1 to 10 of 1,000+ entries')).toBeInTheDocument();
    // The pages the count covers (1..100), the last marked open-ended ("100+"), none beyond.
    const last = screen.getByRole('button', { name: 'Page 100, more may follow' });
    expect(last).toHaveTextContent('100+');
    expect(screen.queryByRole('button', { name: /Page 101/ })).not.toBeInTheDocument();

    await userEvent.click(last);
    expect(await screen.findByText('Showing 991 to 1000 of 1,000+ entries')).toBeInTheDocument();
    // A full page 100 means more follow: Next stays open, to page 101 (itself open-ended).
    expect(await screen.findByRole('button', { name: 'Page 101, more may follow' })).toHaveTextContent(
      '101+',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 1001 to 1010 of 1,010+ entries')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.callsTo('admin/search-order').at(-1)!.body).toMatchObject({ start: 1000 }),
    );
  });

  it('shows an exact search count as it is', async () => {
    renderPanel();
    await screen.findByText('Showing 1 to 10 of 45 entries');
    await userEvent.type(screen.getByRole('searchbox'), 'customer4');
    // customer4 and customer40..45: 7 matches in the fake.
    expect(await screen.findByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('closes the pager when the pages past the cap run out', async () => {
    fake.on('POST admin/search-order', (call) => {
      // 1,004 matches: 1,000 counted, and four more on page 101.
      const start = Number(call.body.start);
      const end = Math.min(Number(call.body.end), 1004);
      const rows = Array.from({ length: Math.max(0, end - start) }, (_, i) => makeOrder(5000 - start - i));
      return ok(rows, 'OK', { total: 1000, totalCapped: true });
    });
    renderPanel();
    await screen.findByText('Showing 1 to 10 of 45 entries');
    await userEvent.type(screen.getByRole('searchbox'), 'customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 100, more may follow' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 101, more may follow' }));
    expect(await screen.findByText('Showing 1001 to 1004 of 1,004+ entries')).toBeInTheDocument();
    // Page 101 is short: it is the last, and the pager says so (the current page and a closed Next are plain text).
    expect(screen.getByLabelText('Page 101')).toHaveTextContent(/^101(\(current\))?$/);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });
});
