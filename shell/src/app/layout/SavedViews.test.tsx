import '../../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@earrival/shared/bus';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../testing/tokens';

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
    'GET admin/saved-views/counts': () =>
      ok(views.map((view) => ({ id: view.id, total: view.id === 4 ? 1234 : null, capped: view.id === 4 }))),
    'DELETE admin/saved-views/5': () => {
      views = [];
      return ok(null, 'View deleted');
    },
  });
  storeSession(DEMO_USERS.Team);
});
afterEach(() => server.restore());

describe('saved views in the sidebar', () => {
  it('lists the member’s views first in the menu, each opening its list with its filters and its count', async () => {
    renderApp('/admin');
    const menu = await screen.findByRole('complementary', { name: 'Main menu' });
    const list = await within(menu).findByRole('list', { name: 'Saved views' });
    const link = within(list).getByRole('link', { name: /^Canada, unassigned/ });
    expect(link).toHaveAttribute('href', '/admin/pending-order?citizenship=Canada&assignee=none');
    expect(await within(link).findByLabelText('1,234+ orders')).toHaveTextContent('1,234+');
    // Above the queues: the first list of the menu is the saved views.
    expect(within(menu).getAllByRole('list')[0]).toBe(list);
  });

  it('refreshes the counts when the folders change (counts-changed on the bus)', async () => {
    renderApp('/admin');
    await screen.findByLabelText('1,234+ orders');
    const before = server.calls('GET admin/saved-views/counts').length;
    act(() => eventBus.emit({ type: 'counts-changed', source: 'mf-queues' }));
    await waitFor(() => expect(server.calls('GET admin/saved-views/counts').length).toBe(before + 1));
  });

  it('lists a view saved elsewhere when the bus says so, and deletes one', async () => {
    views = [];
    renderApp('/admin');
    await screen.findByRole('complementary', { name: 'Main menu' });
    await waitFor(() => expect(server.calls('GET admin/saved-views')).toHaveLength(1));
    views = [
      { id: 5, name: 'Mine', path: '/admin/my-order', query: '', createdAt: '2026-11-27T08:00:00.000Z' },
    ];
    act(() => eventBus.emit({ type: 'saved-views-changed', source: 'mf-queues' }));
    expect(await screen.findByRole('link', { name: 'Mine' })).toHaveAttribute('href', '/admin/my-order');
    // A view that cannot be counted shows no badge.
    await waitFor(() => expect(server.calls('GET admin/saved-views/counts').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('view-count-5')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete saved view Mine' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mine' })).not.toBeInTheDocument());
    expect(server.calls('DELETE admin/saved-views/5')).toHaveLength(1);
  });
});
