import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { ActivitySection } from './ActivitySection';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const render = (ui: Parameters<typeof renderWithProviders>[0]) => renderWithProviders(ui);

describe('Activity', () => {
  it('lists what happened as the server sends it (newest first), with times in US Eastern time and mail statuses', () => {
    render(
      <ActivitySection
        order={makeOrderDetail({
          activity: [
            {
              key: 'e3',
              at: '2026-07-04T16:05:09Z',
              kind: 'mail',
              actor_name: 'Team Member',
              text: 'Mailed card.pdf to ana@example.com via Mail provider 2: failed',
              provider: 'second',
              status: 'failed',
            },
            {
              key: 'm2',
              at: '2026-07-04T15:30:00Z',
              kind: 'mail',
              actor_name: 'Team Member',
              text: 'Mailed card.pdf to ana@example.com via Mail provider 2: retrying (421 Try again later)',
              provider: 'second',
              status: 'retrying',
            },
            {
              key: 'm1',
              at: '2026-07-04T15:10:00Z',
              kind: 'mail',
              actor_name: 'Team Member',
              text: 'Mailed card.pdf to ana@example.com via Mail provider 1: sent',
              provider: 'first',
              status: 'sent',
            },
            {
              key: 'd1',
              at: '2026-07-04T15:00:00Z',
              kind: 'download',
              actor_name: 'customer',
              text: 'Downloaded card.pdf from 203.0.113.9 (Madrid, Spain)',
            },
            {
              key: 'e1',
              at: '2026-07-01T12:00:00Z',
              kind: 'created',
              actor_name: 'system',
              text: 'Order created',
            },
          ],
        })}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '07/04/2026 12:05:09 EDTMailMailed card.pdf to ana@example.com via Mail provider 2: failedTeam Member',
      '07/04/2026 11:30:00 EDTMailMailed card.pdf to ana@example.com via Mail provider 2: retrying (421 Try again later)Team Member',
      '07/04/2026 11:10:00 EDTMailMailed card.pdf to ana@example.com via Mail provider 1: sentTeam Member',
      '07/04/2026 11:00:00 EDTDownloadDownloaded card.pdf from 203.0.113.9 (Madrid, Spain)customer',
      '07/01/2026 08:00:00 EDTCreatedOrder createdsystem',
    ]);
    // A failed mail stands out in red, one still being retried in yellow; a sent one like any line.
    const kind = (item: HTMLElement) => within(item).getByText(/^(Mail|Download|Created)$/);
    expect(items[0]).toHaveClass('od-timeline-failed');
    expect(kind(items[0]!)).toHaveClass('bg-danger');
    expect(items[1]).toHaveClass('od-timeline-retrying');
    expect(items[1]).not.toHaveClass('od-timeline-failed');
    expect(kind(items[1]!)).toHaveClass('bg-warning');
    for (const item of items.slice(2)) {
      expect(item).toHaveClass('od-timeline-item', { exact: true });
      expect(kind(item)).toHaveClass('bg-secondary');
    }
  });

  it('says so when nothing is recorded', () => {
    render(<ActivitySection order={makeOrderDetail({ activity: [] })} />);
    expect(screen.getByText('No record found')).toBeInTheDocument();
  });
});

describe('a long Activity', () => {
  const line = (n: number) => ({
    key: `e${n}`,
    at: new Date(Date.UTC(2026, 5, 1) - (1500 - n) * 60_000).toISOString(),
    kind: 'comment' as const,
    actor_name: 'Team Member',
    text: `Comment number ${n}`,
  });
  /** Lines newest first, from n down to m. */
  const lines = (n: number, m: number) => Array.from({ length: n - m + 1 }, (_, i) => line(n - i));

  it('shows the newest 50 lines of the total, then pages through them all from the server', async () => {
    api.on('GET admin/order-history/4242/activity', (request) =>
      ok(Number(request.params.page) === 1 ? lines(1500, 1301) : lines(1300, 1101), 'OK', { total: 1500 }),
    );
    const order = makeOrderDetail({ activity: lines(1500, 1451) });
    render(<ActivitySection order={{ ...order, totals: { ...order.totals, activity: 1500 } }} />);
    const list = screen.getByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText(/Showing the latest 50 of 1,500\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 1,500' }));
    // Newest first: Show all opens the first page.
    expect(await screen.findByText('Showing 1–200 of 1,500')).toBeInTheDocument();
    expect(api.calls('GET admin/order-history/4242/activity')[0]!.params).toEqual({
      page: 1,
      limit: 200,
      order: 'desc',
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 201–400 of 1,500')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Comment number 1300');
    expect(screen.getByRole('button', { name: 'Page 8' })).toBeInTheDocument();
  });
});
