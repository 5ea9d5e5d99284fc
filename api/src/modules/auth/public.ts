/* What other modules may use of the auth module. */
/** The failures its routes and the team's answer with. */
export { failures } from './schemas';
/** Ending a member's sessions (each ended one recorded), e.g. when Manage Team changes their sign-in. */
export { endSessionsOf } from './sessions';
/** Mailing a member a notice about their own account (queued in the change's transaction). */
export { queueAccountNotice } from './notices';
/** Turning a member's two-factor sign-in off (inside the caller's transaction). */
export { clearTwoFactor } from './repository';
