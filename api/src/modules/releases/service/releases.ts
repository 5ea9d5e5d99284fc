import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { REMOTE_APPS } from '@earrival/shared/apps';
import type { Database } from '../../../platform/db/schema';
import type { ObjectStore } from '../../../platform/store/store';
import { conflict, notFound } from '../../../platform/errors';
import type { ReleasesConfig } from '../../../config';
import { addTwins, filesHash, unpackArchive, type UnpackedArchive } from '../archive';
import { assertCompatible, readReleaseManifest, shellSingletons } from '../manifest';
import * as repo from '../repository';
import type { ReleaseRow } from '../repository';
import {
  BUILT_IN,
  announce,
  cleanNote,
  contentTypeOf,
  releaseFileVerdict,
  releaseKey,
  remoteApp,
  STAGING_PREFIX,
  stagingKey,
  toEvent,
  toRelease,
  toReport,
} from '../records';
import type { AppReleases, Release } from '../schemas';

/**
 * The rules of releasing a remote: what a publish must pass before it goes live, promote and rollback as
 * one step each, every step recorded with who took it, and the history the Deployments screen shows. Each
 * change is one transaction under the app's lock, and its live event (`remote-released`) commits with it,
 * so every open shell hears of exactly what the database holds. (Deploy tokens: deployTokens.ts; which build a
 * member loads: registry.ts; errors the shells report: remoteHealth.ts.)
 */

export interface ReleaseServiceOptions {
  db: Kysely<Database>;
  store: ObjectStore;
  config: ReleasesConfig;
  /** Where the shell's build is (its manifest names the singletons the page provides). */
  appsRoot: string;
  /** Where archives are unpacked while they are checked (DATA_DIR/tmp). */
  workDir: string;
}

const HISTORY_ROWS = 50;

