import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { type MailHistoryEntry, type UploadedDoc } from '@earrival/shared/types';
import { failed, installFakeApi, ok, type FakeReply } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

const storedDoc: UploadedDoc = {
  id: 5,
  file1: '4242-arrival-card-1.pdf',
  customer_name: 'Ana Perez',
  mail_service_provider: 'second',
  email: 'ana.perez@example.com',
  content_type: 'application/pdf',
  size_bytes: 1234,
  uploaded_by: 'Team Member',
  created_at: '2026-11-21T20:00:00.000Z',
};

const mailRow = (extra: Partial<MailHistoryEntry> = {}): MailHistoryEntry => ({
  id: 9,
  order_id: 4242,
  create_ts: '2026-11-21T20:00:01.000Z',
  email: 'ana.perez@example.com',
  kind: 'document',
  subject: 'Your Cuba e-Arrival card',
  uploadDoc: { file1: storedDoc.file1, mail_service_provider: 'second' },
  mail_service_provider: 'second',
  provider_label: 'Mail provider 2',
  status: 'sent',
  attempts: 1,
  provider_message_id: '<abc123@mail.example>',
  failure_reason: null,
  sent_by: 'Team Member',
  ...extra,
});

/** What the server answers an upload: the document is stored, its mail only queued. */
const QUEUED = 'Document saved; the e-mail to ana.perez@example.com is queued.';

const pdf = () => new File(['%PDF-1.7\n'], 'card.pdf', { type: 'application/pdf' });
const form = (body: unknown) => body as unknown as FormData;

