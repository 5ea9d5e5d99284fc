import type { AdminScreenProps } from '@earrival/shared/routes';
import { TwoFactorScreen } from '../features/twoFactor/components/TwoFactorScreen';

/** Two-Factor Sign-In, at two-factor. */
export default function TwoFactor(props: AdminScreenProps) {
  return <TwoFactorScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
