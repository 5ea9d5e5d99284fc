import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionsApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { notify } from '@earrival/shared/toast';

/** Where the signed-in member is signed in, this page's session among them. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions(),
    queryFn: async () => (await sessionsApi.list()).data.sessions,
  });
}

/** A change's success: the server's message as the toast, then the list read again. */
function useRefreshAfter() {
  const client = useQueryClient();
  return async (response: { message: string }) => {
    notify.success(response.message);
    await client.invalidateQueries({ queryKey: queryKeys.sessions() });
  };
}

/** Ends one other session (that device is signed out); a refusal is the page's error toast. */
export function useEndSession() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: string) => sessionsApi.end(id), onSuccess: refresh });
}

/** Ends every session but this page's. */
export function useEndOtherSessions() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: () => sessionsApi.endOthers(), onSuccess: refresh });
}
