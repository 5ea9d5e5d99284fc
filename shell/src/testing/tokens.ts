import type { Role, SessionUser } from '@earrival/shared/types';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const DEMO_USERS: Record<Role, SessionUser> = {
  Admin: { id: 1, name: 'Ada Admin', email: 'admin@example.com', type: 'Admin' },
  Manager: { id: 2, name: 'Max Manager', email: 'manager@example.com', type: 'Manager' },
  Team: { id: 3, name: 'Tess Team', email: 'team@example.com', type: 'Team' },
  Telecaller: { id: 4, name: 'Tom Caller', email: 'telecaller@example.com', type: 'Telecaller' },
  'Night Staff': { id: 5, name: 'Nina Night', email: 'nightstaff@example.com', type: 'Night Staff' },
};

/** A JWT-shaped token the browser can decode (the signature is never checked in the browser). */
export function makeToken(user: SessionUser, expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ ...user, exp })}.signature`;
}

/** Puts a signed-in session in localStorage, as a remembered sign-in would. */
export function storeSession(user: SessionUser): string {
  const token = makeToken(user);
  window.localStorage.setItem('user', JSON.stringify({ accessToken: token }));
  return token;
}
