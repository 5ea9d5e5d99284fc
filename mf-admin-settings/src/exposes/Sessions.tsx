import type { AdminScreenProps } from '@earrival/shared/routes';
import { SessionsScreen } from '../features/sessions/components/SessionsScreen';

/** Sessions, at sessions: where the member is signed in, and ending the other sessions. */
export default function Sessions(props: AdminScreenProps) {
  return <SessionsScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
