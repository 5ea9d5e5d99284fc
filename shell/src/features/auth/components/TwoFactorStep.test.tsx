import '../../../testing/polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../../testing/renderApp';
import { DEMO_USERS, makeToken } from '../../../testing/tokens';

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi({
    'GET admin/get-all-folder-count': [200, { status: 1, message: 'ok', data: {} }],
  });
});
afterEach(() => server.restore());

async function passwordStep(email: string) {
  renderApp('/');
  await userEvent.type(screen.getByLabelText('Email ID'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('two-factor sign-in step', () => {
  it('asks for the code after the password, shows a wrong code clearly, then signs in with the right one', async () => {
    server.on('POST admin/admin-login', [
      200,
      {
        status: 1,
        message: 'Enter the 6-digit code from your authenticator app.',
        data: null,
        twoFactor: 'verify',
        pendingToken: 'pending-1',
      },
    ]);
    const wrong =
      'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.';
    server.on('POST admin/two-factor/sign-in', [400, { status: 0, message: wrong, data: null }]);
    await passwordStep('team@example.com');

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    // No session before the code.
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    const code = await screen.findByLabelText('Authentication code');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/A code has 6 digits/)).toBeInTheDocument();
    expect(server.calls('POST admin/two-factor/sign-in')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);

    const token = makeToken(DEMO_USERS.Team);
    server.on('POST admin/two-factor/sign-in', [
      200,
      { status: 1, message: 'Welcome, Tina Team', data: DEMO_USERS.Team, jwtToken: token },
    ]);
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(server.calls('POST admin/two-factor/sign-in').at(-1)?.body).toEqual({
      pendingToken: 'pending-1',
      code: '123456',
    });
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toEqual({ accessToken: token });
  });

  it('a role that requires it: scan the QR code, confirm a code, see the recovery codes once, then continue', async () => {
    server.on('POST admin/admin-login', [
      200,
      {
        status: 1,
        message: 'Two-factor sign-in is required for the Manager role. Set it up to continue.',
        data: null,
        twoFactor: 'setup',
        pendingToken: 'pending-2',
      },
    ]);
    server.on('POST admin/two-factor/sign-in/setup', [
      200,
      {
        status: 1,
        message: 'Scan',
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: 'data:image/png;base64,AA==',
        },
      },
    ]);
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    server.on('POST admin/two-factor/sign-in/confirm', [
      200,
      {
        status: 1,
        message: 'Welcome',
        data: DEMO_USERS.Manager,
        jwtToken: makeToken(DEMO_USERS.Manager),
        recoveryCodes: codes,
      },
    ]);
    await passwordStep('manager@example.com');
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AA==',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes, continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
  });

  it('Back to sign in returns to the password form', async () => {
    server.on('POST admin/admin-login', [
      200,
      { status: 1, message: 'Enter the code', data: null, twoFactor: 'verify', pendingToken: 'p' },
    ]);
    await passwordStep('team@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
