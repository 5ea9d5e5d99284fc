import type { AdminScreenProps } from '@earrival/shared/routes';
import { ChangePasswordScreen } from '../features/password/components/ChangePasswordScreen';

/** Update Password, at change-password. */
export default function ChangePassword(props: AdminScreenProps) {
  return <ChangePasswordScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
