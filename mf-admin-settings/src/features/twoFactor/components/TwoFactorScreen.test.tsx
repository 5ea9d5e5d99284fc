import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { failed, installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import type { TwoFactorStatus } from '@earrival/shared/types';
import { TwoFactorScreen } from './TwoFactorScreen';

const route = ADMIN_ROUTES.find((r) => r.path === 'two-factor')!;
const team = { id: 3, name: 'Tess Team', email: 'team@example.com', type: 'Team' as const };
const admin = { id: 1, name: 'Ada Admin', email: 'admin@example.com', type: 'Admin' as const };

jest.setTimeout(30_000);

const OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  requiredForManagers: false,
  requiredForMe: false,
};
const ON: TwoFactorStatus = {
  ...OFF,
  enabled: true,
  enabledAt: '2026-11-02T10:00:00Z',
  recoveryCodesLeft: 10,
};

let fake: FakeApi;
afterEach(() => fake.restore());

const renderScreen = (user: typeof team | typeof admin = team) =>
  renderWithProviders(<TwoFactorScreen route={route} user={user} />, { path: '/admin/two-factor' });

describe('Two-Factor Sign-In settings', () => {
  it('is in the settings menu for every role', () => {
    fake = installFakeApi();
    expect(route).toMatchObject({ menuLabel: 'Two-Factor Sign-In', remote: 'mf_admin_settings' });
    expect(route.roles).toBeUndefined();
  });

  it('turns on: QR code, a wrong code is refused with its message, the right one shows ten recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-wxyz${i}`);
    fake = installFakeApi({
      'GET admin/two-factor': ok(OFF),
      'POST admin/two-factor/setup': ok({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrDataUrl: 'data:image/png;base64,AA==',
      }),
      'POST admin/two-factor/enable': failed('That code is not right.'),
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Enter the 6-digit code your app shows now.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();

    fake.on('POST admin/two-factor/enable', ok({ recoveryCodes: codes }, 'Two-factor sign-in is on.'));
    fake.on('GET admin/two-factor', ok(ON));
    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(fake.calls('POST admin/two-factor/enable').at(-1)?.body).toEqual({ code: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Recovery codes left/)).toHaveTextContent('Recovery codes left: 10.');
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turning off asks for the password AND a current code, each said under its field', async () => {
    fake = installFakeApi({ 'GET admin/two-factor': ok(ON) });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a code from your app or a recovery code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByLabelText('Authentication code or recovery code')).toHaveFocus());
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
    expect(fake.calls('POST admin/two-factor/disable')).toHaveLength(0);
  });

  it('turns off with the password and a code from the app', async () => {
    fake = installFakeApi({
      'GET admin/two-factor': ok(ON),
      'POST admin/two-factor/disable': ok(null, 'Two-factor sign-in is off.'),
    });
    renderScreen();
    await screen.findByRole('button', { name: 'Turn off' });
    fake.on('GET admin/two-factor', ok(OFF));
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.type(screen.getByLabelText('Authentication code or recovery code'), ' 123 456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(fake.calls('POST admin/two-factor/disable')[0]?.body).toEqual({
      password: 'demo1234',
      code: '123456',
    });
    expect(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
  });

  it('shows a refusal (wrong password or code, too many tries) beside the form, and stays on', async () => {
    fake = installFakeApi({
      'GET admin/two-factor': ok(ON),
      'POST admin/two-factor/disable': failed('The password or the code is not right.'),
    });
    renderScreen();
    await screen.findByRole('button', { name: 'Turn off' });
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.type(screen.getByLabelText('Authentication code or recovery code'), 'abcd0-wxyz0');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const refusal = await screen.findByTestId('two-factor-refusal');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent('The password or the code is not right.');
    // Beside the form only: no toast repeating it.
    expect(screen.getAllByText('The password or the code is not right.')).toHaveLength(1);
    expect(fake.calls('POST admin/two-factor/disable')[0]?.body).toEqual({
      password: 'demo1234',
      code: 'abcd0-wxyz0',
    });
    expect(screen.getByText(/Recovery codes left/)).toBeInTheDocument();

    fake.on(
      'POST admin/two-factor/disable',
      failed('Too many attempts. Please try again in 15 minutes.', 429),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(screen.getByTestId('two-factor-refusal')).toHaveTextContent(
        'Too many attempts. Please try again in 15 minutes.',
      ),
    );
  });

  it('while required for the role it stays on, and only an Admin sees the requirement switch', async () => {
    fake = installFakeApi({
      'GET admin/two-factor': ok({ ...ON, requiredForManagers: true, requiredForMe: true }),
    });
    renderScreen(admin);
    expect(await screen.findByText(/required for the Admin role/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Require two-factor sign-in for Admin and Manager' });
    expect(toggle).toBeChecked();
    fake.on(
      'PUT admin/two-factor/requirement',
      ok({ ...ON, requiredForManagers: false }, 'Two-factor sign-in is no longer required.'),
    );
    await userEvent.click(toggle);
    expect(await screen.findByText('Two-factor sign-in is no longer required.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(fake.calls('PUT admin/two-factor/requirement')[0]?.body).toEqual({ required: false });
  });

  it('a Team member sees no requirement switch', async () => {
    fake = installFakeApi({ 'GET admin/two-factor': ok(OFF) });
    renderScreen(team);
    await screen.findByRole('button', { name: 'Turn on two-factor sign-in' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
