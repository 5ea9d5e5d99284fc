import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Remark } from '@earrival/shared/types';
import { installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { CommentHistory } from './CommentHistory';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const render = (ui: Parameters<typeof renderWithProviders>[0]) => renderWithProviders(ui);

const remark = (id: number, text: string, extra: Partial<Remark> = {}): Remark => ({
  id,
  order_id: 4242,
  us_date: '11/02/2026',
  us_time: `09:0${id}:00`,
  create_ts: `2026-11-02T14:0${id}:00.000Z`,
  remark_name: id === 1 ? 'Team Member' : 'Manager One',
  remark: text,
  whatsapp: 'N',
  telephone: 'N',
  status_refund: 'N',
  voided: 'N',
  chargeback: 'N',
  report_error: 'N',
  ...extra,
});

describe('Comment History', () => {
  it('numbers the comments with order id, date and time, and team member', () => {
    render(
      <CommentHistory
        orderId={4242}
        remarks={[remark(1, 'Called the customer'), remark(2, 'Refund agreed')]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Comment History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Order ID', 'Date & Time (EST)', 'Team', 'Action']);
    expect(
      within(table).getByRole('row', { name: '1 4242 11/02/2026 09:01:00 Team Member Show' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: '2 4242 11/02/2026 09:02:00 Manager One Show' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Called the customer')).not.toBeInTheDocument();
    // The table scrolls sideways on a phone inside a named region the keyboard can reach.
    const scroller = screen.getByRole('region', { name: 'Comment History table' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('Show reveals the remark and the six flags; one row is open at a time; Hide closes it', async () => {
    render(
      <CommentHistory
        orderId={4242}
        remarks={[
          remark(1, 'Called the customer', { telephone: 'Y' }),
          remark(2, 'Refund agreed', { status_refund: 'Y', report_error: 'Y' }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Show' });
    await userEvent.click(first!);
    expect(screen.getByText('Called the customer')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Flags' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Whatsapp: N', 'Telephone: Y', 'Refund: N', 'Voided: N', 'Chargeback: N', 'ReportError: N']);

    await userEvent.click(second!);
    expect(screen.queryByText('Called the customer')).not.toBeInTheDocument();
    expect(screen.getByText('Refund agreed')).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Flags' })).toHaveLength(1);
    expect(screen.getByText('ReportError:').parentElement).toHaveTextContent('ReportError: Y');

    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('Refund agreed')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show' })).toHaveLength(2);
  });

  it('says so when there are no comments', () => {
    render(<CommentHistory orderId={4242} remarks={[]} total={0} />);
    expect(screen.getByText('No record found')).toBeInTheDocument();
  });
});

// Hundreds of rows through the DOM: the default 5 s is too tight on a busy shared machine.
describe('a long Comment History', () => {
  jest.setTimeout(20_000);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => remark(from + i, `Comment ${from + i}`));

  it('shows the latest 50 of the total, then pages through every comment from the server', async () => {
    api.on('GET admin/order-history/4242/comments', (request) => {
      const page = Number(request.params.page);
      const rows = page === 2 ? range(201, 300) : range(1, 200);
      return ok(rows, 'OK', { total: 300 });
    });
    render(<CommentHistory orderId={4242} remarks={range(251, 300)} total={300} />);
    const section = screen.getByRole('region', { name: 'Comment History' });
    const table = within(section).getByRole('table', { name: 'Comment History' });
    expect(within(section).getByText(/Showing the latest 50 of 300\./)).toBeInTheDocument();
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent(/^2514242/);
    expect(rows[49]).toHaveTextContent(/^3004242/);
    expect(api.callsTo('admin/order-history')).toHaveLength(0);

    // Show all opens the last page (200 a page, oldest first): the comments already on screen, and more.
    await userEvent.click(within(section).getByRole('button', { name: 'Show all 300' }));
    expect(await within(section).findByText('Showing 201–300 of 300')).toBeInTheDocument();
    expect(api.calls('GET admin/order-history/4242/comments')[0]!.params).toEqual({
      page: 2,
      limit: 200,
      order: 'asc',
    });
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(100);
    expect(rows[0]).toHaveTextContent(/^2014242/);

    await userEvent.click(within(section).getByRole('button', { name: 'Page 1' }));
    expect(await within(section).findByText('Showing 1–200 of 300')).toBeInTheDocument();
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(200);
    expect(rows[0]).toHaveTextContent(/^14242/);
    expect(rows[199]).toHaveTextContent(/^2004242/);

    await userEvent.click(within(section).getByRole('button', { name: 'Show latest' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(within(section).getByRole('button', { name: 'Show all 300' })).toBeInTheDocument();
  });

  it('offers no Show all when the detail carries the whole history', () => {
    render(<CommentHistory orderId={4242} remarks={range(1, 3)} total={3} />);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});
