import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { REMOTE_APPS } from '@earrival/shared/apps';
import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import type { ObjectStore } from '../../../platform/store/store';
import { conflict, notFound } from '../../../platform/errors';
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
import type { ReleasesDeps } from './index';

/**
 * The rules of releasing a remote: what a publish must pass before it goes live, promote and rollback as
 * one step each, every step recorded with who took it, and the history the Deployments screen shows. Each
 * change is one transaction under the app's lock, and its live event (`remote-released`) commits with it,
 * so every open shell hears of exactly what the database holds. (Deploy tokens: deployTokens.ts; which build a
 * member loads: registry.ts; errors the shells report: remoteHealth.ts.)
 */

const HISTORY_ROWS = 50;

type Db = Deps['db'];

// Publishing

/**
 * Checks the archive and, if it passes, stores its files and makes it live (or the canary). The very
 * same files again answer the existing release; nothing else changes then. The files are written to a
 * staging folder of the store first (never served) and moved into the release's folder only inside the
 * transaction that records it, after its last check: a refused publish (a 409 in a race included) leaves
 * nothing under releases/<app>/<releaseId>/, and the staging folder goes whatever the outcome.
 */
export async function publish(
  deps: Pick<ReleasesDeps, 'db' | 'store' | 'settings' | 'appsRoot' | 'workDir'>,
  input: {
    folder: string;
    body: Readable;
    tokenId: number;
    canary?: number;
    note?: string;
    signal?: AbortSignal;
  },
): Promise<{ release: Release; replaced: string | null; outcome: 'published' | 'existing' }> {
  const { db, store, appsRoot, workDir, settings } = deps;
  const app = remoteApp(input.folder);
  const { maxBytes } = settings;
  const archive = await unpackArchive(input.body, { maxBytes, signal: input.signal, workDir }, (name) =>
    releaseFileVerdict(app, name),
  );
  const staging = stagingKey(app.folder, `${Date.now()}-${randomBytes(6).toString('hex')}`);
  /** Files may stand in the staging folder (written, not yet all moved). */
  let staged = false;
  try {
    const manifest = await readReleaseManifest(app, archive);
    const hash = filesHash(archive.files.values());
    const releaseId = `${manifest.version}-${hash.slice(0, 12)}`;
    const existing = await checkNew(db, app.folder, releaseId, manifest.version, hash);
    if (existing) return { release: await releaseOf(db, existing), replaced: null, outcome: 'existing' };
    assertCompatible(app, manifest.builtWith, await shellSingletons(appsRoot));

    await addTwins(archive);
    staged = true;
    await stage(store, staging, archive);

    const state = input.canary ? 'canary' : 'live';
    const outcome = await db.transaction().execute(async (trx) => {
      await repo.lockApp(trx, app.folder);
      // Another publish of the very same files may have committed while these were staged.
      const again = await repo.findRelease(trx, app.folder, releaseId);
      if (again) return { row: again, replaced: null, outcome: 'existing' as const };
      const sameVersion = await repo.findVersion(trx, app.folder, manifest.version);
      if (sameVersion) throw versionTaken(app.folder, sameVersion);
      // Every check has passed: the files move into place, then the release is recorded (if this
      // transaction fails after all, the files moved go again).
      try {
        await moveIntoPlace(store, staging, app.folder, releaseId, archive);
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
        await removeFiles(store, (name) => releaseKey(app.folder, releaseId, name), archive).catch(
          () => undefined,
        );
        throw error;
      }
    });
    return {
      release: await releaseOf(db, outcome.row),
      replaced: outcome.replaced,
      outcome: outcome.outcome,
    };
  } finally {
    if (staged) await removeFiles(store, (name) => `${staging}/${name}`, archive).catch(() => undefined);
    await archive.discard();
  }
}

/** The existing release of the very same files, or nothing; 409 for the same version with other files. */
async function checkNew(db: Db, folder: string, releaseId: string, version: string, hash: string) {
  const existing = await repo.findRelease(db, folder, releaseId);
  if (existing && existing.files_hash === hash) return existing;
  const sameVersion = await repo.findVersion(db, folder, version);
  if (sameVersion) throw versionTaken(folder, sameVersion);
  return undefined;
}

/** Runs `work` on every file of the release, four at a time. */
async function eachFile(archive: UnpackedArchive, work: (name: string) => Promise<void>) {
  const queue = [...archive.files.keys()];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) await work(name);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** Puts every file under the staging folder, each streamed from disk. */
