import { screen, within } from '@testing-library/react';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { STATUS_LABELS } from '@earrival/shared/status';
import { PROCESS_STATUSES } from '@earrival/shared/types';
import { rawStatusTokensOnPage, renderWithProviders, SAME_INSTANT } from '@earrival/shared/testing';
import { installQueueServer, makeOrder } from '../../../testing/queueServer';
import { QueueScreen } from './QueueScreen';

/*
 * The queues speak one language of statuses and of time: every status by its label, and the order
 * 102388 at the instant the order page and the CSV read the same way (SAME_INSTANT).
 */

const routeFor = (path: string) => ADMIN_ROUTES.find((route) => route.path === path)!;
const admin = { id: 1, name: 'Ada', email: 'ada@example.com', type: 'Admin' as const };

// One order per status (the fake's lists leave Deleted out, as the server's do outside Deleted Orders).
const SHOWN = PROCESS_STATUSES.filter((status) => status !== 'Deleted');
const orders = [
  makeOrder(SAME_INSTANT.orderId, { created_at: SAME_INSTANT.iso, process_status: 'AwaitingGovt' }),
  ...SHOWN.map((process_status, i) => makeOrder(i + 1, { process_status })),
];

let fake: ReturnType<typeof installQueueServer>;
beforeEach(() => {
  fake = installQueueServer(orders);
});
afterEach(() => fake.restore());

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('queues: statuses by their labels, the instant as the order page and the CSV read it', () => {
  it('lists an order of every status by its label, with no raw token on the screen', async () => {
    renderWithProviders(<QueueScreen route={routeFor('order-history')} user={admin} />);
    await screen.findByText(`customer${SAME_INSTANT.orderId}@example.com`);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    const status = headers.indexOf('Status');
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row)[status]);
    expect(new Set(shown)).toEqual(new Set(SHOWN.map((s) => STATUS_LABELS[s])));
    expect(rawStatusTokensOnPage()).toEqual([]);
  });

  it('shows order 102388 at the instant the detail, Activity and the CSV show, under a "(UTC)" header', async () => {
    renderWithProviders(<QueueScreen route={routeFor('order-history')} user={admin} />);
    const email = await screen.findByText(`customer${SAME_INSTANT.orderId}@example.com`);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    const cells = cellsOf(email.closest('tr')!);
    expect(cells[headers.indexOf('Date & Time (UTC)')]).toBe(SAME_INSTANT.list);
    expect(cells[headers.indexOf('Status')]).toBe('Awaiting Govt');
  });
});
