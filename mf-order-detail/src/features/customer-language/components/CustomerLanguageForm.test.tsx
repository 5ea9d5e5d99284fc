import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

const SAVED = 'Customer language saved successfully';

const orderDetails = () => screen.findByRole('region', { name: 'Order Details' });

describe('Customer Language (Order Details)', () => {
  it("shows the order's language in its own words, beside the contact details", async () => {
    renderDetail(makeOrderDetail({ language: 'es' }));
    const section = await orderDetails();
    const select = within(section).getByLabelText('Customer Language');
    expect(select).toHaveRole('combobox');
    expect(select).toHaveDisplayValue('Español');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', 'Русский', '简体中文']);
    expect(within(section).queryByText(/not set/)).not.toBeInTheDocument();
    // Nothing to save until another language is chosen.
    expect(within(section).getByRole('button', { name: 'Save Language' })).toBeDisabled();
  });

  it('saves another language: posts it, shows the server message and refetches the order', async () => {
    const api = installFakeApi();
    const { state } = renderDetail(makeOrderDetail({ language: 'es' }), { api });
    api.on('POST admin/save-order-language', () => {
      state.order = { ...state.order, language: 'fr' };
      return ok(null, SAVED);
    });
    const section = await orderDetails();
    const fetches = api.calls('GET admin/get-orders-details/4242').length;
    await userEvent.selectOptions(within(section).getByLabelText('Customer Language'), 'Français');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Language' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(api.calls('POST admin/save-order-language')).toHaveLength(1);
    expect(api.calls('POST admin/save-order-language')[0]!.body).toEqual({ orderId: 4242, language: 'fr' });
    await waitFor(() =>
      expect(api.calls('GET admin/get-orders-details/4242').length).toBeGreaterThan(fetches),
    );
    // The refetched order's language is the one shown, and there is nothing left to save.
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Save Language' })).toBeDisabled(),
    );
    expect(within(section).getByLabelText('Customer Language')).toHaveDisplayValue('Français');
  });

  it('an order with no language reads English, says so, and may record English', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ language: null }), { api });
    api.on('POST admin/save-order-language', ok(null, SAVED));
    const section = await orderDetails();
    const select = within(section).getByLabelText('Customer Language');
    expect(select).toHaveDisplayValue('English');
    expect(within(section).getByText('(not set: mails go in English)')).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('(not set: mails go in English)');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Language' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(api.calls('POST admin/save-order-language')[0]!.body).toEqual({ orderId: 4242, language: 'en' });
  });

  it("a refusal is the server's message as an error toast; the choice stays for another try", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ language: 'es' }), { api });
    api.on('POST admin/save-order-language', failed('Order not found', 404));
    const section = await orderDetails();
    await userEvent.selectOptions(within(section).getByLabelText('Customer Language'), 'Deutsch');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Language' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Customer Language')).toHaveDisplayValue('Deutsch');
    expect(within(section).getByRole('button', { name: 'Save Language' })).toBeEnabled();
  });
});
