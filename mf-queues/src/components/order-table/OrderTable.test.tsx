import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrderListRow } from '@earrival/shared/types';
import { chatLink, NO_RECORDS_TEXT } from '@earrival/shared/ui';
import { OrderTable, type OrderTableProps } from './OrderTable';
import { orderColumns } from './orderColumns';
import { ROW_HEIGHT } from './virtualWindow';

const order = (id: number, extra: Partial<OrderListRow> = {}): OrderListRow => ({
  order_id: id,
  process_status: 'New',
  first_name: 'Ana',
  sur_name: `Perez${id}`,
  email: `ana${id}@example.com`,
  phone_number: '+1 (305) 555-0100',
  country_code: '+1',
  created_at: '2026-03-07T15:04:09Z',
  date_of_departure: '2026-04-01',
  refund_date: '2026-11-02',
  processing_date: '2027-01-15',
  process_month: '01',
  assign_to: null,
  processing_mode: 'Regular Processing',
  ...extra,
});

function renderTable(props: Partial<OrderTableProps<OrderListRow>> = {}) {
  return render(
    <MemoryRouter>
      <OrderTable<OrderListRow>
        label="Orders"
        columns={orderColumns('default')}
        rows={[order(1), order(2)]}
        rowKey={(row) => row.order_id}
        {...props}
      />
    </MemoryRouter>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));