describe('Upload Document', () => {
  it('shows the order id read-only and requires the e-mail and a file, with their messages', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    const panel = await screen.findByRole('region', { name: 'Upload Document' });
    expect(within(panel).getByLabelText('Order ID')).toHaveValue('4242');
    expect(within(panel).getByLabelText('Order ID')).toHaveAttribute('readonly');
    expect(within(panel).getByLabelText('Document (PDF or image)')).toHaveAttribute(
      'accept',
      '.pdf,application/pdf,image/*',
    );
    await userEvent.clear(within(panel).getByLabelText('Email'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Upload & Send (Provider 1)' }));
    expect(await within(panel).findByText('Please enter your email')).toBeInTheDocument();
    expect(within(panel).getByText('File is required')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Email')).toHaveFocus();
    expect(api.callsTo('admin/upload-visa-document')).toHaveLength(0);
  });

  it.each([
    ['Pending', [], true],
    ['New', [], true],
    ['Pending', [storedDoc], false],
    ['Completed', [], false],
  ] as const)(
    'makes Upload & Send (Provider 1) solid, the step to take, for an order in %s with %j: %s',
    async (status, uploadDoc, solid) => {
      renderDetail(makeOrderDetail({ process_status: status, uploadDoc: [...uploadDoc] }));
      const section = await screen.findByRole('region', { name: 'Upload Document' });
      const first = within(section).getByRole('button', { name: 'Upload & Send (Provider 1)' });
      expect(first.classList.contains('btn-primary')).toBe(solid);
      expect(within(section).getByRole('button', { name: 'Upload & Send (Provider 2)' })).toHaveClass(
        'btn-outline-primary',
      );
    },
  );

  it('uploads through the chosen provider with a progress bar, then shows the queued mail in Email History', async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { state } = renderDetail(makeOrderDetail(), { api });
    let answer: (reply: FakeReply) => void = () => undefined;
    api.on('POST admin/upload-visa-document', () => new Promise((resolve) => (answer = resolve)));
    const panel = await screen.findByRole('region', { name: 'Upload Document' });
    await userEvent.upload(within(panel).getByLabelText('Document (PDF or image)'), pdf());
    await userEvent.click(within(panel).getByRole('button', { name: 'Upload & Send (Provider 2)' }));

    expect(await within(panel).findByRole('progressbar')).toBeInTheDocument();
    const sent = form(api.calls('POST admin/upload-visa-document')[0]!.body);
    expect(sent.get('orderId')).toBe('4242');
    expect(sent.get('email')).toBe('ana.perez@example.com');
    expect(sent.get('mailServiceProvider')).toBe('second');
    expect((sent.get('uploadVisaDoc') as File).name).toBe('card.pdf');

    const queued = mailRow({ status: 'queued', attempts: 0, provider_message_id: null });
    state.order = { ...state.order, uploadDoc: [storedDoc], mailHistory: [queued] };
    answer(ok({ mail: queued, document: storedDoc }, QUEUED));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Email History' });
    // The address may wrap before '@' and dots (<wbr>), which jsdom's accessible name reads as a space.
    expect(
      await within(history).findByRole('row', {
        name: /^1 4242 4242-arrival-card-1\.pdf 11\/21\/2026 15:00:01 Mail provider 2 ana ?\.perez ?@example ?\.com Queued Details$/,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: '4242-arrival-card-1.pdf' })).toBeInTheDocument();
    expect(events.map((e) => e.type)).toEqual(['order-updated', 'counts-changed']);
    subscription.unsubscribe();
  });

  it('sends with the first provider when Enter is pressed in the e-mail field', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/upload-visa-document', ok({ mail: mailRow(), document: storedDoc }, QUEUED));
    const panel = await screen.findByRole('region', { name: 'Upload Document' });
    await userEvent.upload(within(panel).getByLabelText('Document (PDF or image)'), pdf());
    await userEvent.type(within(panel).getByLabelText('Email'), '{Enter}');
    await screen.findByText(QUEUED);
    expect(form(api.calls('POST admin/upload-visa-document')[0]!.body).get('mailServiceProvider')).toBe(
      'first',
    );
  });

  it("shows the server's refusal above the buttons, announced, and keeps the chosen file", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/upload-visa-document', failed('The file is not a PDF or an image', 415));
    const panel = await screen.findByRole('region', { name: 'Upload Document' });
    const chooser = within(panel).getByLabelText('Document (PDF or image)') as HTMLInputElement;
    await userEvent.upload(chooser, pdf());
    await userEvent.click(within(panel).getByRole('button', { name: 'Upload & Send (Provider 1)' }));
    const form = within(panel).getByRole('form', { name: 'Upload Document' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The file is not a PDF or an image');
    // In the form only, not also in a toast.
    expect(screen.getAllByText('The file is not a PDF or an image')).toHaveLength(1);
    expect(chooser.files?.[0]?.name).toBe('card.pdf');
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('does not fail when the provider is down: the mail is queued, and its row turns Failed with Retry', async () => {
    const api = installFakeApi();
    const { state } = renderDetail(makeOrderDetail(), { api });
    const queued = mailRow({
      mail_service_provider: 'first',
      provider_label: 'Mail provider 1',
      status: 'queued',
      attempts: 0,
      provider_message_id: null,
    });
    api.on('POST admin/upload-visa-document', () => {
      state.order = { ...state.order, uploadDoc: [storedDoc], mailHistory: [queued] };
      return ok({ mail: queued, document: storedDoc }, QUEUED);
    });
    const panel = await screen.findByRole('region', { name: 'Upload Document' });
    await userEvent.upload(within(panel).getByLabelText('Document (PDF or image)'), pdf());
    await userEvent.click(within(panel).getByRole('button', { name: 'Upload & Send (Provider 1)' }));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Email History' });
    expect(await within(history).findByText('Queued')).toBeInTheDocument();

    // The worker's last try failed: the server streams order-updated and the detail refetches.
    state.order = {
      ...state.order,
      mailHistory: [
        { ...queued, status: 'failed', attempts: 5, failure_reason: 'connect ECONNREFUSED 127.0.0.1:2525' },
      ],
    };
    act(() => eventBus.emit({ type: 'order-updated', orderId: 4242, source: 'live', changes: ['mail'] }));
    expect(await within(history).findByText('Failed')).toBeInTheDocument();
    expect(within(history).getByText('5 tries')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Show details of mail 1' }));
    expect(within(history).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Send via Mail provider 2' })).toBeInTheDocument();
  });
});
