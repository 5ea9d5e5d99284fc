import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

describe('Download History', () => {
  it("says 'No record found' when the customer has not downloaded", async () => {
    renderDetail(makeOrderDetail({ downloadHistory: [] }));
    const table = await screen.findByRole('table', { name: 'Download History' });
    expect(within(table).getByText('No record found')).toBeInTheDocument();
  });

  it('lists downloads with the time in US Eastern time, labelled EST', async () => {
    renderDetail(
      makeOrderDetail({
        downloadHistory: [
          {
            id: 1,
            order_id: 4242,
            create_ts: '2026-07-04T16:05:09.000Z',
            ip: '203.0.113.9',
            timezone: 'Europe/Madrid',
            browser: 'Chrome - Desktop - desktop',
            device: '',
            device_type: '',
            os: 'Windows',
            location: 'Spain',
            file1: 'card-1.pdf',
            times: 1,
            last_ts: '2026-07-04T16:05:09.000Z',
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Download History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Order ID', 'Date & Time (EST)', 'Downloaded File', 'IP Address', 'Location', 'Times']);
    expect(
      within(table).getByRole('row', { name: '1 4242 07/04/2026 12:05:09 card-1.pdf 203.0.113.9 Spain 1×' }),
    ).toBeInTheDocument();
  });

  it("Sent Mail queues the track-order link to the customer and says so in the server's words", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    const message = 'The track-order link e-mail to ana.perez@example.com is queued through Mail provider 1.';
    api.on('POST admin/send-track-order-mail', ok({ mail: null }, message));
    const section = await screen.findByRole('region', { name: 'Download History' });
    await userEvent.click(within(section).getByRole('button', { name: 'Sent Mail' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls('POST admin/send-track-order-mail')[0]!.body).toEqual({
      orderId: 4242,
      email: 'ana.perez@example.com',
      mailServiceProvider: 'first',
    });
  });
});

describe('repeated downloads', () => {
  it('shows how many downloads a record stands for, with the last one as its title', async () => {
    renderDetail(
      makeOrderDetail({
        downloadHistory: [
          {
            id: 7,
            order_id: 4242,
            create_ts: '2026-07-04T16:05:09.000Z',
            last_ts: '2026-07-04T16:09:30.000Z',
            times: 3,
            ip: '203.0.113.9',
            timezone: 'Europe/Madrid',
            browser: 'Chrome',
            device: 'Desktop',
            device_type: 'desktop',
            os: 'Windows',
            location: 'Spain',
            file1: 'card-1.pdf',
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Download History' });
    const row = within(table).getByRole('row', {
      name: '1 4242 07/04/2026 12:05:09 card-1.pdf 203.0.113.9 Spain 3×',
    });
    expect(within(row).getByText('3×')).toHaveAttribute('title', 'Last at 07/04/2026 12:09:30 EDT');
  });
});

describe('a long Download History', () => {
  const download = (id: number) => ({
    id,
    order_id: 4242,
    create_ts: new Date(Date.UTC(2026, 0, 1, 12) + id * 3_600_000).toISOString(),
    last_ts: new Date(Date.UTC(2026, 0, 1, 12) + id * 3_600_000).toISOString(),
    times: 1 + (id % 3),
    ip: `203.0.113.${id % 250}`,
    timezone: 'UTC',
    browser: 'Chrome - Desktop - desktop',
    device: '',
    device_type: '',
    os: 'Linux',
    location: 'Spain',
    file1: 'card.pdf',
  });
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => download(from + i));

  it('shows the latest 50 with their numbers in the whole history, and pages through every record on Show all', async () => {
    const api = installFakeApi();
    api.on('GET admin/order-history/4242/downloads', (request) =>
      ok(Number(request.params.page) === 1 ? range(1, 200) : range(201, 260), 'OK', { total: 260 }),
    );
    const order = makeOrderDetail({ downloadHistory: range(211, 260) });
    renderDetail({ ...order, totals: { ...order.totals, downloads: 260 } }, { api });
    const section = await screen.findByRole('region', { name: 'Download History' });
    const table = within(section).getByRole('table', { name: 'Download History' });
    expect(within(section).getByText(/Showing the latest 50 of 260/)).toBeInTheDocument();
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent(/^2114242.*203\.0\.113\.211Spain2×$/);
    expect(rows[49]).toHaveTextContent(/^2604242.*203\.0\.113\.10Spain3×$/);

    await userEvent.click(within(section).getByRole('button', { name: 'Show all 260' }));
    expect(await within(section).findByText('Showing 201–260 of 260')).toBeInTheDocument();
    expect(api.calls('GET admin/order-history/4242/downloads')[0]!.params).toEqual({
      page: 2,
      limit: 200,
      order: 'asc',
    });
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(60);
    await userEvent.click(within(section).getByRole('button', { name: 'Previous page' }));
    expect(await within(section).findByText('Showing 1–200 of 260')).toBeInTheDocument();
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^14242/);
    expect(within(section).queryByText(/Showing the latest/)).not.toBeInTheDocument();
  });
});
