import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { rememberOrderTrail } from '@earrival/shared/orderTrail';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { detailPath, makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

jest.setTimeout(20_000);

/** Where the router is, and the history entry's state, shown beside the screen. */
function Address() {
  const location = useLocation();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </>
  );
}
const address = () => screen.getByTestId('address').textContent;

const LIST = '/admin/pending-order?sort=created_at&order=asc';
const LIST_CALL = { orderName: 'pendingOrder', sort: 'created_at', order: 'asc' } as const;

/** The queue showed its first page, ten rows ending with 4242; the whole list holds 537 orders. */
const rememberFirstPage = () =>
  rememberOrderTrail({
    listUrl: LIST,
    listLabel: 'Pending Orders',
    orderIds: [4100, 4101, 4102, 4103, 4104, 4105, 4106, 4107, 4108, 4242],
    list: LIST_CALL,
  });

interface Place {
  previous: number | null;
  next: number | null;
  position: number;
  total: number;
  inList: boolean;
  positionCapped?: boolean;
}

/** The server's answer for each order's place in the whole list (a test may change it). */
function answerPlaces(api: FakeApi, places: Record<number, Place>) {
  api.on('GET admin/order-neighbours/pendingOrder', (request) =>
    ok({ positionCapped: false, ...places[Number(request.params.orderId)]!, totalCapped: false }),
  );
}

const trailOf = async (orderId: number) =>
  within(await screen.findByRole('region', { name: `Actions for order ${orderId}` })).findByRole(
    'navigation',
    { name: 'Orders of the list' },
  );

beforeEach(() => sessionStorage.clear());

describe('Previous and Next through the whole list', () => {
  it('goes on past the last row of the page shown, and reads the place in the whole list', async () => {
    rememberFirstPage();
    const api = installFakeApi();
    answerPlaces(api, {
      4242: { previous: 4108, next: 4300, position: 10, total: 537, inList: true },
      4300: { previous: 4242, next: 4301, position: 11, total: 537, inList: true },
    });
    renderDetail(makeOrderDetail({ order_id: 4242 }), {
      api,
      others: [makeOrderDetail({ order_id: 4300 })],
      beside: <Address />,
    });
    const nav = await trailOf(4242);
    expect(await within(nav).findByText('10 of 537', { exact: false })).toHaveTextContent(
      '10 of 537 in Pending Orders',
    );
    // The list's own filters and sort are asked for, not only the page's rows.
    expect(api.calls('GET admin/order-neighbours/pendingOrder')[0]!.params).toEqual({
      sort: 'created_at',
      order: 'asc',
      orderId: 4242,
    });

    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(address()).toBe(detailPath(4300));
    const next = await trailOf(4300);
    expect(await within(next).findByText('11 of 537', { exact: false })).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Next' })).toHaveAttribute('href', detailPath(4301));
    expect(within(next).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', detailPath(4242));
  });

  it('deeper in a big list than the server counts, the place reads "10,000+ of" the total', async () => {
    rememberFirstPage();
    const api = installFakeApi();
    answerPlaces(api, {
      4242: {
        previous: 4108,
        next: 4300,
        position: 10_001,
        total: 537_000,
        inList: true,
        positionCapped: true,
      },
    });
    renderDetail(makeOrderDetail({ order_id: 4242 }), { api });
    const nav = await trailOf(4242);
    expect(await within(nav).findByText('10,000+ of 537,000', { exact: false })).toBeInTheDocument();
  });

  it('after a move out of the list, Next goes to the order that followed it', async () => {
    rememberFirstPage();
    const api = installFakeApi();
    const places: Record<number, Place> = {
      4242: { previous: 4108, next: 4300, position: 10, total: 537, inList: true },
    };
    answerPlaces(api, places);
    const { state } = renderDetail(makeOrderDetail({ order_id: 4242, process_status: 'Pending' }), {
      api,
      others: [makeOrderDetail({ order_id: 4300 })],
      beside: <Address />,
    });
    api.on('PUT admin/move-order-status', () => {
      state.order = { ...state.order, process_status: 'Completed' };
      places[4242] = { previous: 4108, next: 4300, position: 10, total: 536, inList: false };
      return ok({ updated: 1, actionId: null }, 'Order status has been updated successfully');
    });
    const nav = await trailOf(4242);
    await within(nav).findByText('10 of 537', { exact: false });

    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await userEvent.click(screen.getByRole('button', { name: 'Completed Orders' }));
    expect(await within(nav).findByText('Moved out · 536 left', { exact: false })).toBeInTheDocument();
    await userEvent.keyboard('n');
    expect(address()).toBe(detailPath(4300));
  });

  it('u goes back to the list with the order left, then the one after it, to give the focus back to', async () => {
    rememberFirstPage();
    const api = installFakeApi();
    answerPlaces(api, { 4242: { previous: 4108, next: 4300, position: 10, total: 537, inList: true } });
    renderDetail(makeOrderDetail({ order_id: 4242 }), { api, beside: <Address /> });
    await within(await trailOf(4242)).findByText('10 of 537', { exact: false });
    await userEvent.keyboard('u');
    expect(address()).toBe(LIST);
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ returnFocusTo: [4242, 4300] });
  });
});
