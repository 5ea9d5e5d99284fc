import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../../platform/deps';
import type { TokenVerifier } from '../../../platform/http/gate';
import type { ServiceKeyGuard } from '../../../platform/http/serviceKey';
import { checkToken, flushSessionTouches } from '../service/sessionCheck';
import { guardServiceKey } from '../service/keyGuard';
import type { VerifiedClaims } from '../service/tokens';

/** What the platform's gates ask of auth, read off the request; the checks themselves are the services'. */

/** The claims of the token each signed-in call came with. */
const claimsOf = new WeakMap<FastifyRequest, VerifiedClaims>();

/** The session (the token's jti) the call was made with; undefined outside `protect`. */
export const sessionIdOf = (request: FastifyRequest): string | undefined => claimsOf.get(request)?.jti;

/** What the token gate asks of each call. */
export function sessionVerifier(db: Deps['db'], secret: string): TokenVerifier {
  return {
    check(request) {
      const check = checkToken(db, secret, request.headers.authorization);
      if (check.claims) claimsOf.set(request, check.claims);
      return check;
    },
    close: () => flushSessionTouches(db),
  };
}

/** The service-key guard of order intake and metrics. */
export const checkServiceKey: ServiceKeyGuard = (db, request, check) =>
  guardServiceKey(db, request.actor, check);
