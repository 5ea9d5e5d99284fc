import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { ActivitySection } from './ActivitySection';

describe('Activity', () => {
  it('lists what happened as the server sends it (newest first), with times in US Eastern time and mail outcomes', () => {
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
              outcome: 'failed',
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
      '07/04/2026 12:05:09MailMailed card.pdf to ana@example.com via Mail provider 2: failedTeam Member',
      '07/04/2026 11:00:00DownloadDownloaded card.pdf from 203.0.113.9 (Madrid, Spain)customer',
      '07/01/2026 08:00:00CreatedOrder createdsystem',
    ]);
    // A failed mail stands out.
    expect(items[0]).toHaveClass('od-timeline-failed');
    expect(items[1]).not.toHaveClass('od-timeline-failed');
  });

  it('says so when nothing is recorded', () => {
    render(<ActivitySection order={makeOrderDetail({ activity: [] })} />);
    expect(screen.getByText('No record found')).toBeInTheDocument();
  });
});

describe('a long Activity', () => {
  it('shows the newest 50 lines until Show all', async () => {
    const activity = Array.from({ length: 75 }, (_, i) => ({
      key: `e${i}`,
      at: new Date(Date.UTC(2026, 5, 1) - i * 60_000).toISOString(),
      kind: 'comment' as const,
      actor_name: 'Team Member',
      text: `Comment number ${75 - i}`,
    }));
    render(<ActivitySection order={makeOrderDetail({ activity })} />);
    const list = screen.getByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(within(list).getByText('Comment number 75')).toBeInTheDocument();
    expect(within(list).queryByText('Comment number 25')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 75' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(75);
  });
});
