/** The security log module's door for the rest of the server: the app registers it. */
export { default as securityLogModule } from './index';
