import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify } from '@earrival/shared/toast';

/**
 * A change the server answers with a message: the message is the success toast, then the data under
 * `queryKey` is read again. `gcTime: 0` keeps no answer in the cache (one that carries a secret).
 */
export function useChange<Input, Answer extends { message: string }>(
  queryKey: QueryKey,
  mutationFn: (input: Input) => Promise<Answer>,
  options: { gcTime?: number } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (response: Answer) => {
      notify.success(response.message);
      await client.invalidateQueries({ queryKey });
    },
    ...options,
  });
}
