import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import Spinner from 'react-bootstrap/Spinner';
import { ApiError, errorMessage } from '@earrival/shared/api';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { Page } from '@earrival/shared/ui';
import { decodeId } from '@earrival/shared/util';
import { AlsoViewing } from '../../presence';
import { useOrderDetail } from '../hooks/useOrderDetail';
import { OrderDetailView } from './OrderDetailView';
import '../orderDetail.css';

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

/** /admin/view-order/{encoded id}: loads the order and shows it, or says clearly why it cannot. */
export function OrderDetailScreen({ route, user, encodedId }: OrderDetailScreenProps) {
  const orderId = encodedId ? decodeId(encodedId) : null;
  const detail = useOrderDetail(orderId);
  const order = detail.data;

  const badges = order && (
    <span className="d-flex align-items-center gap-2">
      <span className="text-muted">Order {order.order_id}</span>
      <Badge bg="primary">{order.process_status}</Badge>
    </span>
  );

  let body;
  if (orderId === null) {
    body = <NotFound message="The link does not name an order. Open the order again from a queue." />;
  } else if (order) {
    body = <OrderDetailView order={order} user={user} />;
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
    <Page title={route.title} actions={badges} onRefresh={order ? () => void detail.refetch() : undefined}>
      {/* Presence starts once the order is shown: an id that names no order has no viewers. */}
      {order && <AlsoViewing orderId={order.order_id} memberId={user.id} />}
      {body}
    </Page>
  );
}
