import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailHistoryEntry } from '@earrival/shared/types';
import { installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

const mail = (id: number, extra: Partial<MailHistoryEntry> = {}): MailHistoryEntry => ({
  id,
  order_id: 4242,
  create_ts: '2026-01-15T17:30:00.000Z',
  email: 'ana.perez@example.com',
  kind: 'document',
  subject: 'Your Cuba e-Arrival card',
  uploadDoc: { file1: 'card-1.pdf', mail_service_provider: 'first' },
  mail_service_provider: 'first',
  provider_label: 'Mail provider 1',
  outcome: 'accepted',
  provider_message_id: '<m1@outbox>',
  failure_reason: null,
  sent_by: 'Team Member',
  ...extra,
});

describe('Email History', () => {
  it('lists every mail with #, order id, download, time (MM/DD/YYYY, US Eastern), provider and outcome', async () => {
    renderDetail(
      makeOrderDetail({
        mailHistory: [
          mail(1),
          mail(2, {
            kind: 'track-link',
            uploadDoc: { file1: '', mail_service_provider: 'second' },
            mail_service_provider: 'second',
            provider_label: 'Mail provider 2',
            outcome: 'failed',
            provider_message_id: null,
            failure_reason: 'Invalid login: 535 Authentication failed',
          }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Email History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Order ID', 'Download', 'Date & Time', 'Mail Provider', 'Sent To', 'Outcome']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '14242card-1.pdf01/15/2026 12:30:00Mail provider 1ana.perez@example.comAccepted <m1@outbox>',
      '24242—01/15/2026 12:30:00Mail provider 2ana.perez@example.comFailed Invalid login: 535 Authentication failed',
    ]);
  });

  it("says 'No record found' when nothing was mailed", async () => {
    renderDetail(makeOrderDetail({ mailHistory: [] }));
    const table = await screen.findByRole('table', { name: 'Email History' });
    expect(within(table).getByText('No record found')).toBeInTheDocument();
  });

  it('downloads the stored document with the staff session', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ mailHistory: [mail(1)] }), { api });
    api.on('GET uploads/docs/4242/card-1.pdf', [200, new Blob(['%PDF'])]);
    const created = jest.fn(() => 'blob:doc');
    const realCreate = URL.createObjectURL;
    URL.createObjectURL = created;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'card-1.pdf' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(api.calls('GET uploads/docs/4242/card-1.pdf')).toHaveLength(1);
      expect(created).toHaveBeenCalled();
    } finally {
      URL.createObjectURL = realCreate;
      click.mockRestore();
    }
  });

  it.each([
    ['Resend Mail (Provider 1)', 'first'],
    ['Resend Mail (Provider 2)', 'second'],
  ])('%s resends to the address in the field through that provider', async (button, provider) => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/resend-mail', ok({ mail: mail(3) }, 'Mail sent again'));
    const section = await screen.findByRole('region', { name: 'Email History' });
    const email = within(section).getByLabelText('Email');
    expect(email).toHaveValue('ana.perez@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.other@example.com');
    await userEvent.click(within(section).getByRole('button', { name: button }));
    expect(await screen.findByText('Mail sent again')).toBeInTheDocument();
    expect(api.calls('POST admin/resend-mail')[0]!.body).toEqual({
      orderId: 4242,
      email: 'ana.other@example.com',
      mailServiceProvider: provider,
    });
  });

  it('checks the address before resending', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    const section = await screen.findByRole('region', { name: 'Email History' });
    await userEvent.clear(within(section).getByLabelText('Email'));
    await userEvent.click(within(section).getByRole('button', { name: 'Resend Mail (Provider 1)' }));
    expect(await within(section).findByText('Please enter your email')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Email'), 'not-an-address');
    expect(await within(section).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls('POST admin/resend-mail')).toHaveLength(0);
  });
});
