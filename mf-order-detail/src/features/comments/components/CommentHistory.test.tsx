import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Remark } from '@earrival/shared/types';
import { CommentHistory } from './CommentHistory';

const remark = (id: number, text: string, extra: Partial<Remark> = {}): Remark => ({
  id,
  order_id: 4242,
  us_date: '11/02/2026',
  us_time: `09:0${id}:00`,
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
    render(<CommentHistory remarks={[remark(1, 'Called the customer'), remark(2, 'Refund agreed')]} />);
    const table = screen.getByRole('table', { name: 'Comment History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Order ID', 'Date & Time', 'Team', 'Action']);
    expect(
      within(table).getByRole('row', { name: '1 4242 11/02/2026 09:01:00 Team Member Show' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: '2 4242 11/02/2026 09:02:00 Manager One Show' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Called the customer')).not.toBeInTheDocument();
  });

  it('Show reveals the remark and the six flags; one row is open at a time; Hide closes it', async () => {
    render(
      <CommentHistory
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
    render(<CommentHistory remarks={[]} />);
    expect(screen.getByText('No record found')).toBeInTheDocument();
  });
});
