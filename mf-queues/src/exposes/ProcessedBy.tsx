import type { AdminScreenProps } from '@earrival/shared/routes';
import { ProcessedByScreen } from '../features/reports/components/ProcessedByScreen';

/** /admin/processed-order: orders processed per member of staff. */
export default function ProcessedBy(props: AdminScreenProps) {
  return <ProcessedByScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
