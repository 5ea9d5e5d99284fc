import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

describe('transaction details', () => {
  it('requires both fields with their messages, focusing the first', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ transaction_id: null, merchant_name: null }), { api });
    const form = await screen.findByRole('region', { name: 'Transaction Details' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Transaction' }));
    expect(await within(form).findByText('Please enter your Transaction Id')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your Merchant Name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Transaction ID')).toHaveFocus();
    expect(api.calls('POST admin/save-transaction-details')).toHaveLength(0);
  });

  it('shows the saved values and saves changes', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ transaction_id: 'ch_0001', merchant_name: 'Stripe' }), { api });
    api.on('POST admin/save-transaction-details', ok(null, 'Transaction details saved'));
    const form = await screen.findByRole('region', { name: 'Transaction Details' });
    expect(within(form).getByLabelText('Transaction ID')).toHaveValue('ch_0001');
    await userEvent.clear(within(form).getByLabelText('Merchant Name'));
    await userEvent.type(within(form).getByLabelText('Merchant Name'), 'PayPal');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Transaction' }));
    expect(await screen.findByText('Transaction details saved')).toBeInTheDocument();
    expect(api.calls('POST admin/save-transaction-details')[0]!.body).toEqual({
      orderId: 4242,
      transactionId: 'ch_0001',
      merchantName: 'PayPal',
    });
  });

  it("the 'Enter Transaction Details' modal has the same form and closes once saved", async () => {
    const api = installFakeApi();
    renderDetail(
      makeOrderDetail({ process_status: 'ChargeBack', transaction_id: null, merchant_name: null }),
      {
        api,
      },
    );
    api.on('POST admin/save-transaction-details', ok(null, 'Transaction details saved'));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter Transaction Details' }));
    const modal = await screen.findByRole('dialog', { name: 'Enter Transaction Details' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save Transaction' }));
    expect(await within(modal).findByText('Please enter your Transaction Id')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter your Merchant Name')).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText('Transaction ID'), 'ch_777');
    await userEvent.type(within(modal).getByLabelText('Merchant Name'), 'Stripe');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save Transaction' }));
    expect(await screen.findByText('Transaction details saved')).toBeInTheDocument();
    expect(api.calls('POST admin/save-transaction-details')[0]!.body).toEqual({
      orderId: 4242,
      transactionId: 'ch_777',
      merchantName: 'Stripe',
    });
    await screen.findByRole('region', { name: 'Transaction Details' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
