import type { AdminScreenProps } from '@earrival/shared/routes';
import { SecurityLogScreen } from '../features/securityLog/components/SecurityLogScreen';

/** Security Log, at security-log (Admin): who did what, filtered, paged and exported as CSV. */
export default function SecurityLog(props: AdminScreenProps) {
  return <SecurityLogScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
