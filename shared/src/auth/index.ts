export {
  SESSION_KEY,
  decodeToken,
  readSession,
  type StoredSession,
  type TokenClaims,
} from '@earrival/shared/session';
export {
  endSession,
  sessionClaims,
  sessionToken,
  startSession,
  useSessionClaims,
  useSessionToken,
} from './sessionStore';
export * from '@earrival/shared/policy';
