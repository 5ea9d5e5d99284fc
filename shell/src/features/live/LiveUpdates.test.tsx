import '../../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveApi, ordersApi, type EventStream, type LiveEventHandlers } from '@earrival/shared/api';
import { eventBus } from '@earrival/shared/bus';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../testing/tokens';

/*
 * jsdom has no fetch streams, so the real stream opens nothing here (its reader is tested against a real
 * server in @earrival/shared). The spy only watches the shell's calls and lets them through.
 */
let server: FakeApi;
let events: jest.SpyInstance<EventStream, [LiveEventHandlers]>;
beforeEach(() => {
  localStorage.clear();
  storeSession(DEMO_USERS.Team);
  server = installFakeApi({
    'GET user_info': ok(DEMO_USERS.Team),
    'GET admin/get-all-folder-count': ok({}),
    'POST admin/logout': ok(null),
    'PUT admin/move-order-status': ok(null),
  });
  events = jest.spyOn(liveApi, 'events');
});
afterEach(() => {
  events.mockRestore();
  server.restore();
});

const mark = () => within(screen.getByRole('banner')).getByRole('status');
const PAUSED = 'Live updates paused';

describe('live updates in the shell', () => {
  it('shows "Live updates paused" in the top bar only while the bus says the stream is paused', async () => {
    renderApp('/admin/pending-order');
    await screen.findByRole('button', { name: /Welcome, Tess Team/ });
    act(() => eventBus.emit({ type: 'live-connection', state: 'connecting' }));
    expect(mark()).toBeEmptyDOMElement();

    act(() => eventBus.emit({ type: 'live-connection', state: 'paused' }));
    expect(mark()).toHaveTextContent(PAUSED);
    expect(mark()).toHaveClass('ea-live-paused');
    expect(mark().title).toMatch(/changes made by others will show once it reconnects/i);

    act(() => eventBus.emit({ type: 'live-connection', state: 'open' }));
    expect(screen.queryByText(PAUSED)).not.toBeInTheDocument();
    expect(mark()).not.toHaveAttribute('title');

    act(() => eventBus.emit({ type: 'live-connection', state: 'paused' }));
    expect(mark()).toHaveTextContent(PAUSED);
    act(() => eventBus.emit({ type: 'live-connection', state: 'closed' }));
    expect(screen.queryByText(PAUSED)).not.toBeInTheDocument();
  });

  it('opens one stream once signed in, puts its states on the bus, and closes it on logout', async () => {
    renderApp('/admin/pending-order');
    await waitFor(() => expect(events).toHaveBeenCalledTimes(1));
    const handlers = events.mock.calls[0]![0];
    const close = jest.spyOn(events.mock.results[0]!.value as EventStream, 'close');

    act(() => handlers.onState('paused'));
    expect(mark()).toHaveTextContent(PAUSED);
    act(() => handlers.onState('open'));
    expect(screen.queryByText(PAUSED)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Welcome, Tess Team/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(close).toHaveBeenCalledTimes(1);
    expect(events).toHaveBeenCalledTimes(1);
  });

  it('opens no stream on the sign-in page', async () => {
    localStorage.clear();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(events).not.toHaveBeenCalled();
  });

  it("skips the server's echo of this tab's own change: one refetch, from its own bus event", async () => {
    renderApp('/admin/pending-order');
    await waitFor(() => expect(events).toHaveBeenCalledTimes(1));
    const handlers = events.mock.calls[0]![0];
    const countCalls = () => server.calls('GET admin/get-all-folder-count').length;
    await waitFor(() => expect(countCalls()).toBe(1));
    // For deliberate negative checks: what the echo would set off (a bus event, a fetch) starts at once.
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    // The tab moves an order (the call names the tab) and says so on its bus: the counts refetch once.
    await ordersApi.moveStatus([7], 'Completed', 'pendingOrder');
    const tabId = server.calls('PUT admin/move-order-status')[0]!.headers['X-Tab-Id'];
    expect(tabId).toEqual(expect.any(String));
    act(() => eventBus.emit({ type: 'counts-changed', source: 'mf-queues' }));
    await waitFor(() => expect(countCalls()).toBe(2));

    // The server's echo names the tab: it never reaches the bus, and nothing more is fetched.
    const heard: string[] = [];
    const listening = eventBus.all().subscribe((event) => heard.push(event.type));
    const echo = (event: string, data: object) =>
      act(() => handlers.onMessage({ id: '1', event, data: JSON.stringify(data) }));
    echo('counts-changed', { tabId });
    echo('order-updated', { orderId: 7, changes: ['status'], tabId });
    await settle();
    expect(heard).toEqual([]);
    expect(countCalls()).toBe(2);

    // Another tab's change still refreshes.
    echo('counts-changed', { tabId: 'another-tab' });
    echo('order-updated', { orderId: 7, changes: ['status'], tabId: 'another-tab' });
    expect(heard).toEqual(['counts-changed', 'order-updated']);
    await waitFor(() => expect(countCalls()).toBe(3));
    listening.unsubscribe();
  });
});
