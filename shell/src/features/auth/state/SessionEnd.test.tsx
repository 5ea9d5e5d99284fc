import '../../../testing/polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../../testing/renderApp';
import { DEMO_USERS, makeToken, storeSession } from '../../../testing/tokens';

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi({
    'GET admin/get-all-folder-count': [200, { status: 1, message: 'ok', data: {} }],
    'GET user_info': [200, { status: 1, message: 'OK', data: DEMO_USERS.Team }],
  });
});
afterEach(() => server.restore());

const location = () => screen.getByTestId('location');

describe('session', () => {
  it('at load confirms the stored session with GET user_info, sending the raw token', async () => {
    const token = storeSession(DEMO_USERS.Team);
    renderApp('/admin');
    await waitFor(() => expect(server.calls('GET user_info')).toHaveLength(1));
    expect(server.calls('GET user_info')[0]?.headers.Authorization).toBe(token);
    expect(await screen.findByText('Tess Team')).toBeInTheDocument();
  });

  it('a 401 from any call: message toast, session removed, back to "/"', async () => {
    storeSession(DEMO_USERS.Team);
    server.on('GET user_info', [401, { status: 401, message: 'Your session has expired' }]);
    renderApp('/admin/pending-order');
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('an expired stored token counts as signed out', () => {
    localStorage.setItem('user', JSON.stringify({ accessToken: makeToken(DEMO_USERS.Team, -60) }));
    renderApp('/admin');
    expect(location()).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a signed-in visit to "/" goes to /admin', async () => {
    storeSession(DEMO_USERS.Team);
    renderApp('/');
    await waitFor(() => expect(location()).toHaveTextContent('/admin'));
  });

  it('signing out in another tab signs this one out too', async () => {
    storeSession(DEMO_USERS.Team);
    renderApp('/admin/pending-order');
    await screen.findByText('Tess Team');
    localStorage.removeItem('user');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('Logout in the top-bar dropdown clears the session and goes to "/"', async () => {
    storeSession(DEMO_USERS.Team);
    renderApp('/admin/pending-order');
    await userEvent.click(await screen.findByRole('button', { name: /Welcome, Tess Team/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
