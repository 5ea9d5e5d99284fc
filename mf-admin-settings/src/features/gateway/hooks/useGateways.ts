import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewaysApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { notify } from '@earrival/shared/toast';

/** The payment gateways; exactly one has is_active '1'. */
export function useGateways() {
  return useQuery({
    queryKey: queryKeys.gateways(),
    queryFn: async () => (await gatewaysApi.list()).data,
  });
}

/** Makes one gateway the active one; the list is read again so the form shows what the server holds. */
export function useActivateGateway() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gatewayId: number) => gatewaysApi.activate(gatewayId),
    onSuccess: async (response) => {
      notify.success(response.message);
      await client.invalidateQueries({ queryKey: queryKeys.gateways() });
    },
  });
}
