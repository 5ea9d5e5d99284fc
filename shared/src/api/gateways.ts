import { encodeId } from '@earrival/shared/util';
import { call } from './call';

/** Gateway Setting (Admin and Manager only). */
export const gatewaysApi = {
  list: () => call('GET admin/payment-gateways'),
  /** Activates one gateway (the others become inactive); the id travels encoded, as the spec sends it. */
  activate: (gatewayId: number) =>
    call('POST admin/payment-gateway-setting', { body: { gatewayId: encodeId(gatewayId) } }),
};
