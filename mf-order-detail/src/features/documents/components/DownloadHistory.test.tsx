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
            os: 'Windows',
            location: 'Spain',
            file1: 'card-1.pdf',
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Download History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Order ID', 'Date & Time (EST)', 'Downloaded File', 'IP Address', 'Location']);
    expect(
      within(table).getByRole('row', { name: '1 4242 07/04/2026 12:05:09 card-1.pdf 203.0.113.9 Spain' }),
    ).toBeInTheDocument();
  });

  it('Sent Mail mails the customer the track-order link', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on(
      'POST admin/send-track-order-mail',
      ok({ mail: null }, 'Track-order link sent to ana.perez@example.com'),
    );
    const section = await screen.findByRole('region', { name: 'Download History' });
    await userEvent.click(within(section).getByRole('button', { name: 'Sent Mail' }));
    expect(await screen.findByText('Track-order link sent to ana.perez@example.com')).toBeInTheDocument();
    expect(api.calls('POST admin/send-track-order-mail')[0]!.body).toEqual({
      orderId: 4242,
      email: 'ana.perez@example.com',
      mailServiceProvider: 'first',
    });
  });
});

describe('a long Download History', () => {
  it('shows the latest 50 with their numbers, and every row on Show all', async () => {
    const downloads = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      order_id: 4242,
      create_ts: new Date(Date.UTC(2026, 0, 1, 12) + i * 3_600_000).toISOString(),
      ip: `203.0.113.${i + 1}`,
      timezone: 'UTC',
      browser: 'Chrome - Desktop - desktop',
      os: 'Linux',
      location: 'Spain',
      file1: 'card.pdf',
    }));
    renderDetail(makeOrderDetail({ downloadHistory: downloads }));
    const section = await screen.findByRole('region', { name: 'Download History' });
    const table = within(section).getByRole('table', { name: 'Download History' });
    expect(within(section).getByText(/Showing the latest 50 of 60/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent(/^114242.*203\.0\.113\.11Spain$/);
    expect(rows[49]).toHaveTextContent(/^604242.*203\.0\.113\.60Spain$/);
    await userEvent.click(within(section).getByRole('button', { name: 'Show all 60' }));
    expect(within(table).getAllByRole('row')).toHaveLength(61);
    expect(within(section).queryByText(/Showing the latest/)).not.toBeInTheDocument();
  });
});