export class ReleaseService {
  constructor(private readonly options: ReleaseServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  // Publishing

  /**
   * Checks the archive and, if it passes, stores its files and makes it live (or the canary). The very
   * same files again answer the existing release; nothing else changes then. The files are written to a
   * staging folder of the store first (never served) and moved into the release's folder only inside the
   * transaction that records it, after its last check: a refused publish (a 409 in a race included) leaves
   * nothing under releases/<app>/<releaseId>/, and the staging folder goes whatever the outcome.
   */
  async publish(input: {
    folder: string;
    body: Readable;
    tokenId: number;
    canary?: number;
    note?: string;
    signal?: AbortSignal;
  }): Promise<{ release: Release; replaced: string | null; outcome: 'published' | 'existing' }> {
    const app = remoteApp(input.folder);
    const { maxBytes } = this.options.config;
    const archive = await unpackArchive(
      input.body,
      { maxBytes, signal: input.signal, workDir: this.options.workDir },
      (name) => releaseFileVerdict(app, name),
    );
    const staging = stagingKey(app.folder, `${Date.now()}-${randomBytes(6).toString('hex')}`);
    /** Files may stand in the staging folder (written, not yet all moved). */
    let staged = false;
    try {
      const manifest = await readReleaseManifest(app, archive);
      const hash = filesHash(archive.files.values());
      const releaseId = `${manifest.version}-${hash.slice(0, 12)}`;
      const existing = await this.checkNew(app.folder, releaseId, manifest.version, hash);
      if (existing) return { release: await this.toRelease(existing), replaced: null, outcome: 'existing' };
      assertCompatible(app, manifest.builtWith, await shellSingletons(this.options.appsRoot));

      await addTwins(archive);
      staged = true;
      await this.stage(staging, archive);

      const state = input.canary ? 'canary' : 'live';
      const outcome = await this.db.transaction().execute(async (trx) => {
        await repo.lockApp(trx, app.folder);
        // Another publish of the very same files may have committed while these were staged.
        const again = await repo.findRelease(trx, app.folder, releaseId);
        if (again) return { row: again, replaced: null, outcome: 'existing' as const };
        const sameVersion = await repo.findVersion(trx, app.folder, manifest.version);
        if (sameVersion) throw versionTaken(app.folder, sameVersion);
        // Every check has passed: the files move into place, then the release is recorded (if this
        // transaction fails after all, the files moved go again).
        try {
          await this.moveIntoPlace(staging, app.folder, releaseId, archive);
          staged = false;
          const replacedCanary = await repo.retire(trx, app.folder, 'canary');
          const replacedLive = state === 'live' ? await repo.retire(trx, app.folder, 'live') : undefined;
          const row = await repo.insertRelease(trx, {
            app: app.folder,
            release_id: releaseId,
            version: manifest.version,
            files_hash: hash,
            built_with: manifest.builtWith,
            file_count: archive.files.size,
            size_bytes: [...archive.files.values()].reduce((sum, file) => sum + file.size, 0),
            token_id: input.tokenId,
            note: cleanNote(input.note ?? null),
            state,
            canary_percent: input.canary ?? null,
          });
          const replaced = (state === 'live' ? replacedLive : replacedCanary)?.release_id ?? null;
          await repo.recordStep(trx, {
            app: app.folder,
            action: 'publish',
            release_id: releaseId,
            from_release_id: replaced,
            token_id: input.tokenId,
            note:
              [state === 'canary' ? `canary ${input.canary}%` : null, row.note].filter(Boolean).join(' · ') ||
              null,
          });
          await announce(trx, app.folder, 'publish', row);
          return { row, replaced, outcome: 'published' as const };
        } catch (error) {
          await this.removeFiles((name) => releaseKey(app.folder, releaseId, name), archive).catch(
            () => undefined,
          );
          throw error;
        }
      });
      return {
        release: await this.toRelease(outcome.row),
        replaced: outcome.replaced,
        outcome: outcome.outcome,
      };
    } finally {
      if (staged) await this.removeFiles((name) => `${staging}/${name}`, archive).catch(() => undefined);
      await archive.discard();
    }
  }

  /** The existing release of the very same files, or nothing; 409 for the same version with other files. */
  private async checkNew(folder: string, releaseId: string, version: string, hash: string) {
    const existing = await repo.findRelease(this.db, folder, releaseId);
    if (existing && existing.files_hash === hash) return existing;
    const sameVersion = await repo.findVersion(this.db, folder, version);
    if (sameVersion) throw versionTaken(folder, sameVersion);
    return undefined;
  }

  /** Runs `work` on every file of the release, four at a time. */
  private async eachFile(archive: UnpackedArchive, work: (name: string) => Promise<void>) {
    const queue = [...archive.files.keys()];
    const worker = async () => {
      for (let name = queue.shift(); name; name = queue.shift()) await work(name);
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }

  /** Puts every file under the staging folder, each streamed from disk. */
  private async stage(staging: string, archive: UnpackedArchive) {
    await this.eachFile(archive, (name) =>
      this.options.store
        .putStream(`${staging}/${name}`, fs.createReadStream(archive.pathOf(name)), {
          contentType: contentTypeOf(name),
        })
        .then(() => undefined),
    );
  }

  /**
   * Moves the staged files under releases/<app>/<releaseId>/. The store has no rename (an S3 bucket has
   * none either), so each is copied through the store, then its staged copy removed.
   */
  private async moveIntoPlace(staging: string, folder: string, releaseId: string, archive: UnpackedArchive) {
    const { store } = this.options;
    await this.eachFile(archive, async (name) => {
      const staged = await store.open(`${staging}/${name}`);
      if (!staged) throw new Error(`The staged file ${staging}/${name} is missing`);
      await store.putStream(releaseKey(folder, releaseId, name), staged.body, {
        contentType: contentTypeOf(name),
      });
      await store.remove(`${staging}/${name}`);
    });
  }

  private async removeFiles(keyOf: (name: string) => string, archive: UnpackedArchive) {
    await this.eachFile(archive, (name) => this.options.store.remove(keyOf(name)));
  }

  /**
   * Removes what publishes that stopped half-way (their process ended) left in the staging folder:
   * anything staged more than an hour ago. Never served, so only space is at stake.
   */
  async sweepStaging(): Promise<void> {
    const hourAgo = Date.now() - 3600_000;
    const { store } = this.options;
    for await (const { key } of store.list(STAGING_PREFIX)) {
      const stagedAt = Number(/^[^/]+\/[^/]+\/[^/]+\/(\d+)-/.exec(key)?.[1] ?? 0);
      if (stagedAt < hourAgo) await store.remove(key);
    }
  }

  // Promote and roll back

  async promote(folder: string, memberId: number): Promise<Release> {
    const app = remoteApp(folder);
    const row = await this.db.transaction().execute(async (trx) => {
      await repo.lockApp(trx, app.folder);
      const canary = await repo.releaseInState(trx, app.folder, 'canary');
      if (!canary) throw conflict(`${app.label} has no canary release to promote.`);
      const live = await repo.retire(trx, app.folder, 'live');
      const promoted = await repo.makeLive(trx, canary.seq);
      await repo.recordStep(trx, {
        app: app.folder,
        action: 'promote',
        release_id: promoted.release_id,
        from_release_id: live?.release_id ?? BUILT_IN,
        member_id: memberId,
      });
      await announce(trx, app.folder, 'promote', promoted);
      return promoted;
    });
    return this.toRelease(row);
  }

  /**
   * Puts an earlier release back for everyone in one step: the one named, 'built-in' for the server's own
   * dist/, or (none named) the release live before the current one. Any canary ends too.
   */
  async rollback(
    folder: string,
    memberId: number | null,
    releaseId?: string,
    action: 'rollback' | 'auto-rollback' = 'rollback',
  ): Promise<{ live: Release | null; from: string }> {
    const app = remoteApp(folder);
    const row = await this.db.transaction().execute(async (trx) => {
      await repo.lockApp(trx, app.folder);
      const live = await repo.releaseInState(trx, app.folder, 'live');
      let target: ReleaseRow | null;
      if (releaseId === BUILT_IN) target = null;
      else if (releaseId) {
        const named = await repo.findRelease(trx, app.folder, releaseId);
        if (!named) throw notFound(`${app.folder} has no release ${releaseId.slice(0, 100)}.`);
        target = named;
      } else {
        target = (await repo.previousLive(trx, app.folder, live?.live_seq ?? null)) ?? null;
        if (!live && !target)
          throw conflict(`${app.label} has nothing to roll back to: the built-in build is live.`);
      }
      // Naming what is live already ends the canary only (its members go back to the live build).
      const keepsLive = target ? target.seq === live?.seq : !live && releaseId === BUILT_IN;
      const canary = await repo.retire(trx, app.folder, 'canary');
      if (keepsLive) {
        if (!canary)
          throw conflict(`${target?.release_id ?? `The built-in build of ${app.label}`} is already live.`);
        await repo.recordStep(trx, {
          app: app.folder,
          action,
          release_id: live?.release_id ?? BUILT_IN,
          from_release_id: canary.release_id,
          member_id: memberId,
          note: 'canary ended',
        });
        await announce(trx, app.folder, action, live ?? null);
        return { restored: live ?? null, from: canary.release_id };
      }
      await repo.retire(trx, app.folder, 'live');
      const restored = target ? await repo.makeLive(trx, target.seq) : null;
      const from = live?.release_id ?? BUILT_IN;
      await repo.recordStep(trx, {
        app: app.folder,
        action,
        release_id: restored?.release_id ?? BUILT_IN,
        from_release_id: from,
        member_id: memberId,
      });
      await announce(trx, app.folder, action, restored);
      return { restored, from };
    });
    return { live: row.restored ? await this.toRelease(row.restored) : null, from: row.from };
  }

  // The Deployments screen

  async overview(): Promise<AppReleases[]> {
    return Promise.all(
      REMOTE_APPS.map(async (app) => {
        const [history, steps, counts, reports] = await Promise.all([
          repo.releaseHistory(this.db, app.folder, HISTORY_ROWS),
          repo.releaseSteps(this.db, app.folder, HISTORY_ROWS),
          repo.errorCounts(this.db, app.folder),
          repo.latestReports(this.db, app.folder, HISTORY_ROWS),
        ]);
        const errorsOf = (releaseId: string) => {
          const row = counts.find((count) => count.release_id === releaseId);
          return {
            load: Number(row?.load ?? 0),
            render: Number(row?.render ?? 0),
            members: Number(row?.members ?? 0),
          };
        };
        const releases = history.map((row) => toRelease(row, row.token_note, errorsOf(row.release_id)));
        const live = releases.find((release) => release.state === 'live') ?? null;
        const canary = releases.find((release) => release.state === 'canary') ?? null;
        return {
          app: app.folder,
          label: app.label,
          live: live ?? (await this.current(app.folder, 'live')),
          canary: canary ?? (await this.current(app.folder, 'canary')),
          history: releases,
          events: steps.map(toEvent),
          builtInErrors: errorsOf(BUILT_IN),
          reports: reports.map(toReport),
        };
      }),
    );
  }

  /** What is live and in canary for one app (what the release command shows its token's app). */
  async currentOf(folder: string): Promise<{ app: string; live: Release | null; canary: Release | null }> {
    const app = remoteApp(folder);
    const [live, canary] = await Promise.all([
      this.current(app.folder, 'live'),
      this.current(app.folder, 'canary'),
    ]);
    return { app: app.folder, live, canary };
  }

  /** The live or canary release (also when it is older than the history's rows: 50 newer retired ones). */
  private async current(folder: string, state: 'live' | 'canary') {
    const row = await repo.releaseInState(this.db, folder, state);
    return row ? this.toRelease(row) : null;
  }

  private async toRelease(row: ReleaseRow): Promise<Release> {
    const token = row.token_id ? await repo.findToken(this.db, row.token_id) : undefined;
    const counts = await repo.errorCounts(this.db, row.app);
    const count = counts.find((c) => c.release_id === row.release_id);
    return toRelease(row, token?.note ?? null, {
      load: Number(count?.load ?? 0),
      render: Number(count?.render ?? 0),
      members: Number(count?.members ?? 0),
    });
  }
}

function versionTaken(folder: string, existing: ReleaseRow) {
  return conflict(
    `${folder} ${existing.version} was already published with other files (release ${existing.release_id}). Give this build a new version.`,
  );
}
