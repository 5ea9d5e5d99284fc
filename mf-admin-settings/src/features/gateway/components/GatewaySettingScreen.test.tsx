import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { type PaymentGateway } from '@earrival/shared/types';
import { failed, installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { GatewaySettingScreen } from './GatewaySettingScreen';

const route = ADMIN_ROUTES.find((r) => r.path === 'gateway-setting')!;
const user = { id: 1, name: 'Ada Admin', email: 'admin@example.com', type: 'Admin' as const };

const gateways = (activeId: number): PaymentGateway[] =>
  [
    { id: 1, gateway_name: 'Stripe' },
    { id: 2, gateway_name: 'PayPal' },
    { id: 3, gateway_name: 'Authorize.net' },
  ].map((g) => ({ ...g, is_active: g.id === activeId ? '1' : '0' }));

// Typing character by character is slow on a busy shared machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({ 'GET admin/payment-gateways': ok(gateways(2)) });
});
afterEach(() => fake.restore());

const renderScreen = () => renderWithProviders(<GatewaySettingScreen route={route} user={user} />);

describe('Change Gateway', () => {
  it("pre-selects the gateway whose is_active is '1'", async () => {
    renderScreen();
    const select = await screen.findByLabelText('Payment Gateway');
    expect(select).toHaveValue('2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select gateway', 'Stripe', 'PayPal (active)', 'Authorize.net']);
  });

  it("says 'Please select gateway.' when none is chosen, and sends nothing", async () => {
    renderScreen();
    const select = await screen.findByLabelText('Payment Gateway');
    await userEvent.selectOptions(select, '');
    expect(await screen.findByText('Please select gateway.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Active Gateway' }));
    await waitFor(() => expect(select).toHaveFocus());
    expect(fake.calls('POST admin/payment-gateway-setting')).toHaveLength(0);
  });

  it('asks "Switch payments to Stripe?" naming what it affects; Cancel sends nothing and keeps PayPal', async () => {
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Gateway'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Active Gateway' }));

    const dialog = await screen.findByRole('dialog', { name: 'Switch payments to Stripe?' });
    expect(dialog).toHaveTextContent(
      'Every customer payment from now on goes through Stripe instead of PayPal. Only one gateway is active at a time.',
    );
    expect(within(dialog).getByRole('button', { name: 'Switch to Stripe' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls('POST admin/payment-gateway-setting')).toHaveLength(0);
    expect(screen.getByLabelText('Payment Gateway')).toHaveValue('2');
    expect(screen.getByText('Active now: PayPal')).toBeInTheDocument();
  });

  it('activates the chosen gateway: the encoded id, the toast, and the new active one shown', async () => {
    fake.on('POST admin/payment-gateway-setting', () => {
      fake.on('GET admin/payment-gateways', ok(gateways(3)));
      return ok(
        { id: 3, gateway_name: 'Authorize.net', is_active: '1' },
        'Authorize.net is now the active gateway.',
      );
    });
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Gateway'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Active Gateway' }));
    // Nothing is switched before the answer.
    await screen.findByRole('dialog', { name: 'Switch payments to Authorize.net?' });
    expect(fake.calls('POST admin/payment-gateway-setting')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Authorize.net' }));

    expect(await screen.findByText('Authorize.net is now the active gateway.')).toBeInTheDocument();
    // The id travels encoded (doubled, then base64), as the original client sent it.
    expect(fake.calls('POST admin/payment-gateway-setting')[0]!.body).toEqual({ gatewayId: btoa('6') });
    expect(await screen.findByRole('option', { name: 'Authorize.net (active)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Payment Gateway')).toHaveValue('3');
    expect(screen.getByText('Active now: Authorize.net')).toBeInTheDocument();
  });

  it("shows the server's message when the switch is refused", async () => {
    fake.on('POST admin/payment-gateway-setting', failed('Gateway not found: 3', 404));
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Gateway'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Active Gateway' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Authorize.net' }));
    expect(await screen.findByText('Gateway not found: 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Active Gateway' })).toBeEnabled());
  });

  it("shows the server's message and a Retry when the list cannot be read", async () => {
    fake.on('GET admin/payment-gateways', failed('This is not available to the Team role.', 403));
    renderScreen();
    expect(await screen.findAllByText('This is not available to the Team role.')).not.toHaveLength(0);
    fake.on('GET admin/payment-gateways', ok(gateways(1)));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Payment Gateway')).toHaveValue('1');
  });
});
