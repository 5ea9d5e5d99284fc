import { api } from './client';
import type { Envelope } from '@earrival/shared/types';

/*
 * Settings -> Sessions (every role): where the signed-in member is signed in, and ending those sessions.
 * The answer types are declared here until the API's schemas generate them (shared/src/types/generated).
 */

/** One place the member is signed in. */
export interface MemberSession {
  id: string;
  /** The browser and system, as the server read them from the User-Agent ("Chrome on Windows"). */
  browser: string;
  ip: string;
  /** ISO time of the sign-in. */
  createdAt: string;
  /** ISO time of the last call made with it. */
  lastSeenAt: string;
  /** The session of this page. */
  current: boolean;
}

export interface MemberSessions {
  sessions: MemberSession[];
}

/** How many sessions a call ended. */
export interface EndedSessions {
  ended: number;
}

export const sessionsApi = {
  list: () => api.get<Envelope<MemberSessions>>('admin/sessions'),
  /** Ends one of my other sessions: that device is signed out. */
  end: (id: string) => api.delete<Envelope<EndedSessions>>(`admin/sessions/${encodeURIComponent(id)}`),
  /** Ends every session of mine but this one. */
  endOthers: () => api.delete<Envelope<EndedSessions>>('admin/sessions'),
};
