import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { invalid, tooMany } from '../../../platform/errors';
import { consume, waitText } from '../../../platform/http/throttle';
import type { ReleasesConfig } from '../../../config';
import * as repo from '../repository';
import { BUILT_IN, announce, remoteApp } from '../records';
import type { ClientErrorBody } from '../schemas';
import { inCanaryShare, servedBy } from './registry';

/**
 * Remote health: the shells report a remote that failed to load or threw while rendering, kept per
 * release with who reported it (the Deployments screen lists them). A canary rolls back by itself when
 * enough of its own members saw it fail: only a report from a member the registry served that canary to,
 * through the session it was served to (the report key GET /api/remotes gave that session), counts, and
 * enough means CANARY_ERROR_SHARE of the canary's signed-in members, CANARY_MAX_ERRORS at the least. The
 * rollback is recorded as the system's step, and (through the caller's recorder) on the security log,
 * naming the members whose reports made it.
 */

/** Client errors kept per release, and in all. */
const ERRORS_PER_RELEASE = 200;
const ERRORS_IN_ALL = 5000;
/** Reports one member may send per minute (more: 429, nothing kept). */
export const ERROR_REPORTS_PER_MINUTE = 10;

export interface HealthOptions {
  db: Kysely<Database>;
  config: ReleasesConfig;
  /** Keys the report keys the registry hands out (registry.ts). */
  secret: string;
}

/** A canary that rolled back by itself, as the security log records it. */
export interface AutoRollback {
  app: string;
  /** The canary that ended, and the release its members are back on. */
  releaseId: string;
  liveReleaseId: string;
  /** The members whose (counted) reports rolled it back, first reporter first. */
  reporters: { id: number; name: string }[];
  /** Reports needed, and the canary's members signed in when it rolled back. */
  needed: number;
  signedIn: number;
}

/** Writes what the caller records of a rollback (the security event), in the rollback's transaction. */
export type RollbackRecorder = (trx: Transaction<Database>, rollback: AutoRollback) => Promise<void>;

export class RemoteHealth {
  constructor(private readonly options: HealthOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * Records that a remote failed to load or threw while rendering for a member (the message cut and cleared
   * of e-mail addresses and long numbers). The report of a canary counts only when the registry served it
   * to this member (sticky by member id) in this session (`reportKey`); a canary whose counted reporters
   * reach its threshold is rolled back by itself.
   */
  async report(
    member: { id: number; sessionId: string | null },
    report: ClientErrorBody,
    recordRollback: RollbackRecorder,
  ): Promise<{ rolledBack: boolean; counted: boolean }> {
    const app = remoteApp(report.app);
    const verdict = await consume(this.db, `client-errors:member:${member.id}`, {
      limit: ERROR_REPORTS_PER_MINUTE,
      windowSeconds: 60,
    });
    if (!verdict.allowed)
      throw tooMany(
        `Too many error reports. Please wait ${waitText(verdict.retryAfterSeconds)}.`,
        verdict.retryAfterSeconds,
      );
    const releaseId = report.releaseId ?? BUILT_IN;
    const release = releaseId === BUILT_IN ? null : await repo.findRelease(this.db, app.folder, releaseId);
    if (releaseId !== BUILT_IN && !release)
      throw invalid(`${app.folder} has no release ${releaseId.slice(0, 100)}.`);
    // The built-in build is what a member gets when no release is: nothing to prove, nothing to roll back.
    const served =
      !release ||
      (servedBy(this.options.secret, member.sessionId, app.folder, releaseId, report.reportKey) &&
        (release.state !== 'canary' || inCanaryShare(app.folder, member.id, release.canary_percent)));
    await repo.insertClientError(
      this.db,
      {
        app: app.folder,
        release_id: releaseId,
        kind: report.kind,
        reporter: repo.reporterOf(member.id, served),
        message: scrub(report.message),
      },
      ERRORS_PER_RELEASE,
    );
    if (Math.random() < 0.05) await repo.pruneClientErrors(this.db, ERRORS_IN_ALL);
    if (release?.state !== 'canary') return { rolledBack: false, counted: false };
    if (!served) return { rolledBack: false, counted: false };

    const reporters = await repo.servedReporters(this.db, app.folder, releaseId);
    const signedIn = (await repo.signedInMemberIds(this.db)).filter((id) =>
      inCanaryShare(app.folder, id, release.canary_percent),
    ).length;
    const needed = this.threshold(signedIn);
    if (reporters.length < needed) return { rolledBack: false, counted: true };
    const rolledBack = await this.endFailingCanary(
      {
        app: app.folder,
        releaseId,
        liveReleaseId: BUILT_IN,
        reporters: reporters.map((row) => ({ id: row.id, name: row.name ?? `Deleted member #${row.id}` })),
        needed,
        signedIn,
      },
      recordRollback,
    );
    return { rolledBack, counted: true };
  }

  /** Counted reporters a canary with this many signed-in members needs to roll back by itself. */
  threshold(signedInCanaryMembers: number): number {
    const { canaryMaxErrors, canaryErrorShare } = this.options.config;
    return Math.max(canaryMaxErrors, Math.ceil((signedInCanaryMembers * canaryErrorShare) / 100));
  }

  /** Retires a canary past its error threshold (if it is still the canary), recorded as the system's step. */
  private async endFailingCanary(rollback: AutoRollback, record: RollbackRecorder): Promise<boolean> {
    const { app: folder, releaseId } = rollback;
    const { canaryMaxErrors, canaryErrorShare } = this.options.config;
    return this.db.transaction().execute(async (trx) => {
      await repo.lockApp(trx, folder);
      const canary = await repo.releaseInState(trx, folder, 'canary');
      if (canary?.release_id !== releaseId) return false;
      await repo.retire(trx, folder, 'canary');
      const live = await repo.releaseInState(trx, folder, 'live');
      const { reporters, needed, signedIn } = rollback;
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
      await record(trx, { ...rollback, liveReleaseId: live?.release_id ?? BUILT_IN });
      await announce(trx, folder, 'auto-rollback', live ?? null);
      return true;
    });
  }
}

/** A client's error message without what could name a person: e-mail addresses and long numbers go. */
export function scrub(message: string): string {
  return message
    .replace(/[^\s@]+@[^\s@]+/g, '[e-mail]')
    .replace(/\d{5,}/g, '[number]')
    .replace(/\p{Cc}/gu, ' ')
    .slice(0, 300);
}
