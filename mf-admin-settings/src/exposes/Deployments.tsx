import type { AdminScreenProps } from '@earrival/shared/routes';
import { DeploymentsScreen } from '../features/deployments/components/DeploymentsScreen';

/** Deployments, at deployments: what each remote serves, promote and roll back, deploy tokens. */
export default function Deployments(props: AdminScreenProps) {
  return <DeploymentsScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
