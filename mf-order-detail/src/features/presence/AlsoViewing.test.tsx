import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { eventBus } from '@earrival/shared/bus';
import { SESSION_KEY } from '@earrival/shared/auth';
import type { PresenceViewer } from '@earrival/shared/types';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import OrderDetail from '../../exposes/OrderDetail';
import { detailPath, makeOrderDetail, TEST_USER } from '../../testing/orderFixture';
import { renderDetail } from '../../testing/renderDetail';
import { PRESENCE_REPEAT_MS } from './usePresence';

const SELF: PresenceViewer = { id: TEST_USER.id, name: TEST_USER.name, role: 'Team' };
const SARA: PresenceViewer = { id: 3, name: 'Sara', role: 'Team' };
const OMAR: PresenceViewer = { id: 5, name: 'Omar', role: 'Manager' };

/** A session token the browser can decode (the signature is never checked in the browser). */
function storeSession() {
  const claims = btoa(JSON.stringify({ ...TEST_USER, exp: Math.floor(Date.now() / 1000) + 3600 }));
  localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: `h.${claims}.s` }));
}

const presence = (orderId: number, viewers: PresenceViewer[]) =>
  act(() => eventBus.emit({ type: 'presence', orderId, viewers }));

const presenceCalls = (api: FakeApi) => api.calls('POST admin/presence').map((call) => call.body);

function OpenOther({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(detailPath(orderId))}>
      Open {orderId}
    </button>
  );
}

beforeEach(() => storeSession());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('Also viewing (presence on the order detail)', () => {
  it('lists the other members viewing this order from the bus, never the signed-in member', async () => {
    renderDetail();
    await screen.findByRole('region', { name: 'Email History' });
    expect(screen.queryByText(/Also viewing/)).not.toBeInTheDocument();

    presence(4242, [SELF, SARA]);
    expect(screen.getByText('Also viewing: Sara (Team)')).toBeInTheDocument();

    presence(4242, [SARA, SELF, OMAR, SARA]);
    expect(screen.getByText('Also viewing: Sara (Team), Omar (Manager)')).toBeInTheDocument();

    // Another order's viewers change nothing here.
    presence(1111, [OMAR]);
    expect(screen.getByText('Also viewing: Sara (Team), Omar (Manager)')).toBeInTheDocument();

    presence(4242, [SELF]);
    expect(screen.queryByText(/Also viewing/)).not.toBeInTheDocument();
  });

  it('says viewing on opening, again every 20 s, and not viewing on closing', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { api, unmount } = renderDetail();
    await screen.findByRole('region', { name: 'Email History' });
    await waitFor(() => expect(presenceCalls(api)).toEqual([{ orderId: 4242, viewing: true }]));

    act(() => jest.advanceTimersByTime(PRESENCE_REPEAT_MS));
    act(() => jest.advanceTimersByTime(PRESENCE_REPEAT_MS));
    await waitFor(() => expect(presenceCalls(api)).toHaveLength(3));
    expect(presenceCalls(api).every((body) => body.viewing === true)).toBe(true);

    unmount();
    await waitFor(() => expect(presenceCalls(api).at(-1)).toEqual({ orderId: 4242, viewing: false }));
    act(() => jest.advanceTimersByTime(PRESENCE_REPEAT_MS * 3));
    expect(presenceCalls(api)).toHaveLength(4);
  });

  it('moving to another order leaves the first one and announces the second', async () => {
    const api = installFakeApi()
      .on('GET admin/get-orders-details/4242', ok(makeOrderDetail({ order_id: 4242 })))
      .on('GET admin/get-orders-details/5150', ok(makeOrderDetail({ order_id: 5150 })))
      .on('POST admin/presence', ok(null));
    const route = ADMIN_ROUTES.find((r) => r.module === './OrderDetail')!;
    renderWithProviders(<OrderDetail route={route} user={TEST_USER} />, {
      path: detailPath(4242),
      route: '/admin/view-order/:orderId',
      beside: <OpenOther orderId={5150} />,
    });
    await screen.findByText('Order 4242');
    presence(4242, [SARA]);
    expect(screen.getByText('Also viewing: Sara (Team)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open 5150' }));
    await screen.findByText('Order 5150');
    await waitFor(() =>
      expect(presenceCalls(api)).toEqual([
        { orderId: 4242, viewing: true },
        { orderId: 4242, viewing: false },
        { orderId: 5150, viewing: true },
      ]),
    );
    expect(screen.queryByText(/Also viewing/)).not.toBeInTheDocument();
    api.restore();
  });

  it('says nothing on closing once the session has ended (a token-less call would only be refused)', async () => {
    const { api, unmount } = renderDetail(makeOrderDetail({ order_id: 5150 }));
    await screen.findByRole('region', { name: 'Email History' });
    await waitFor(() => expect(presenceCalls(api)).toEqual([{ orderId: 5150, viewing: true }]));
    localStorage.clear();
    unmount();
    // A deliberate negative check: the leaving call would go out at once on unmount; none has after a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(presenceCalls(api)).toHaveLength(1);
  });
});
