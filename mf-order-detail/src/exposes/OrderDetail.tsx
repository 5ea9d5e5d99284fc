import { useParams } from 'react-router-dom';
import type { AdminScreenProps } from '@earrival/shared/routes';
import { OrderDetailScreen } from '../app/OrderDetailScreen';

/** /admin/view-order/:orderId — the order detail screen the shell mounts. */
export default function OrderDetail(props: AdminScreenProps) {
  const { orderId } = useParams();
  return <OrderDetailScreen {...props} encodedId={orderId} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
