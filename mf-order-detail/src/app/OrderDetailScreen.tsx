import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import Spinner from 'react-bootstrap/Spinner';
import { ApiError, errorMessage } from '@earrival/shared/api';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { Page } from '@earrival/shared/ui';
import { decodeId } from '@earrival/shared/util';
import { SectionLinks, useOrderDetail } from '../features/order-detail';
import '../features/order-detail/orderDetail.css';
import { AlsoViewing } from '../features/presence';
import { ActionBar } from './ActionBar';
import { OrderDetailView } from './OrderDetailView';

export interface OrderDetailScreenProps extends AdminScreenProps {
  /** The id as it appears in the address: base64 of twice the order id. */
  encodedId: string | undefined;
}

function NotFound({ message }: { message: string }) {
  return (
    <Alert variant="warning" className="od-not-found">
      <Alert.Heading as="h2" className="h5">
        Order not found
      </Alert.Heading>
      <p>{message}</p>
      <Link to="/admin/recent-order" className="btn btn-outline-primary btn-sm">
        Back to New Orders
      </Link>
    </Alert>
  );
}

function Loading() {
  return (
    <div role="status" aria-live="polite" className="od-loading">
      <div className="d-flex align-items-center gap-2 mb-3">
        <Spinner animation="border" size="sm" aria-hidden />
        <span>Loading the order…</span>
      </div>
      {[0, 1, 2].map((block) => (
        <Placeholder key={block} as="div" animation="glow" className="mb-3" aria-hidden>
          <Placeholder xs={4} className="mb-2" />
          <Placeholder xs={12} />
          <Placeholder xs={9} />
          <Placeholder xs={7} />
        </Placeholder>
      ))}
    </div>
  );
}

/**
 * Once an order is shown (first load, or Previous/Next to another), the focus goes to the page's one
 * heading, so a screen reader starts at the top of the new order and Tab continues from there. A refetch
 * of the same order moves nothing.
 */
function useFocusHeadingOnLoad(shownOrderId: number | undefined) {
  const anchor = useRef<HTMLDivElement>(null);
  const focused = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (shownOrderId === undefined || focused.current === shownOrderId) return;
    focused.current = shownOrderId;
    const heading = anchor.current?.closest('.ea-page')?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [shownOrderId]);
  return anchor;
}

/** /admin/view-order/{encoded id}: loads the order and shows it, or says clearly why it cannot. */
export function OrderDetailScreen({ route, user, encodedId }: OrderDetailScreenProps) {
  const orderId = encodedId ? decodeId(encodedId) : null;
  const detail = useOrderDetail(orderId);
  // While Next loads the following order, the previous one stays out of sight (a placeholder instead).
  const order = detail.data && detail.data.order_id === orderId ? detail.data : undefined;
  const anchor = useFocusHeadingOnLoad(order?.order_id);

  let body;
  if (orderId === null) {
    body = <NotFound message="The link does not name an order. Open the order again from a queue." />;
  } else if (order) {
    body = (
      <>
        <ActionBar order={order} user={user} />
        <SectionLinks />
        <OrderDetailView order={order} user={user} />
      </>
    );
  } else if (detail.isError) {
    const error = detail.error;
    body =
      error instanceof ApiError && error.httpStatus === 404 ? (
        <NotFound message={error.message} />
      ) : (
        <Alert variant="danger">
          <p>{errorMessage(error)}</p>
          <Button size="sm" variant="outline-danger" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Alert>
      );
  } else {
    body = <Loading />;
  }

  return (
    <Page
      title={route.title}
      actions={order && <span className="text-muted">Order {order.order_id}</span>}
      onRefresh={order ? () => void detail.refetch() : undefined}
    >
      {/* Presence starts once the order is shown: an id that names no order has no viewers. */}
      {order && <AlsoViewing orderId={order.order_id} memberId={user.id} />}
      {/* The bar's sticky height is published on this element, for the sections' scroll margin. */}
      <div ref={anchor} className="od-work">
        {body}
      </div>
    </Page>
  );
}
