import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { failed, installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import SendInvoice from '../../../exposes/SendInvoice';

const route = ADMIN_ROUTES.find((r) => r.path === 'send-invoice')!;
const user = { id: 3, name: 'Team Member', email: 'team@example.com', type: 'Team' as const };
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const open = () => renderWithProviders(<SendInvoice route={route} user={user} />);

describe('Send Invoice', () => {
  it('asks for an order id, then for at least 6 characters, before calling the server', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Manage Invoices' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Please enter your order id.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Order ID'), '12345');
    expect(await screen.findByText('Order Id must be at least 6 characters.')).toBeInTheDocument();
    expect(api.callsTo('admin/send-invoice')).toHaveLength(0);
  });

  it('sends the invoice and shows the success toast', async () => {
    api.on('POST admin/send-invoice', ok({ mail: null }, 'Invoice for order 100245 sent to ana@example.com'));
    open();
    await userEvent.type(screen.getByLabelText('Order ID'), ' 100245 ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Invoice for order 100245 sent to ana@example.com')).toBeInTheDocument();
    expect(api.calls('POST admin/send-invoice')[0]!.body).toEqual({ orderId: '100245' });
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
  });

  it('shows a spinner with what is happening until the server answers', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    api.on('POST admin/send-invoice', () => new Promise((resolve) => (answer = resolve)));
    open();
    await userEvent.type(screen.getByLabelText('Order ID'), '100245');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invoice' }));
    const busy = await screen.findByRole('button', { name: 'Building and sending the invoice…' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.spinner-border')).not.toBeNull();
    answer(ok({ mail: null }, 'Invoice for order 100245 sent to ana@example.com'));
    expect(await screen.findByRole('button', { name: 'Send Invoice' })).toBeEnabled();
  });

  it("shows the server's message when it refuses, keeping the id", async () => {
    api.on('POST admin/send-invoice', failed('Order not found: 999999', 404));
    open();
    await userEvent.type(screen.getByLabelText('Order ID'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Order not found: 999999')).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('999999');
  });
});
