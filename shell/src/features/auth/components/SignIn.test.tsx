import '../../../testing/polyfills';
import { screen, waitFor, within } from '@testing-library/react';
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

const email = () => screen.getByLabelText('Email ID');
const password = () => screen.getByLabelText('Password');

describe('sign-in page', () => {
  it('shows the spec fields, placeholders, remember me, Sign In and forgot password', () => {
    renderApp('/');
    expect(email()).toHaveAttribute('placeholder', 'Your Email Address');
    expect(password()).toHaveAttribute('placeholder', 'Password');
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cuba e-Arrival logo' })).toBeInTheDocument();
  });

  it('validates on change: an invalid address says so under the field', async () => {
    renderApp('/');
    await userEvent.type(email(), 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.clear(email());
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
  });

  it('validates on blur: empty fields are required', async () => {
    renderApp('/');
    await userEvent.click(email());
    await userEvent.click(password());
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(server.calls('POST admin/admin-login')).toHaveLength(0);
  });

  it('submitting empty shows both messages and sends nothing', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === 'admin/admin-login')).toHaveLength(0);
  });

  it('status 1: success toast, session in sessionStorage without remember me, then /admin', async () => {
    const token = makeToken(DEMO_USERS.Manager);
    server.on('POST admin/admin-login', [
      200,
      { status: 1, message: 'Login successfully', data: DEMO_USERS.Manager, jwtToken: token },
    ]);
    renderApp('/');
    await userEvent.type(email(), 'manager@example.com');
    await userEvent.type(password(), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(server.calls('POST admin/admin-login')[0]?.body).toEqual({
      email: 'manager@example.com',
      password: 'demo1234',
    });
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toEqual({ accessToken: token });
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('Max Manager')).toBeInTheDocument();
    // The sign-in answer carries the member: the fresh token is not confirmed again with user_info.
    expect(server.calls('GET user_info')).toHaveLength(0);
  });

  it('remember me keeps the session in localStorage under "user"', async () => {
    const token = makeToken(DEMO_USERS.Team);
    server.on('POST admin/admin-login', [
      200,
      { status: 1, message: 'Welcome', data: DEMO_USERS.Team, jwtToken: token },
    ]);
    renderApp('/');
    await userEvent.type(email(), 'team@example.com');
    await userEvent.type(password(), 'demo1234');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({ accessToken: token });
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it("another status shows the server message beside the form (and as the spec's toast), and stays on sign-in", async () => {
    server.on('POST admin/admin-login', [400, { status: 0, message: 'Invalid email or password' }]);
    renderApp('/');
    await userEvent.type(email(), 'team@example.com');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(await screen.findAllByText('Invalid email or password')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('forgot password leads to its own page', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });
});