describe('OrderTable', () => {
  it('builds the chat link in international form, with the dialling code unless the number has its own', () => {
    expect(chatLink('416 555 0199', '+1')).toBe('https://wa.me/14165550199');
    expect(chatLink('+44 20 7946 0958', '+1')).toBe('https://wa.me/442079460958');
    expect(chatLink('612345678', null)).toBe('https://wa.me/612345678');
    expect(chatLink('', '+34')).toBeNull();
  });

  it('shows the default column set, dates in UTC under a header that says so, and the View link with the encoded id', () => {
    renderTable();
    expect(headers()).toEqual([
      'Order Id',
      'Name',
      'Email',
      'Telephone',
      'Date & Time (UTC)',
      'Assigned To',
      'Status',
      'Action',
    ]);
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('03-07-2026 15:04:09')).toBeInTheDocument();
    expect(within(firstRow).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/admin/view-order/${btoa('2')}`,
    );
    expect(within(firstRow).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      'https://wa.me/13055550100',
    );
  });

  it.each([
    [
      'contactCustomer',
      ['Order Id', 'Name', 'Email', 'Date & Time (UTC)', 'Assigned To', 'Status', 'Action'],
    ],
    [
      'priority',
      ['Order Id', 'Name', 'Email', 'Telephone', 'Date & Time (UTC)', 'Departure Date', 'Status', 'Action'],
    ],
    ['refund', ['Order Id', 'Email', 'Telephone', 'Date & Time (UTC)', 'Refund Date', 'Status', 'View']],
    [
      'chargeBack',
      ['Order Id', 'Name', 'Email', 'Telephone', 'Date & Time (UTC)', 'Assigned To', 'Status', 'Action'],
    ],
    [
      'future',
      [
        'Order ID',
        'Name',
        'Email',
        'Telephone',
        'Date & Time (UTC)',
        'Processing Date',
        'Process Month',
        'Status',
        'Action',
      ],
    ],
  ] as const)('has the %s column set', (set, expected) => {
    renderTable({ columns: orderColumns(set) });
    expect(headers()).toEqual(expected);
  });

  it('shows refund dates as DD-MM-YYYY and refund rows with View only', () => {
    renderTable({ columns: orderColumns('refund'), rows: [order(5)] });
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('02-11-2026')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.textContent),
      // The order id is the row's own link to the order (middle-click opens a tab); the actions: View only.
    ).toEqual(['5', 'View']);
  });

  it('adds row actions after View, with no chat link on the Charge Back and Future lists', () => {
    renderTable({
      columns: orderColumns('future', (row) => <button>Delete {row.order_id}</button>),
      rows: [order(9)],
    });
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('button', { name: 'Delete 9' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    expect(within(row).getByText('07-03-2026 15:04:09')).toBeInTheDocument();
  });

  it('shows the empty texts', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('No data available in table')).toBeInTheDocument();
    unmount();
    renderTable({ rows: [], emptyText: NO_RECORDS_TEXT });
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });

  it('reports sorting on every column, toggling the direction', async () => {
    const onSortChange = jest.fn();
    const { rerender } = renderTable({ onSortChange });
    await userEvent.click(screen.getByRole('button', { name: /Email/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'email', direction: 'asc' });
    rerender(
      <MemoryRouter>
        <OrderTable<OrderListRow>
          label="Orders"
          columns={orderColumns('default')}
          rows={[order(1)]}
          rowKey={(row) => row.order_id}
          sort={{ key: 'email', direction: 'asc' }}
          onSortChange={onSortChange}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Email/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'email', direction: 'desc' });
    for (const name of ['Order Id', 'Name', 'Telephone', 'Date & Time (UTC)', 'Status']) {
      expect(
        screen.getByRole('button', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }),
      ).toBeInTheDocument();
    }
  });

  it.each([
    ['default', 'Date & Time (UTC)', 'created_at'],
    ['priority', 'Departure Date', 'date_of_departure'],
    ['refund', 'Refund Date', 'refund_date'],
    ['future', 'Processing Date', 'processing_date'],
  ] as const)(
    'the first click on a date column (%s list, %s) sorts newest first, the second oldest first',
    async (set, header, key) => {
      const onSortChange = jest.fn();
      const button = () => screen.getByRole('button', { name: header });
      const { rerender } = renderTable({
        columns: orderColumns(set),
        sort: { key: 'order_id', direction: 'desc' },
        onSortChange,
      });
      await userEvent.click(button());
      expect(onSortChange).toHaveBeenLastCalledWith({ key, direction: 'desc' });
      rerender(
        <MemoryRouter>
          <OrderTable<OrderListRow>
            label="Orders"
            columns={orderColumns(set)}
            rows={[order(1)]}
            rowKey={(row) => row.order_id}
            sort={{ key, direction: 'desc' }}
            onSortChange={onSortChange}
          />
        </MemoryRouter>,
      );
      const th = button().closest('th')!;
      expect(th).toHaveAttribute('aria-sort', 'descending');
      expect(th).toHaveTextContent(`${header}▼`);
      await userEvent.click(button());
      expect(onSortChange).toHaveBeenLastCalledWith({ key, direction: 'asc' });
    },
  );

  it('reports the search text once typing pauses for 500 ms', () => {
    jest.useFakeTimers();
    try {
      const onSearch = jest.fn();
      renderTable({ onSearch });
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'an' } });
      act(() => jest.advanceTimersByTime(300));
      fireEvent.change(box, { target: { value: 'ana ' } });
      act(() => jest.advanceTimersByTime(499));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenCalledWith('ana');
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides the search box when no search is wanted', () => {
    renderTable();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('offers 10, 25, 50, 100, 500 and All rows per page, and the pager', async () => {
    const onRowsPerPageChange = jest.fn();
    const onPageChange = jest.fn();
    renderTable({
      paging: { page: 1, totalPages: 20, onPageChange, rowsPerPage: 10, onRowsPerPageChange },
    });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100', '500', 'All']);
    await userEvent.selectOptions(select, 'All');
    expect(onRowsPerPageChange).toHaveBeenCalledWith('all');
    await userEvent.selectOptions(select, '25');
    expect(onRowsPerPageChange).toHaveBeenLastCalledWith(25);
    const pager = screen.getByRole('list');
    expect(
      within(pager)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['‹Previous', '1(current)', '2', '3', '4', '5', '…More', '20', '›Next']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
  });

  it('selects rows and all rows of the page through the selection it is given', async () => {
    const selected = new Set<number>([2]);
    const onToggle = jest.fn();
    const onToggleMany = jest.fn();
    renderTable({
      selection: { isSelected: (row) => selected.has(row.order_id), onToggle, onToggleMany },
    });
    const [all, first, second] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(all!.indeterminate).toBe(true);
    expect(second).toBeChecked();
    await userEvent.click(first!);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ order_id: 1 }), true);
    await userEvent.click(all!);
    expect(onToggleMany).toHaveBeenCalledWith(
      [expect.objectContaining({ order_id: 1 }), expect.objectContaining({ order_id: 2 })],
      true,
    );
  });

  it('selects a range with Shift held', async () => {
    const onToggle = jest.fn();
    const onToggleMany = jest.fn();
    renderTable({
      rows: [order(1), order(2), order(3), order(4), order(5)],
      selection: { isSelected: () => false, onToggle, onToggleMany },
    });
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    const user = userEvent.setup();
    await user.click(boxes[3]!);
    await user.keyboard('{Shift>}');
    await user.click(boxes[1]!);
    await user.keyboard('{/Shift}');
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ order_id: 4 }), true);
    expect(onToggleMany).toHaveBeenCalledWith(
      [2, 3, 4].map((id) => expect.objectContaining({ order_id: id })),
      true,
    );
  });

  it("renders only the rows in view for long lists ('All'), placeholders for rows still loading", () => {
    const total = 100_000;
    const loaded = new Map(Array.from({ length: 1000 }, (_, i) => [i, order(i + 1)]));
    const onVisibleRangeChange = jest.fn();
    renderTable({ rows: { length: total, at: (i) => loaded.get(i) }, onVisibleRangeChange });
    const bodyRows = () =>
      screen.getAllByRole('row').filter((tr) => tr.getAttribute('aria-hidden') !== 'true');
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.getByText('ana1@example.com')).toBeInTheDocument();
    expect(onVisibleRangeChange).toHaveBeenLastCalledWith(0, 25);

    const scroller = screen.getByRole('table').parentElement!;
    scroller.scrollTop = 50_000 * ROW_HEIGHT;
    fireEvent.scroll(scroller);
    expect(onVisibleRangeChange).toHaveBeenLastCalledWith(49_990, 50_025);
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(10);
  });

  it('keeps one row in the Tab order: the last row focused itself, not the row of a focused View link', async () => {
    renderTable({
      rows: [order(1), order(2), order(3)],
      rowLink: { href: (row) => `/orders/${row.order_id}` },
    });
    const bodyRows = screen.getAllByRole('row').slice(1);
    const tabStops = () => bodyRows.map((row) => row.getAttribute('tabindex'));
    expect(tabStops()).toEqual(['0', '-1', '-1']);

    // Tabbing on through the rows' own links leaves the tab stop where the keyboard reached a row.
    within(bodyRows[1]!).getByRole('link', { name: 'View' }).focus();
    expect(tabStops()).toEqual(['0', '-1', '-1']);

    // j moves the focus (and the tab stop) to the next row from where the focus is.
    await userEvent.keyboard('j');
    expect(bodyRows[2]).toHaveFocus();
    expect(tabStops()).toEqual(['-1', '-1', '0']);
  });

  it("names the lists' zone beside the date on a phone's card, where no column header says it", () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 575.98px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderTable({ rows: [order(1)] });
      const row = screen.getAllByRole('row')[1]!;
      expect(within(row).getByText('03-07-2026 15:04:09 UTC')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
