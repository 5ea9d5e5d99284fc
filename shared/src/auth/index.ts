export { SESSION_KEY } from '@earrival/shared/session';
export {
  endSession,
  sessionClaims,
  sessionToken,
  startSession,
  useSessionClaims,
  useSessionToken,
} from './sessionStore';
