import { api } from './client';
import { encodeId } from '@earrival/shared/util';
import type { Envelope, PaymentGateway } from '@earrival/shared/types';

/** Gateway Setting (Admin and Manager only). */
export const gatewaysApi = {
  list: () => api.get<Envelope<PaymentGateway[]>>('admin/payment-gateways'),
  /** Activates one gateway (the others become inactive); the id travels encoded, as the spec sends it. */
  activate: (gatewayId: number) =>
    api.post<Envelope<PaymentGateway>>('admin/payment-gateway-setting', { gatewayId: encodeId(gatewayId) }),
};
