import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { invalid, tooMany } from '../../../platform/errors';
import { consume, waitText } from '../../../platform/http/throttle';
import type { ReleasesConfig } from '../../../config';
import * as repo from '../repository';
import { BUILT_IN, announce, remoteApp } from '../records';

/**
 * Remote health: the shells report a remote that failed to load or threw while rendering, counted per
 * release (the Deployments screen shows the counts), and a canary that too many members saw fail is rolled
 * back by itself, recorded as the system's step.
 */

/** Client errors kept per release, and in all. */
const ERRORS_PER_RELEASE = 200;
const ERRORS_IN_ALL = 5000;
/** Reports one member may send per minute (more: 429, nothing kept). */
const ERROR_REPORTS_PER_MINUTE = 10;

export interface HealthOptions {
  db: Kysely<Database>;
  config: ReleasesConfig;
  /** Keys the pseudonym of a member who reports client errors (nobody's id is stored). */
  secret: string;
}

export class RemoteHealth {
  constructor(private readonly options: HealthOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * Records that a remote failed to load or threw while rendering for a member. The member is kept only as
   * a keyed pseudonym (to count distinct members), the message cut and cleared of e-mail addresses and
   * long numbers. A canary that this many members saw fail is rolled back by itself.
   */
  async report(
    memberId: number,
    report: { app: string; releaseId: string | null; kind: 'load' | 'render'; message: string },
  ): Promise<{ rolledBack: boolean }> {
    const app = remoteApp(report.app);
    const verdict = await consume(this.db, `client-errors:member:${memberId}`, {
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
    const reporter = createHmac('sha256', this.options.secret)
      .update(`client-error:${memberId}`)
      .digest('hex')
      .slice(0, 24);
    await repo.insertClientError(
      this.db,
      { app: app.folder, release_id: releaseId, kind: report.kind, reporter, message: scrub(report.message) },
      ERRORS_PER_RELEASE,
    );
    if (Math.random() < 0.05) await repo.pruneClientErrors(this.db, ERRORS_IN_ALL);
    if (release?.state !== 'canary') return { rolledBack: false };
    const members = await repo.distinctReporters(this.db, app.folder, releaseId);
    if (members < this.options.config.canaryMaxErrors) return { rolledBack: false };
    const rolledBack = await this.endFailingCanary(app.folder, releaseId, members);
    return { rolledBack };
  }

  /** Retires a canary past its error threshold (if it is still the canary), recorded as the system's step. */
  private async endFailingCanary(folder: string, releaseId: string, members: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
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
        note: `${members} members reported errors (CANARY_MAX_ERRORS ${this.options.config.canaryMaxErrors})`,
      });
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
