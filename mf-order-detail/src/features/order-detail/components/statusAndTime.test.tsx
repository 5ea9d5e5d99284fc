import { screen, within } from '@testing-library/react';
import { STATUS_LABELS } from '@earrival/shared/status';
import { PROCESS_STATUSES, type MailHistoryEntry, type OrderDetail } from '@earrival/shared/types';
import { rawStatusTokensOnPage, SAME_INSTANT, SAME_ORDER_DATES } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

/*
 * The order page speaks one language of statuses and one of time: every status by its label, and the
 * order's own instant (SAME_INSTANT, the order 102388) read as the queue and the CSV read it, and
 * as Activity and the histories read it.
 */

const mail: MailHistoryEntry = {
  id: 1,
  order_id: SAME_INSTANT.orderId,
  create_ts: SAME_INSTANT.iso,
  email: 'ana.perez@example.com',
  kind: 'document',
  subject: 'Your Cuba e-Arrival card',
  uploadDoc: { file1: 'card-1.pdf', mail_service_provider: 'first' },
  mail_service_provider: 'first',
  provider_label: 'Mail provider 1',
  status: 'sent',
  attempts: 1,
  provider_message_id: '<m1@outbox>',
  failure_reason: null,
  sent_by: 'Team Member',
};

const order = (extra: Partial<OrderDetail> = {}) =>
  makeOrderDetail({
    order_id: SAME_INSTANT.orderId,
    created_at: SAME_INSTANT.iso,
    mailHistory: [mail],
    activity: [
      { key: 'e1', at: SAME_INSTANT.iso, kind: 'created', actor_name: 'system', text: 'Order received' },
    ],
    ...extra,
  });

const valueOf = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('the order page: statuses by their labels, one instant on its two clocks', () => {
  it.each(PROCESS_STATUSES)(
    'shows an order in %s by its label, with no raw token anywhere',
    async (status) => {
      renderDetail(order({ process_status: status }));
      const details = await screen.findByRole('region', { name: 'Order Details' });
      expect(valueOf(details, 'Status')).toBe(STATUS_LABELS[status]);
      expect(rawStatusTokensOnPage()).toEqual([]);
    },
  );

  it("reads the order's instant as the queue does (UTC) and as Activity and the histories do (EST)", async () => {
    renderDetail(order());
    const details = await screen.findByRole('region', { name: 'Order Details' });
    // The detail's own field: both readings, side by side, the second in the first one's format.
    expect(valueOf(details, 'Received')).toBe(SAME_INSTANT.both);
    expect(SAME_INSTANT.both).toBe(
      `${SAME_INSTANT.list} UTC · ${SAME_INSTANT.historyZoned.replaceAll('/', '-')}`,
    );

    // Activity: a timeline has no column header, so its time names its zone; hovering shows both clocks,
    // in the line's own format.
    const activity = screen.getByRole('list', { name: 'Activity' });
    const time = within(activity).getByText(SAME_INSTANT.historyZoned);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', SAME_INSTANT.iso);
    expect(time).toHaveAttribute('title', SAME_INSTANT.bothFromHistory);

    // Email History: the history reading under the spec's "(EST)" header.
    const table = screen.getByRole('table', { name: 'Email History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const column = headers.indexOf('Date & Time (EST)');
    expect(column).toBeGreaterThan(0);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[column]).toHaveTextContent(SAME_INSTANT.history);
  });
});

describe("the order page's date fields read as the defence packs print them", () => {
  it('shows birth and arrival as DD/MM/YYYY and "Received" on both clocks in one format (SAME_ORDER_DATES)', async () => {
    renderDetail(
      makeOrderDetail({
        order_id: SAME_ORDER_DATES.orderId,
        date_of_birth: SAME_ORDER_DATES.date_of_birth,
        date_of_arrival: SAME_ORDER_DATES.date_of_arrival,
        created_at: SAME_ORDER_DATES.created_at,
      }),
    );
    await screen.findByRole('region', { name: 'Order Details' });
    // Every date field, wherever it sits on the page: one <dt> label, its value beside it.
    const shown = SAME_ORDER_DATES.fields.map(({ page }) => {
      const label = screen.getByText(page, { selector: 'dt' });
      return { page, reading: label.nextElementSibling?.textContent ?? '' };
    });
    expect(shown).toEqual(SAME_ORDER_DATES.fields.map(({ page, reading }) => ({ page, reading })));
    const text = document.body.textContent ?? '';
    for (const misread of SAME_ORDER_DATES.misread) expect(text).not.toContain(misread);
  });
});
