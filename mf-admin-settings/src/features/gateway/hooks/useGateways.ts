import { useQuery } from '@tanstack/react-query';
import { gatewaysApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { useChange } from '../../../components/useChange';

/** The payment gateways; exactly one has is_active '1'. */
export function useGateways() {
  return useQuery({
    queryKey: queryKeys.gateways(),
    queryFn: async () => (await gatewaysApi.list()).data,
  });
}

/** Makes one gateway the active one; the list is read again so the form shows what the server holds. */
export const useActivateGateway = () =>
  useChange(queryKeys.gateways(), (gatewayId: number) => gatewaysApi.activate(gatewayId));
