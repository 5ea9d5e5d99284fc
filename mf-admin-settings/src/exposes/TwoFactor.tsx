import type { AdminScreenProps } from '@earrival/shared/routes';
import { TwoFactorScreen } from '../features/twoFactor/components/TwoFactorScreen';

/** Two-Factor Sign-In, at two-factor. */
export default function TwoFactor(props: AdminScreenProps) {
  return <TwoFactorScreen {...props} />;
}
