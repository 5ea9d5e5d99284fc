import { useQuery } from '@tanstack/react-query';
import { sessionsApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { useChange } from '../../../components/useChange';

/** Where the signed-in member is signed in, this page's session among them. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions(),
    queryFn: async () => (await sessionsApi.list()).data.sessions,
  });
}

/** Ends one other session (that device is signed out); a refusal is the page's error toast. */
export const useEndSession = () => useChange(queryKeys.sessions(), (id: string) => sessionsApi.end(id));

/** Ends every session but this page's. */
export const useEndOtherSessions = () => useChange(queryKeys.sessions(), () => sessionsApi.endOthers());
