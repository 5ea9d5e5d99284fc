import type { Actor } from '../../../platform/actor';
import { invalid, tooMany } from '../../../platform/errors';
import { consume, waitText } from '../../../platform/http/throttle';
import * as repo from '../repository';
import { BUILT_IN, announce, remoteApp } from '../records';
import type { ClientErrorBody } from '../schemas';
import { logSecurityEvent } from '../../securityLog/public';
import { inCanaryShare, servedBy } from './registry';
import type { ReleasesDeps } from './index';

/**
 * Remote health: the shells report a remote that failed to load or threw while rendering, kept per
 * release with who reported it (the Deployments screen lists them). A canary rolls back by itself when
 * enough of its own members saw it fail: only a report from a member the registry served that canary to,
 * through the session it was served to (the report key GET /api/remotes gave that session), counts, and
 * enough means CANARY_ERROR_SHARE of the canary's signed-in members, CANARY_MAX_ERRORS at the least. The
 * rollback is recorded as the system's step, and on the security log, naming the members whose reports
 * made it.
 */

/** Client errors kept per release, and in all. */
const ERRORS_PER_RELEASE = 200;
const ERRORS_IN_ALL = 5000;
/** Reports one member may send per minute (more: 429, nothing kept). */
export const ERROR_REPORTS_PER_MINUTE = 10;

/**
 * Records that a remote failed to load or threw while rendering for the actor (the message cut and cleared
 * of e-mail addresses and long numbers). The report of a canary counts only when the registry served it
 * to this member (sticky by member id) in this session (`reportKey`); a canary whose counted reporters
 * reach its threshold is rolled back by itself.
 */
export async function reportClientError(
  { db, settings, secret }: Pick<ReleasesDeps, 'db' | 'settings' | 'secret'>,
  actor: Actor & { memberId: number },
  sessionId: string | null,
  report: ClientErrorBody,
): Promise<{ rolledBack: boolean; counted: boolean }> {
  const { memberId } = actor;
  const { folder } = remoteApp(report.app);
  const verdict = await consume(db, `client-errors:member:${memberId}`, {
    limit: ERROR_REPORTS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!verdict.allowed)
    throw tooMany(
      `Too many error reports. Please wait ${waitText(verdict.retryAfterSeconds)}.`,
      verdict.retryAfterSeconds,
    );
  const releaseId = report.releaseId ?? BUILT_IN;
  const release = releaseId === BUILT_IN ? null : await repo.findRelease(db, folder, releaseId);
  if (releaseId !== BUILT_IN && !release)
    throw invalid(`${folder} has no release ${releaseId.slice(0, 100)}.`);
  // The built-in build is what a member gets when no release is: nothing to prove, nothing to roll back.
  const served =
    !release ||
    (servedBy(secret, sessionId, folder, releaseId, report.reportKey) &&
      (release.state !== 'canary' || inCanaryShare(folder, memberId, release.canary_percent)));
  await repo.insertClientError(
    db,
    {
      app: folder,
      release_id: releaseId,
      kind: report.kind,
      reporter: repo.reporterOf(memberId, served),
      message: scrub(report.message),
    },
    ERRORS_PER_RELEASE,
  );
  if (Math.random() < 0.05) await repo.pruneClientErrors(db, ERRORS_IN_ALL);
  if (release?.state !== 'canary') return { rolledBack: false, counted: false };
  if (!served) return { rolledBack: false, counted: false };

  const reporters = (await repo.servedReporters(db, folder, releaseId)).map((row) => ({
    id: row.id,
    name: row.name ?? `Deleted member #${row.id}`,
  }));
  const signedIn = (await repo.signedInMemberIds(db)).filter((id) =>
    inCanaryShare(folder, id, release.canary_percent),
  ).length;
  // Counted reporters needed: CANARY_ERROR_SHARE of the canary's signed-in members, CANARY_MAX_ERRORS at the least.
  const { canaryMaxErrors, canaryErrorShare } = settings;
  const needed = Math.max(canaryMaxErrors, Math.ceil((signedIn * canaryErrorShare) / 100));
  if (reporters.length < needed) return { rolledBack: false, counted: true };
  // Still the canary: it ends, recorded as the system's step and on the security log, naming the reporters.
  const rolledBack = await db.transaction().execute(async (trx) => {
    await repo.lockApp(trx, folder);
    const canary = await repo.releaseInState(trx, folder, 'canary');
    if (canary?.release_id !== releaseId) return false;
    await repo.retire(trx, folder, 'canary');
    const live = await repo.releaseInState(trx, folder, 'live');
    await repo.recordStep(trx, {
      app: folder,
      action: 'auto-rollback',
      release_id: live?.release_id ?? BUILT_IN,
      from_release_id: releaseId,
      note: `${reporters.length} of its ${signedIn} signed-in members reported errors (${needed} needed: CANARY_MAX_ERRORS ${canaryMaxErrors}, CANARY_ERROR_SHARE ${canaryErrorShare}%): ${reporters.map((member) => member.name).join(', ')}`.slice(
        0,
        1000,
      ),
    });
    await logSecurityEvent(trx, actor, {
      event: 'release-rolled-back',
      // The server took the step; the members named are those whose reports made it.
      actorId: null,
      detail: `${folder}: canary ${releaseId} -> ${live?.release_id ?? BUILT_IN}, rolled back by itself on the error reports of ${reporters.map((member) => `${member.name} (#${member.id})`).join(', ')} (${reporters.length} of its ${signedIn} signed-in members; ${needed} needed)`,
    });
    await announce(trx, folder, 'auto-rollback', live ?? null);
    return true;
  });
  return { rolledBack, counted: true };
}

/** A client's error message without what could name a person: e-mail addresses and long numbers go. */
export function scrub(message: string): string {
  return message
    .replace(/[^\s@]+@[^\s@]+/g, '[e-mail]')
    .replace(/\d{5,}/g, '[number]')
    .replace(/\p{Cc}/gu, ' ')
    .slice(0, 300);
}
