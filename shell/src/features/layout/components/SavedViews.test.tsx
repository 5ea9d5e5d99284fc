import '../../../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@earrival/shared/bus';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../../testing/tokens';

let server: FakeApi;
let views: Array<{ id: number; name: string; path: string; query: string; createdAt: string }>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  views = [
    {
      id: 4,
      name: 'Canada, unassigned',
      path: '/admin/pending-order',
      query: 'citizenship=Canada&assignee=none',
      createdAt: '2026-11-27T08:00:00.000Z',
    },
  ];
  server = installFakeApi({
    'GET admin/get-all-folder-count': ok({}),
    'GET user_info': ok(DEMO_USERS.Team),
    'GET admin/saved-views': () => ok(views),
    'DELETE admin/saved-views/4': () => {
      views = [];
      return ok(null, 'View deleted');
    },
  });
  storeSession(DEMO_USERS.Team);
});
afterEach(() => server.restore());

describe('saved views in the sidebar', () => {
  it('lists the member’s views under the queues, each opening its list with its filters', async () => {
    renderApp('/admin');
    const menu = await screen.findByRole('complementary', { name: 'Main menu' });
    const list = await within(menu).findByRole('list', { name: 'Saved views' });
    expect(within(list).getByRole('link', { name: 'Canada, unassigned' })).toHaveAttribute(
      'href',
      '/admin/pending-order?citizenship=Canada&assignee=none',
    );
  });

  it('lists a view saved elsewhere when the bus says so, and deletes one', async () => {
    views = [];
    renderApp('/admin');
    await screen.findByRole('complementary', { name: 'Main menu' });
    await waitFor(() => expect(server.calls('GET admin/saved-views')).toHaveLength(1));
    views = [
      { id: 4, name: 'Mine', path: '/admin/my-order', query: '', createdAt: '2026-11-27T08:00:00.000Z' },
    ];
    act(() => eventBus.emit({ type: 'saved-views-changed', source: 'mf-queues' }));
    expect(await screen.findByRole('link', { name: 'Mine' })).toHaveAttribute('href', '/admin/my-order');
    await userEvent.click(screen.getByRole('button', { name: 'Delete saved view Mine' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mine' })).not.toBeInTheDocument());
    expect(server.calls('DELETE admin/saved-views/4')).toHaveLength(1);
  });
});
