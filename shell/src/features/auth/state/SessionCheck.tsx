import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@earrival/shared/api';
import { useSessionToken } from '@earrival/shared/auth';
import { queryKeys } from '@earrival/shared/query';
import { useAuth, useAuthDispatch } from './AuthContext';

/**
 * Confirms the stored session with the server (GET /user_info) once per token and reports the answer
 * into the auth state. Rendered inside the signed-in area, under its query cache. A session that
 * signing in just started needs no call: sign-in already answered with the member.
 */
export function SessionCheck() {
  const token = useSessionToken();
  const { state } = useAuth();
  const dispatch = useAuthDispatch();
  const userInfo = useQuery({
    queryKey: queryKeys.userInfo(token ?? ''),
    queryFn: () => authApi.userInfo().then((response) => response.data),
    enabled: token !== null,
    initialData: state.data ?? undefined,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (userInfo.isFetching) dispatch({ type: 'userInfo/pending' });
    else if (userInfo.isError) dispatch({ type: 'userInfo/rejected' });
    else if (userInfo.data && userInfo.data !== state.data)
      dispatch({ type: 'userInfo/fulfilled', user: userInfo.data });
  }, [userInfo.isFetching, userInfo.data, userInfo.isError, state.data, dispatch]);
  return null;
}
