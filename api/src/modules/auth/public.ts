/* What the app, the CLI, the benches and other modules may use of the auth module. */
/** The sign-in, session, password and two-factor routes (the app registers them under /api). */
export { default as authRoutes } from './routes/index';
/** The token gate's verifier (platform/http/gate.ts): the token's signature, its member and session. */
export { sessionVerifier } from './routes/gates';
/** The live stream's batch check of its tokens, and the token's own check (read, signature cached). */
export { sessionVerdicts } from './service/sessionCheck';
export { readToken, type VerifiedClaims } from './service/tokens';
/** The failures its routes and the team's answer with. */
export { failures } from './schemas/signIn';
/** Opening a session (sign-in's last step; fixtures and benches sign members in with it). */
export { startSession } from './service/sessions';
/** Ending a member's sessions (each ended one recorded), e.g. when Manage Team changes their sign-in. */
export { endSessionsOf } from './service/sessions';
export type { SessionEndReason } from './service/sessionCheck';
/** Mailing a member a notice about their own account (queued in the change's transaction). */
export { queueAccountNotice } from './service/notices';
/** Turning a member's two-factor sign-in off (inside the caller's transaction). */
export { clearTwoFactor } from './repository/twoFactor';
/** Passwords: argon2id hashes, and the refusal of weak ones (common, the product's names, the demo password, runs), saying why. */
export { hashPassword, verifyPassword } from './service/passwords';
export { TOO_COMMON, WEAK_PASSWORD, assertPasswordNotWeak } from './service/commonPasswords';
/** The key that signs tokens, settled at start (JWT_SECRET, or generated beside the data). */
export { SECRET_FILE, resolveJwtSecret } from './service/secret';
/** A service's own key (order intake, metrics): compared in constant time, wrong ones throttled and recorded. */
export { SERVICE_KEY_LIMIT } from './service/keyGuard';
export { checkServiceKey } from './routes/gates';
/** The token check's one query, for the API bench to time on its own. */
export { memberAndRevocation } from './repository/sessions';
