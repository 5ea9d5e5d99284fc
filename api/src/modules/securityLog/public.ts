/** The security log module's door: the app registers it, and every module records its events through it. */
export { securityLogModule } from './routes';
export { logSecurityEvent, logSecurityEventOnce, type SecurityEvent } from './service';
/** The write budget per address (tests and benches read its numbers). */
export { WRITE_BUDGET } from './budget';
