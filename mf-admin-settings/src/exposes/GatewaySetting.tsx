import type { AdminScreenProps } from '@earrival/shared/routes';
import { GatewaySettingScreen } from '../features/gateway/components/GatewaySettingScreen';

/** Change Gateway, at gateway-setting. */
export default function GatewaySetting(props: AdminScreenProps) {
  return <GatewaySettingScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
