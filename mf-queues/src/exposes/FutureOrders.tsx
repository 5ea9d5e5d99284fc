import type { AdminScreenProps } from '@earrival/shared/routes';
import { FutureOrdersScreen } from '../features/future-orders/components/FutureOrdersScreen';

/** /admin/future-order: month tiles and each month's orders. */
export default function FutureOrders(props: AdminScreenProps) {
  return <FutureOrdersScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
