import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrderListRow } from '@earrival/shared/types';
import { OrderTable } from './OrderTable';
import { orderColumns } from './orderColumns';
import { NARROW_QUERY } from './narrowScreen';

/* A phone's card list hides the headers: it sorts through "Sort by", showing the sort in force. */

const row: OrderListRow = {
  order_id: 1,
  process_status: 'New',
  first_name: 'Ana',
  sur_name: 'Perez',
  email: 'ana@example.com',
  phone_number: '+1 (305) 555-0100',
  country_code: '+1',
  created_at: '2026-03-07T15:04:09Z',
  date_of_departure: '2026-04-01',
  refund_date: null,
  processing_date: null,
  process_month: '01',
  assign_to: null,
  processing_mode: 'Regular Processing',
} as unknown as OrderListRow;

function onScreen(narrow: boolean, onSortChange = jest.fn()) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    render(
      <MemoryRouter>
        <OrderTable<OrderListRow>
          label="Orders"
          columns={orderColumns('default')}
          rows={[row]}
          rowKey={(order) => order.order_id}
          sort={{ key: 'order_id', direction: 'desc' }}
          onSortChange={onSortChange}
        />
      </MemoryRouter>,
    );
  } finally {
    window.matchMedia = original;
  }
  return onSortChange;
}

describe('the sort on a phone', () => {
  it('shows the sort in force, offers a date newest first, and reports the choice', async () => {
    const onSortChange = onScreen(true);
    const picker = screen.getByRole('combobox', { name: 'Sort by' });
    expect(picker).toHaveDisplayValue('Order Id, descending ▼');
    const dates = screen
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => text?.startsWith('Date & Time'));
    expect(dates).toEqual(['Date & Time (UTC), newest first ▼', 'Date & Time (UTC), oldest first ▲']);
    await userEvent.selectOptions(picker, 'created_at:desc');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'created_at', direction: 'desc' });
  });

  it('is not there on a wide screen, where the headers sort', () => {
    onScreen(false);
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });
});
