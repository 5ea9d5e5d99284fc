import '../../../testing/polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, failed, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../../testing/tokens';

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi({
    'GET admin/get-all-folder-count': ok({}),
    'GET user_info': ok(DEMO_USERS.Team),
  });
});
afterEach(() => server.restore());

const location = () => screen.getByTestId('location');

async function clickLogout() {
  await userEvent.click(await screen.findByRole('button', { name: /Welcome, Tess Team/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
}

describe('the Logout button', () => {
  it('revokes the token on the server (POST admin/logout with it), then clears the session', async () => {
    const token = storeSession(DEMO_USERS.Team);
    let storedDuringCall: string | null = null;
    server.on('POST admin/logout', () => {
      storedDuringCall = localStorage.getItem('user');
      return ok(null, 'You have been signed out.');
    });
    renderApp('/admin/pending-order');
    await clickLogout();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    const calls = server.calls('POST admin/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toBe(token);
    // The call went out while the session was still there, and the session ended after it.
    expect(storedDuringCall).not.toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    storeSession(DEMO_USERS.Team);
    server.on('POST admin/logout', () => {
      throw new Error('Network Error');
    });
    renderApp('/admin/pending-order');
    await clickLogout();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(server.calls('POST admin/logout')).toHaveLength(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('a token the server already revoked (401) signs out quietly: no "session ended" message', async () => {
    storeSession(DEMO_USERS.Team);
    server.on('POST admin/logout', failed('You have signed out. Please sign in again.', 401));
    renderApp('/admin/pending-order');
    await clickLogout();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByText('You have signed out. Please sign in again.')).not.toBeInTheDocument();
  });
});
