import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import type { MailHistoryEntry } from '@earrival/shared/types';
import { failed, installFakeApi, ok, type FakeReply } from '@earrival/shared/testing';
import { makeOrderDetail, storedDoc } from '../../../testing/orderFixture';
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
  status: 'sent',
  attempts: 1,
  provider_message_id: '<m1@outbox>',
  failure_reason: null,
  sent_by: 'Team Member',
  ...extra,
});

/** A mail whose every try through Mail provider 1 was refused. */
const failedMail = (id: number, extra: Partial<MailHistoryEntry> = {}) =>
  mail(id, {
    status: 'failed',
    attempts: 3,
    provider_message_id: null,
    failure_reason: 'connect ECONNREFUSED 127.0.0.1:2525',
    ...extra,
  });

/** The n-th mail's row (from 1; row 0 is the header). */
const rowOf = async (n: number) => {
  const table = await screen.findByRole('table', { name: 'Email History' });
  return within(table).getAllByRole('row')[n]!;
};

/** react-toastify marks each toast with its kind. */
const toastOf = async (message: string) => (await screen.findByText(message)).closest('.Toastify__toast');

describe('Email History', () => {
  it('lists every mail in columns: #, order id, download, time (MM/DD/YYYY, US Eastern), provider, address, status', async () => {
    renderDetail(
      makeOrderDetail({
        mailHistory: [
          mail(1),
          mail(2, {
            kind: 'track-link',
            uploadDoc: { file1: '', mail_service_provider: 'second' },
            mail_service_provider: 'second',
            provider_label: 'Mail provider 2',
            status: 'failed',
            attempts: 5,
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
    ).toEqual([
      '#',
      'Order ID',
      'Download',
      'Date & Time (EST)',
      'Mail Provider',
      'Sent To',
      'Status',
      'Details',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    // One cell per column; the Message-ID and the provider's answer wait behind Details.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '1',
        '4242',
        'card-1.pdf',
        '01/15/2026 12:30:00',
        'Mail provider 1',
        'ana.perez@example.com',
        'Sent 1 try',
        'Details',
      ],
      [
        '2',
        '4242',
        '—',
        '01/15/2026 12:30:00',
        'Mail provider 2',
        'ana.perez@example.com',
        'Failed 5 triesRetrySend via Mail provider 1',
        'Details',
      ],
    ]);
    expect(within(table).queryByText('<m1@outbox>')).not.toBeInTheDocument();
    expect(within(table).queryByText(/Invalid login/)).not.toBeInTheDocument();
    // A narrow screen may wrap the address only before its '@' and dots, never inside a word.
    expect(within(rows[0]!).getAllByRole('cell')[5]!.innerHTML).toBe('ana<wbr>.perez<wbr>@example<wbr>.com');
  });

  it.each([
    {
      status: 'queued' as const,
      extra: { attempts: 0, provider_message_id: null },
      badge: 'Queued',
      colour: 'bg-secondary',
      text: 'Queued',
    },
    {
      status: 'queued' as const,
      // Queued again after a failure: the old reason is not what happens now.
      extra: { attempts: 3, provider_message_id: null, failure_reason: 'connect ECONNREFUSED' },
      badge: 'Queued',
      colour: 'bg-secondary',
      text: 'Queued 3 tries',
    },
    {
      status: 'sent' as const,
      extra: { attempts: 2, provider_message_id: '<m1@outbox>', failure_reason: 'timeout' },
      badge: 'Sent',
      colour: 'bg-success',
      text: 'Sent 2 tries',
    },
    {
      status: 'retrying' as const,
      extra: { attempts: 1, provider_message_id: null, failure_reason: '421 Try again later' },
      badge: 'Retrying',
      colour: 'bg-warning',
      text: 'Retrying 1 try',
    },
    {
      status: 'failed' as const,
      extra: { attempts: 5, provider_message_id: null, failure_reason: null },
      badge: 'Failed',
      colour: 'bg-danger',
      text: 'Failed 5 tries',
    },
  ])('$status: $text', async ({ status, extra, badge, colour, text }) => {
    renderDetail(makeOrderDetail({ mailHistory: [mail(1, { status, ...extra })] }));
    const row = await rowOf(1);
    const cell = within(row).getAllByRole('cell').at(-2)!;
    expect(within(cell).getByText(badge)).toHaveClass('badge', colour);
    const buttons = status === 'failed' ? ['Retry', 'Send via Mail provider 2'] : [];
    expect(cell.textContent).toBe(text + buttons.join(''));
    expect(
      within(cell)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
  });

  it.each([
    ['Retry', { mailId: 7, mailServiceProvider: 'first' }, 'Mail provider 1'],
    ['Send via Mail provider 2', { mailId: 7, mailServiceProvider: 'second' }, 'Mail provider 2'],
  ])(
    '%s queues the failed mail again, shows the message and refreshes the order',
    async (button, body, provider) => {
      const api = installFakeApi();
      const events: AppEvent[] = [];
      const subscription = eventBus.all().subscribe((event) => events.push(event));
      const { state } = renderDetail(makeOrderDetail({ mailHistory: [failedMail(7)] }), { api });
      const message = `The e-mail to ana.perez@example.com is queued again through ${provider}.`;
      const requeued = failedMail(7, {
        status: 'queued',
        mail_service_provider: body.mailServiceProvider as 'first' | 'second',
        provider_label: provider,
      });
      let answer: (reply: FakeReply) => void = () => undefined;
      api.on('POST admin/retry-mail', () => new Promise((resolve) => (answer = resolve)));
      const row = await rowOf(1);
      await userEvent.click(within(row).getByRole('button', { name: button }));

      // Both buttons wait for the answer: a second press would only be refused.
      expect(within(row).getByRole('button', { name: 'Retry' })).toBeDisabled();
      expect(within(row).getByRole('button', { name: 'Send via Mail provider 2' })).toBeDisabled();
      expect(api.calls('POST admin/retry-mail').map((call) => call.body)).toEqual([body]);

      state.order = { ...state.order, mailHistory: [requeued] };
      answer(ok({ mail: requeued }, message));
      expect(await toastOf(message)).toHaveClass('Toastify__toast--success');
      const table = screen.getByRole('table', { name: 'Email History' });
      expect(
        await within(table).findByRole('row', {
          name: new RegExp(`^1 4242 card-1\\.pdf .* ${provider} .*Queued 3 tries Details$`),
        }),
      ).toBeInTheDocument();
      expect(within(table).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(events.map((e) => e.type)).toContain('order-updated');
      subscription.unsubscribe();
    },
  );

  it('offers Mail provider 1 for a mail that failed through Mail provider 2', async () => {
    const api = installFakeApi();
    renderDetail(
      makeOrderDetail({
        mailHistory: [failedMail(8, { mail_service_provider: 'second', provider_label: 'Mail provider 2' })],
      }),
      { api },
    );
    api.on('POST admin/retry-mail', ok({ mail: failedMail(8, { status: 'queued' }) }, 'Queued again'));
    const row = await rowOf(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Send via Mail provider 1' }));
    expect(await screen.findByText('Queued again')).toBeInTheDocument();
    expect(api.calls('POST admin/retry-mail')[0]!.body).toEqual({ mailId: 8, mailServiceProvider: 'first' });
  });

  it.each([
    [409, 'This mail was sent already; use Resend Mail to send it again.'],
    [404, 'Mail not found: 7'],
  ])("shows the server's refusal (%i) as an error and lets staff try again", async (httpStatus, message) => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ mailHistory: [failedMail(7)] }), { api });
    api.on('POST admin/retry-mail', failed(message, httpStatus));
    const row = await rowOf(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await toastOf(message)).toHaveClass('Toastify__toast--error');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Retry' })).toBeEnabled());
    expect(screen.queryByText(/queued again/)).not.toBeInTheDocument();
  });

  it("moves a queued row on when the live stream says the order's mail changed", async () => {
    const { state } = renderDetail(
      makeOrderDetail({
        mailHistory: [mail(1, { status: 'queued', attempts: 0, provider_message_id: null })],
      }),
    );
    const row = await rowOf(1);
    expect(within(row).getByText('Queued')).toBeInTheDocument();
    state.order = { ...state.order, mailHistory: [failedMail(1, { status: 'retrying', attempts: 1 })] };
    act(() => eventBus.emit({ type: 'order-updated', orderId: 4242, source: 'live', changes: ['mail'] }));
    const table = screen.getByRole('table', { name: 'Email History' });
    expect(await within(table).findByText('Retrying')).toHaveClass('bg-warning');
    await userEvent.click(within(table).getByRole('button', { name: 'Show details of mail 1' }));
    expect(within(table).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
  });

  it("Details shows a mail's Message-ID (and a failed try's answer) under its row on demand; Hide closes it", async () => {
    renderDetail(makeOrderDetail({ mailHistory: [mail(1), failedMail(2)] }));
    const table = await screen.findByRole('table', { name: 'Email History' });
    const first = within(table).getByRole('button', { name: 'Show details of mail 1' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAccessibleName('Hide details of mail 1');
    const details = within(table).getByText('<m1@outbox>').closest('dl')!;
    expect(details).toHaveAttribute('id', first.getAttribute('aria-controls'));
    expect(details.textContent).toBe(
      'Message-ID<m1@outbox>SubjectYour Cuba e-Arrival cardSent byTeam Member',
    );
    // The line sits right under its own mail's row.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toContainElement(details);

    await userEvent.click(within(table).getByRole('button', { name: 'Show details of mail 2' }));
    expect(within(table).getByText('None yet: no provider has accepted this mail.')).toBeInTheDocument();
    expect(within(table).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Hide details of mail 1' }));
    expect(within(table).queryByText('<m1@outbox>')).not.toBeInTheDocument();
    expect(within(table).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
  });

  it("says 'No record found' when nothing was mailed", async () => {
    renderDetail(makeOrderDetail({ mailHistory: [] }));
    const table = await screen.findByRole('table', { name: 'Email History' });
    expect(within(table).getByText('No record found')).toBeInTheDocument();
  });

  it("downloads the stored document with the staff session, saved under the customer's name for it", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ mailHistory: [mail(1)] }), { api });
    api.on('GET uploads/docs/4242/card-1.pdf', [200, new Blob(['%PDF'])]);
    const created = jest.fn(() => 'blob:doc');
    const realCreate = URL.createObjectURL;
    URL.createObjectURL = created;
    // What the browser would save: the name the clicked link gives the file.
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'card-1.pdf' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(api.calls('GET uploads/docs/4242/card-1.pdf')).toHaveLength(1);
      expect(created).toHaveBeenCalled();
      expect(saved).toEqual(['cuba-arrival-card-4242.pdf']);
    } finally {
      URL.createObjectURL = realCreate;
      click.mockRestore();
    }
  });

  it.each([
    ['Resend Mail (Provider 1)', 'first', 'Mail provider 1'],
    ['Resend Mail (Provider 2)', 'second', 'Mail provider 2'],
  ])(
    '%s queues the document to the address in the field through that provider',
    async (button, provider, label) => {
      const api = installFakeApi();
      renderDetail(makeOrderDetail({ uploadDoc: [storedDoc] }), { api });
      const message = `The document's e-mail to ana.other@example.com is queued through ${label}.`;
      api.on('POST admin/resend-mail', ok({ mail: mail(3, { status: 'queued', attempts: 0 }) }, message));
      const section = await screen.findByRole('region', { name: 'Email History' });
      const email = within(section).getByLabelText('Email');
      expect(email).toHaveValue('ana.perez@example.com');
      await userEvent.clear(email);
      await userEvent.type(email, 'ana.other@example.com');
      await userEvent.click(within(section).getByRole('button', { name: button }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(api.calls('POST admin/resend-mail')[0]!.body).toEqual({
        orderId: 4242,
        email: 'ana.other@example.com',
        mailServiceProvider: provider,
      });
    },
  );

  it('checks the address before resending', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ uploadDoc: [storedDoc] }), { api });
    const section = await screen.findByRole('region', { name: 'Email History' });
    await userEvent.clear(within(section).getByLabelText('Email'));
    await userEvent.click(within(section).getByRole('button', { name: 'Resend Mail (Provider 1)' }));
    expect(await within(section).findByText('Please enter your email')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Email'), 'not-an-address');
    expect(await within(section).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls('POST admin/resend-mail')).toHaveLength(0);
  });

  it('disables Resend Mail, none of it solid, and says why, while no document is uploaded', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ process_status: 'Pending', uploadDoc: [] }), { api });
    const section = await screen.findByRole('region', { name: 'Email History' });
    for (const name of ['Resend Mail (Provider 1)', 'Resend Mail (Provider 2)']) {
      const button = within(section).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'No document uploaded yet');
      expect(button).toHaveAccessibleDescription('No document uploaded yet');
      expect(button).not.toHaveClass('btn-primary');
    }
    expect(within(section).getByText('No document uploaded yet')).toBeVisible();
    // The solid button of the page's mail forms is the step to take: Upload Document's.
    const upload = screen.getByRole('region', { name: 'Upload Document' });
    expect(
      within(upload)
        .getAllByRole('button')
        .filter((b) => b.classList.contains('btn-primary')),
    ).toHaveLength(1);
    expect(api.calls('POST admin/resend-mail')).toHaveLength(0);
  });

  it('offers Resend Mail once a document is stored, never solid: it repeats a mail already sent', async () => {
    renderDetail(makeOrderDetail({ uploadDoc: [storedDoc] }));
    const section = await screen.findByRole('region', { name: 'Email History' });
    const first = within(section).getByRole('button', { name: 'Resend Mail (Provider 1)' });
    expect(first).toBeEnabled();
    expect(first).not.toHaveAttribute('title');
    expect(first).not.toHaveClass('btn-primary');
    expect(first).toHaveClass('btn-outline-primary');
    expect(within(section).getByRole('button', { name: 'Resend Mail (Provider 2)' })).toBeEnabled();
    expect(within(section).queryByText('No document uploaded yet')).not.toBeInTheDocument();
  });
});
