import type { AdminScreenProps } from '@earrival/shared/routes';
import { QueueScreen as Screen } from '../features/queues/components/QueueScreen';

/** Every queue route of the shell (my-order, recent-order, ..., chargeback). */
export default function QueueScreen(props: AdminScreenProps) {
  return <Screen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