async function stage(store: ObjectStore, staging: string, archive: UnpackedArchive) {
  await eachFile(archive, (name) =>
    store
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
async function moveIntoPlace(
  store: ObjectStore,
  staging: string,
  folder: string,
  releaseId: string,
  archive: UnpackedArchive,
) {
  await eachFile(archive, async (name) => {
    const staged = await store.open(`${staging}/${name}`);
    if (!staged) throw new Error(`The staged file ${staging}/${name} is missing`);
    await store.putStream(releaseKey(folder, releaseId, name), staged.body, {
      contentType: contentTypeOf(name),
    });
    await store.remove(`${staging}/${name}`);
  });
}

async function removeFiles(store: ObjectStore, keyOf: (name: string) => string, archive: UnpackedArchive) {
  await eachFile(archive, (name) => store.remove(keyOf(name)));
}

/**
 * Removes what publishes that stopped half-way (their process ended) left in the staging folder:
 * anything staged more than an hour ago. Never served, so only space is at stake.
 */
export async function sweepStaging({ store }: Pick<Deps, 'store'>): Promise<void> {
  const hourAgo = Date.now() - 3600_000;
  for await (const { key } of store.list(STAGING_PREFIX)) {
    const stagedAt = Number(/^[^/]+\/[^/]+\/[^/]+\/(\d+)-/.exec(key)?.[1] ?? 0);
    if (stagedAt < hourAgo) await store.remove(key);
  }
}

// Promote and roll back

export async function promote({ db }: Pick<Deps, 'db'>, actor: Actor, folder: string): Promise<Release> {
  const app = remoteApp(folder);
  const row = await db.transaction().execute(async (trx) => {
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
      member_id: actor.memberId,
    });
    await announce(trx, app.folder, 'promote', promoted);
    return promoted;
  });
  return releaseOf(db, row);
}

/**
 * Puts an earlier release back for everyone in one step: the one named, 'built-in' for the server's own
 * dist/, or (none named) the release live before the current one. Any canary ends too.
 */
export async function rollback(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  folder: string,
  releaseId?: string,
): Promise<{ live: Release | null; from: string }> {
  const app = remoteApp(folder);
  const row = await db.transaction().execute(async (trx) => {
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
        action: 'rollback',
        release_id: live?.release_id ?? BUILT_IN,
        from_release_id: canary.release_id,
        member_id: actor.memberId,
        note: 'canary ended',
      });
      await announce(trx, app.folder, 'rollback', live ?? null);
      return { restored: live ?? null, from: canary.release_id };
    }
    await repo.retire(trx, app.folder, 'live');
    const restored = target ? await repo.makeLive(trx, target.seq) : null;
    const from = live?.release_id ?? BUILT_IN;
    await repo.recordStep(trx, {
      app: app.folder,
      action: 'rollback',
      release_id: restored?.release_id ?? BUILT_IN,
      from_release_id: from,
      member_id: actor.memberId,
    });
    await announce(trx, app.folder, 'rollback', restored);
    return { restored, from };
  });
  return { live: row.restored ? await releaseOf(db, row.restored) : null, from: row.from };
}

// The Deployments screen

export async function overview({ db }: Pick<Deps, 'db'>): Promise<AppReleases[]> {
  return Promise.all(
    REMOTE_APPS.map(async (app) => {
      const [history, steps, counts, reports] = await Promise.all([
        repo.releaseHistory(db, app.folder, HISTORY_ROWS),
        repo.releaseSteps(db, app.folder, HISTORY_ROWS),
        repo.errorCounts(db, app.folder),
        repo.latestReports(db, app.folder, HISTORY_ROWS),
      ]);
      const releases = history.map((row) => toRelease(row, row.token_note, errorsOf(counts, row.release_id)));
      const live = releases.find((release) => release.state === 'live') ?? null;
      const canary = releases.find((release) => release.state === 'canary') ?? null;
      return {
        app: app.folder,
        label: app.label,
        live: live ?? (await currentRelease(db, app.folder, 'live')),
        canary: canary ?? (await currentRelease(db, app.folder, 'canary')),
        history: releases,
        events: steps.map(toEvent),
        builtInErrors: errorsOf(counts, BUILT_IN),
        reports: reports.map(toReport),
      };
    }),
  );
}

/** What is live and in canary for one app (what the release command shows its token's app). */
export async function currentOf({ db }: Pick<Deps, 'db'>, folder: string) {
  const app = remoteApp(folder);
  const [live, canary] = await Promise.all([
    currentRelease(db, app.folder, 'live'),
    currentRelease(db, app.folder, 'canary'),
  ]);
  return { app: app.folder, live, canary };
}

/** The live or canary release (also when it is older than the history's rows: 50 newer retired ones). */
async function currentRelease(db: Db, folder: string, state: 'live' | 'canary') {
  const row = await repo.releaseInState(db, folder, state);
  return row ? releaseOf(db, row) : null;
}

async function releaseOf(db: Db, row: ReleaseRow): Promise<Release> {
  const token = row.token_id ? await repo.findToken(db, row.token_id) : undefined;
  return toRelease(row, token?.note ?? null, errorsOf(await repo.errorCounts(db, row.app), row.release_id));
}

/** A release's errors, from its app's counts. */
function errorsOf(counts: Awaited<ReturnType<typeof repo.errorCounts>>, releaseId: string) {
  const row = counts.find((count) => count.release_id === releaseId);
  return {
    load: Number(row?.load ?? 0),
    render: Number(row?.render ?? 0),
    members: Number(row?.members ?? 0),
  };
}

function versionTaken(folder: string, existing: ReleaseRow) {
  return conflict(
    `${folder} ${existing.version} was already published with other files (release ${existing.release_id}). Give this build a new version.`,
  );
}
