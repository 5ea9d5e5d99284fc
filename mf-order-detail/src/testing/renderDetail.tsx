import type { ReactNode } from 'react';
import { ADMIN_ROUTES, type AdminScreenProps } from '@earrival/shared/routes';
import { installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import OrderDetail from '../exposes/OrderDetail';
import { TEST_USER, detailPath, makeOrderDetail } from './orderFixture';
import type { OrderDetail as Order } from '@earrival/shared/types';

const ROUTE = ADMIN_ROUTES.find((route) => route.module === './OrderDetail')!;

export interface RenderDetailOptions {
  user?: AdminScreenProps['user'];
  api?: FakeApi;
  /** More orders the fake server knows, for moving to them (Previous, Next). */
  others?: Order[];
  /** Elements beside the screen, e.g. a probe of the address. */
  beside?: ReactNode;
}

/**
 * Opens the detail screen at its real address with the fake server answering the detail call with
 * `order` (an object the test may change to simulate the server's next answer).
 */
export function renderDetail(
  order: Order = makeOrderDetail(),
  { user = TEST_USER, api = installFakeApi(), others = [], beside }: RenderDetailOptions = {},
) {
  const state = { order };
  api.on(`GET admin/get-orders-details/${order.order_id}`, () => ok(state.order));
  for (const other of others) api.on(`GET admin/get-orders-details/${other.order_id}`, ok(other));
  api.on('POST admin/presence', ok(null));
  const rendered = renderWithProviders(<OrderDetail route={ROUTE} user={user} />, {
    path: detailPath(order.order_id),
    route: '/admin/view-order/:orderId',
    beside,
  });
  return { ...rendered, api, state };
}
