import '../../testing/polyfills';
import { screen, within } from '@testing-library/react';
import { ROLES, type Role } from '@earrival/shared/types';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../testing/tokens';

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi({
    'GET admin/get-all-folder-count': [200, { status: 1, message: 'ok', data: {} }],
    'GET user_info': (request) => {
      // The server knows the member from the token; tests keep it simple and trust the role asked for.
      const role = (request.headers.Authorization ? currentRole : 'Team') as Role;
      return [200, { status: 1, message: 'OK', data: DEMO_USERS[role] }];
    },
  });
});
afterEach(() => server.restore());

let currentRole: Role = 'Admin';
function signInAs(role: Role) {
  currentRole = role;
  storeSession(DEMO_USERS[role]);
}

const menuLabels = async () => {
  const menu = await screen.findByRole('complementary', { name: 'Main menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.querySelector('.ea-menu-label')?.textContent);
};

const EVERYONE = [
  'Dashboard',
  'My Orders',
  'New Orders',
  'Priority Orders',
  'Pending Orders',
  'Completed Orders',
  'Awaiting Customer',
  'Awaiting Govt',
  'Future Orders',
  'Customer Called',
  'Contact Customer',
  'Deleted Orders',
];
const MANAGER_ONLY = ['Manage Team', 'Order Processed', 'Gateway Setting', 'Deployments', 'Security Log'];

describe('role-based menus', () => {
  it.each([
    ['Admin', ['Deployments', 'Security Log']],
    ['Manager', ['Deployments']],
  ] as [Role, string[]][])(
    '%s sees every entry, Manage Team, Order Processed, Gateway Setting and %j',
    async (role, settings) => {
      signInAs(role);
      renderApp('/admin');
      expect(await menuLabels()).toEqual([
        ...EVERYONE,
        'Order History',
        'Refund Orders',
        'Charge Back',
        'Country Order List',
        'Manage Invoices',
        'Order Processed',
        'Manage Team',
        'Gateway Setting',
        ...settings,
        'Change Password',
        'Two-Factor Sign-In',
        'Sessions',
      ]);
    },
  );

  it.each(['Team', 'Night Staff'] as Role[])('%s sees Order History but no manager entries', async (role) => {
    signInAs(role);
    renderApp('/admin');
    const labels = await menuLabels();
    expect(labels).toContain('Order History');
    for (const label of MANAGER_ONLY) expect(labels).not.toContain(label);
    expect(labels).toContain('Change Password');
    expect(labels).toContain('Sessions');
  });

  it('Telecaller does not see Order History nor manager entries', async () => {
    signInAs('Telecaller');
    renderApp('/admin');
    const labels = await menuLabels();
    expect(labels).not.toContain('Order History');
    for (const label of MANAGER_ONLY) expect(labels).not.toContain(label);
    expect(labels).toContain('Refund Orders');
  });

  it('a direct URL to a screen the role may not use shows "Not allowed", not the screen', async () => {
    signInAs('Telecaller');
    renderApp('/admin/order-history');
    expect(await screen.findByTestId('not-allowed')).toHaveTextContent('Not allowed');
    expect(screen.getByTestId('not-allowed')).toHaveTextContent('Order History');
    expect(screen.queryByText('screen:order-history')).not.toBeInTheDocument();
  });

  it.each([
    ['Team', 'manage-team'],
    ['Night Staff', 'gateway-setting'],
    ['Team', 'deployments'],
    ['Telecaller', 'processed-order'],
    ['Team', 'manage-team/12'],
    ['Manager', 'security-log'],
    ['Telecaller', 'security-log'],
  ] as [Role, string][])('%s opening /admin/%s is not allowed', async (role, path) => {
    signInAs(role);
    renderApp(`/admin/${path}`);
    expect(await screen.findByTestId('not-allowed')).toBeInTheDocument();
  });

  it('an allowed direct URL mounts the screen from its remote', async () => {
    signInAs('Manager');
    renderApp('/admin/manage-team');
    expect(await screen.findByText('screen:manage-team')).toBeInTheDocument();
  });

  it.each(['Team', 'Telecaller', 'Night Staff'] as Role[])('%s may open Sessions', async (role) => {
    signInAs(role);
    renderApp('/admin/sessions');
    expect(await screen.findByText('screen:sessions')).toBeInTheDocument();
  });

  it('an Admin opening /admin/security-log gets the Security Log screen', async () => {
    signInAs('Admin');
    renderApp('/admin/security-log');
    expect(await screen.findByText('screen:security-log')).toBeInTheDocument();
  });

  it('unknown paths under /admin get a not-found page', async () => {
    signInAs('Admin');
    renderApp('/admin/no-such-screen');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('/admin/no-such-screen');
  });

  it('/admin shows the dashboard and the New Orders queue (recent-order is also at /admin/)', async () => {
    signInAs('Team');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('screen:recent-order')).toBeInTheDocument();
  });

  it('every role is covered by these tests', () => {
    expect(ROLES).toEqual(['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff']);
  });

  it('without a session /admin goes back to sign-in', async () => {
    renderApp('/admin/recent-order');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('paths outside /admin other than / go to the visitor remote', async () => {
    renderApp('/track-order/MTIzNDU2');
    expect(await screen.findByText('visitor-screen')).toBeInTheDocument();
  });
});
