import { api } from './client';
import type { ApiData, Envelope } from '@earrival/shared/types';

/*
 * Settings -> Sessions (every role): where the signed-in member is signed in, and ending those sessions.
 */

/** Where the member is signed in (the server's schema is the source). */
export type MemberSessions = ApiData<'listMySessions'>;
export type MemberSession = MemberSessions['sessions'][number];
/** How many sessions a call ended. */
export type EndedSessions = ApiData<'endMyOtherSessions'>;

export const sessionsApi = {
  list: () => api.get<Envelope<MemberSessions>>('admin/sessions'),
  /** Ends one of my other sessions: that device is signed out. */
  end: (id: string) => api.delete<Envelope<EndedSessions>>(`admin/sessions/${encodeURIComponent(id)}`),
  /** Ends every session of mine but this one. */
  endOthers: () => api.delete<Envelope<EndedSessions>>('admin/sessions'),
};
