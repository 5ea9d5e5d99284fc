import type { ApiData } from '@earrival/shared/types';
import { call } from './call';

/*
 * Settings -> Sessions (every role): where the signed-in member is signed in, and ending those sessions.
 */

/** One place the member is signed in (the server's schema is the source). */
export type MemberSession = ApiData<'listMySessions'>['sessions'][number];

export const sessionsApi = {
  list: () => call('GET admin/sessions'),
  /** Ends one of my other sessions: that device is signed out. */
  end: (id: string) => call('DELETE admin/sessions/{id}', { path: { id: encodeURIComponent(id) } }),
  /** Ends every session of mine but this one. */
  endOthers: () => call('DELETE admin/sessions'),
};
