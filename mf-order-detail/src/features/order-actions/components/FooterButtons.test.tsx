import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROCESS_STATUSES, type ProcessStatus } from '@earrival/shared/types';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

const DISPUTABLE: ProcessStatus[] = ['Completed', 'Customer Called', 'ChargeBack'];

const footerButtons = () =>
  within(screen.getByRole('contentinfo', { name: 'More actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('footer buttons', () => {
  it.each(PROCESS_STATUSES)('an order in %s', async (status) => {
    renderDetail(makeOrderDetail({ process_status: status }));
    await screen.findByTitle('Current status');
    expect(footerButtons()).toEqual(
      DISPUTABLE.includes(status)
        ? [
            'View Email Content',
            'Send Invoice',
            'Defence Pack 1',
            'Defence Pack 2',
            'Enter Transaction Details',
          ]
        : ['View Email Content', 'Send Invoice'],
    );
  });
});

describe('Send Invoice', () => {
  const openInvoice = async () => {
    const footer = await screen.findByRole('contentinfo', { name: 'More actions' });
    await userEvent.click(within(footer).getByRole('button', { name: 'Send Invoice' }));
    return screen.findByRole('dialog', { name: 'Send Invoice' });
  };

  it("sends this order's invoice from More Actions, its id filled in, and shows it in Email History", async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    renderDetail(makeOrderDetail({ order_id: 4242 }), { api });
    api.on(
      'POST admin/send-invoice',
      ok({ mail: null }, 'Invoice for order 4242 is queued to ana@example.com'),
    );
    const dialog = await openInvoice();
    const id = within(dialog).getByLabelText('Order ID');
    expect(id).toHaveValue('4242');
    expect(id).toHaveAttribute('readonly');
    const detailsBefore = api.calls('GET admin/get-orders-details/4242').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invoice' }));

    expect(
      await screen.findByText('Invoice for order 4242 is queued to ana@example.com'),
    ).toBeInTheDocument();
    expect(api.calls('POST admin/send-invoice').map((call) => call.body)).toEqual([{ orderId: 4242 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(events).toContainEqual({ type: 'order-updated', orderId: 4242, source: 'mf-order-detail' });
    await waitFor(() =>
      expect(api.calls('GET admin/get-orders-details/4242').length).toBeGreaterThan(detailsBefore),
    );
    subscription.unsubscribe();
  });

  it('sends nothing on Cancel', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    const dialog = await openInvoice();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST admin/send-invoice')).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/send-invoice', failed('Order 4242 has no recorded payment', 409));
    const dialog = await openInvoice();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Order 4242 has no recorded payment')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Invoice' })).toBeInTheDocument();
  });
});

describe('View Email Content', () => {
  it('previews the order-approved e-mail and offers the WhatsApp message to the international number', async () => {
    renderDetail(makeOrderDetail({ first_name: 'Ana', phone_number: '612345678', country_code: '+34' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View Email Content' }));
    const modal = await screen.findByRole('dialog', { name: 'Email Content' });
    expect(within(modal).getByText('4242')).toBeInTheDocument();
    expect(within(modal).getByText('+1 (305) 555-0147')).toBeInTheDocument();
    const track = within(modal).getByRole('link', {
      name: 'https://cuba-earrival.example/track-order/ODQ4NA==',
    });
    expect(track).toHaveAttribute('target', '_blank');
    // The mailed HTML itself, in a frame that may run nothing, its style attributes applied.
    const frame = within(modal).getByTitle('Order approved e-mail') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    const mail = frame.contentDocument!.body;
    await waitFor(() => expect(mail).toHaveTextContent('Order 4242 approved'));
    expect(mail.querySelector('p')!.style.color).toBe('rgb(10, 37, 64)');
    expect(mail.style.margin).toBe('0px');
    expect(mail.querySelector('[data-mail-style], script')).toBeNull();

    const whatsapp = within(modal).getByRole('button', { name: 'Send Whatsapp Message' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/34612345678');
    expect(href.searchParams.get('text')).toBe(
      'Hello Ana, your Cuba e-Arrival application (order 4242) has been approved. You can download your arrival card here: https://cuba-earrival.example/track-order/ODQ4NA== Questions? Call us at +1 (305) 555-0147.',
    );
    expect(whatsapp).toHaveClass('btn-secondary');

    await userEvent.click(within(modal).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the WhatsApp button disabled when the order has no phone number', async () => {
    renderDetail(makeOrderDetail({ phone_number: '' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View Email Content' }));
    expect(await screen.findByRole('button', { name: 'Send Whatsapp Message' })).toBeDisabled();
  });
});

describe('defence packs', () => {
  const realCreate = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = realCreate;
    jest.restoreAllMocks();
  });

  it.each([1, 2])(
    'Defence Pack %i asks the server for that pack and shows the PDF in a new window',
    async (type) => {
      const api = installFakeApi();
      renderDetail(makeOrderDetail({ process_status: 'ChargeBack' }), { api });
      api.on('POST admin/get-defence-pack-pdf', [
        200,
        new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' }),
      ]);
      const target = { location: { href: '' }, close: jest.fn() };
      const open = jest.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
      URL.createObjectURL = jest.fn(() => 'blob:defence-pack');

      await userEvent.click(await screen.findByRole('button', { name: `Defence Pack ${type}` }));
      await waitFor(() => expect(target.location.href).toBe('blob:defence-pack'));
      expect(api.calls('POST admin/get-defence-pack-pdf')[0]!.body).toEqual({
        orderId: 4242,
        defencePackType: type,
      });
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(target.close).not.toHaveBeenCalled();
    },
  );

  it('shows a spinner that says the pack is being prepared, with both packs disabled, until the PDF opens', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ process_status: 'Completed' }), { api });
    let answer: (reply: [number, unknown]) => void = () => undefined;
    api.on('POST admin/get-defence-pack-pdf', () => new Promise((resolve) => (answer = resolve)));
    const target = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:defence-pack');

    await userEvent.click(await screen.findByRole('button', { name: 'Defence Pack 2' }));
    const busy = await screen.findByRole('button', { name: 'Preparing the defence pack…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('.spinner-border')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Defence Pack 1' })).toBeDisabled();
    // Said to screen readers too, in a live region.
    expect(
      screen.getByText('Preparing the defence pack…', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(target.location.href).toBe('');

    answer([200, new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' })]);
    await waitFor(() => expect(target.location.href).toBe('blob:defence-pack'));
    expect(await screen.findByRole('button', { name: 'Defence Pack 2' })).toBeEnabled();
    expect(screen.queryByText('Preparing the defence pack…')).not.toBeInTheDocument();
  });

  it("closes the window again and shows the server's message when the pack is refused", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ process_status: 'Completed' }), { api });
    api.on(
      'POST admin/get-defence-pack-pdf',
      failed('A defence pack needs the order in Completed, Customer Called or ChargeBack', 409),
    );
    const target = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    await userEvent.click(await screen.findByRole('button', { name: 'Defence Pack 1' }));
    expect(
      await screen.findByText('A defence pack needs the order in Completed, Customer Called or ChargeBack'),
    ).toBeInTheDocument();
    expect(target.close).toHaveBeenCalled();
    expect(target.location.href).toBe('');
  });
});
