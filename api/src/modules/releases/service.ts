import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { REMOTE_APPS } from '@earrival/shared/apps';
import type { Database } from '../../db/schema';
import type { ObjectStore } from '../../platform/store/store';
import { publish as publishLive } from '../../platform/events/live';
import { conflict, forbidden, invalid, notFound, tooMany, unauthenticated } from '../../errors';
import { consume, waitText } from '../../security/throttle';
import type { ReleasesConfig } from '../../config';
import { parseOverrides } from '../../web/apps';
import { addMissingTwins, filesHash, unpackArchive } from './archive';
import { assertCompatible, readReleaseManifest, shellSingletons, type RemoteApp } from './manifest';
import * as repo from './repository';
import type { ReleaseRow } from './repository';
import { contentTypeOf, releaseKey } from './files';
import type { AppReleases, DeployToken, Registry, Release, ReleaseEvent } from './schemas';

/**
 * The rules of releasing a remote: what a publish must pass before it goes live, which release each member
 * gets (live, or the canary for its share of staff, sticky by member id), promote and rollback as one step
 * each, every step recorded with who took it, and a canary that too many members saw fail rolled back by
 * itself. Each change is one transaction under the app's lock, and its live event (`remote-released`)
 * commits with it, so every open shell hears of exactly what the database holds.
 */

export interface ReleaseServiceOptions {
  db: Kysely<Database>;
  store: ObjectStore;
  config: ReleasesConfig;
  /** Where the shell's build is (its manifest names the singletons the page provides). */
  appsRoot: string;
  /** REMOTES_JSON: an override of the registry, entry by entry. */
  remotesJson: string | undefined;
  /** Keys the pseudonym of a member who reports client errors (nobody's id is stored). */
  secret: string;
  /** Where archives are unpacked while they are checked (DATA_DIR/tmp). */
  workDir: string;
}

/** What the registry answers for an app with no release row: the build served from the server's dist/. */
export const BUILT_IN = 'built-in';
const HISTORY_ROWS = 50;
/** Client errors kept per release, and in all. */
const ERRORS_PER_RELEASE = 200;
const ERRORS_IN_ALL = 5000;
/** Reports one member may send per minute (more: 429, nothing kept). */
const ERROR_REPORTS_PER_MINUTE = 10;

export function remoteApp(folder: string): RemoteApp {
  const app = REMOTE_APPS.find((candidate) => candidate.folder === folder);
  if (!app) throw notFound(`There is no remote called ${folder.slice(0, 60)}.`);
  return app;
}

/** Which 1% of staff a member is in, for an app: the same every time, so a canary is sticky per member. */
export function canaryBucket(app: string, memberId: number): number {
  return createHash('sha256').update(`${app}:${memberId}`).digest().readUInt32BE(0) % 100;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The deploy token in an Authorization header ('Bearer <token>', or the token alone). */
export function tokenFrom(header: string | undefined): string | null {
  const text = header?.trim() ?? '';
  const token = text.replace(/^Bearer\s+/i, '');
  return /^edt_[A-Za-z0-9_-]{20,100}$/.test(token) ? token : text ? '' : null;
}

export class ReleaseService {
  constructor(private readonly options: ReleaseServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  // Deploy tokens

  /** A new token for `app`: the secret is returned once; only its hash is kept. */
  async createToken(folder: string, note: string | null, memberId: number | null) {
    const app = remoteApp(folder);
    const token = `edt_${randomBytes(32).toString('base64url')}`;
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertToken(trx, {
        app: app.folder,
        token_hash: hashToken(token),
        note: cleanNote(note),
        created_by_id: memberId,
      });
      await repo.recordStep(trx, {
        app: app.folder,
        action: 'token-created',
        member_id: memberId,
        token_id: inserted.id,
        note: inserted.note,
      });
      return repo.tokenWithCreator(trx, inserted.id);
    });
    return { ...toToken(row), token };
  }

  async revokeToken(id: number, memberId: number): Promise<DeployToken> {
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.revokeToken(trx, id);
      if (!row) {
        const existing = await repo.findToken(trx, id);
        if (!existing) throw notFound(`Deploy token ${id} does not exist.`);
        throw conflict(`Deploy token ${id} was already revoked.`);
      }
      await repo.recordStep(trx, {
        app: row.app,
        action: 'token-revoked',
        member_id: memberId,
        token_id: id,
      });
      return toToken({ ...row, created_by_name: null });
    });
  }

  async listTokens(): Promise<DeployToken[]> {
    return (await repo.listTokens(this.db)).map(toToken);
  }

  /** The token's row if it may publish `folder`: 401 without a valid token, 403 for another app's. */
  async authenticate(header: string | undefined, folder: string) {
    const token = tokenFrom(header);
    if (token === null)
      throw unauthenticated('A deploy token is required: send it as Authorization: Bearer <token>.');
    const row = token ? await repo.tokenByHash(this.db, hashToken(token)) : undefined;
    if (!row || row.revoked_at) throw unauthenticated('This deploy token is not valid (unknown or revoked).');
    if (row.app !== folder)
      throw forbidden(`This deploy token may publish ${row.app} only, not ${folder.slice(0, 60)}.`);
    await repo.touchToken(this.db, row.id);
    return row;
  }

  // Publishing

  /**
   * Checks the archive and, if it passes, stores its files and makes it live (or the canary). The very
   * same files again answer the existing release; nothing else changes then.
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
    const archive = await unpackArchive(input.body, {
      maxBytes,
      signal: input.signal,
      workDir: this.options.workDir,
    });
    try {
      const manifest = await readReleaseManifest(app, archive);
      const hash = filesHash(archive.files.values());
      const releaseId = `${manifest.version}-${hash.slice(0, 12)}`;
      const existing = await this.checkNew(app.folder, releaseId, manifest.version, hash);
      if (existing) return { release: await this.toRelease(existing), replaced: null, outcome: 'existing' };
      assertCompatible(app, manifest.builtWith, await shellSingletons(this.options.appsRoot));

      await addMissingTwins(archive);
      await this.storeFiles(app.folder, releaseId, archive);

      const state = input.canary ? 'canary' : 'live';
      const outcome = await this.db.transaction().execute(async (trx) => {
        await repo.lockApp(trx, app.folder);
        // Another publish of the very same files may have committed while these were stored.
        const again = await repo.findRelease(trx, app.folder, releaseId);
        if (again) return { row: again, replaced: null, outcome: 'existing' as const };
        const sameVersion = await repo.findVersion(trx, app.folder, manifest.version);
        if (sameVersion) throw versionTaken(app.folder, sameVersion);
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
      });
      return {
        release: await this.toRelease(outcome.row),
        replaced: outcome.replaced,
        outcome: outcome.outcome,
      };
    } finally {
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

  /** Puts every file under releases/<app>/<releaseId>/, a few at a time, each streamed from disk. */
  private async storeFiles(
    folder: string,
    releaseId: string,
    archive: Awaited<ReturnType<typeof unpackArchive>>,
  ) {
    const queue = [...archive.files.values()];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        await this.options.store.putStream(
          releaseKey(folder, releaseId, file.name),
          fs.createReadStream(archive.pathOf(file.name)),
          { contentType: contentTypeOf(file.name) },
        );
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
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
      if (target && target.seq === live?.seq) throw conflict(`${target.release_id} is already live.`);
      if (!target && !live && releaseId === BUILT_IN) {
        const canary = await repo.releaseInState(trx, app.folder, 'canary');
        if (!canary) throw conflict(`The built-in build of ${app.label} is already live.`);
      }
      await repo.retire(trx, app.folder, 'canary');
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

  // What each member loads

  /**
   * The registry: per remote, REMOTES_JSON's entry if it has one; else the canary if the member is in its
   * share; else the live release; else the server's own dist/ build. Without a member (before sign-in),
   * never a canary.
   */
  async registry(memberId: number | null): Promise<Registry> {
    const overrides = parseOverrides(this.options.remotesJson);
    const rows = await repo.currentReleases(this.db);
    const base = this.options.config.publicUrl ?? '/releases';
    return {
      remotes: REMOTE_APPS.map((app) => {
        const override = overrides[app.federationName] ?? overrides[app.folder];
        const common = { name: app.federationName, app: app.folder };
        if (override) return { ...common, entry: override, releaseId: null, version: null, canary: false };
        const canary = rows.find((row) => row.app === app.folder && row.state === 'canary');
        const live = rows.find((row) => row.app === app.folder && row.state === 'live');
        const inCanary =
          !!canary && memberId !== null && canaryBucket(app.folder, memberId) < (canary.canary_percent ?? 0);
        const chosen = inCanary ? canary : live;
        if (!chosen)
          return {
            ...common,
            entry: `/${app.folder}/mf-manifest.json`,
            releaseId: null,
            version: null,
            canary: false,
          };
        return {
          ...common,
          entry: `${base}/${app.folder}/${chosen.release_id}/mf-manifest.json`,
          releaseId: chosen.release_id,
          version: chosen.version,
          canary: inCanary,
        };
      }),
    };
  }

  // The visitor's own page

  /**
   * The page of a remote that is also a page of its own (the visitor app on VISITOR_PORT), from its live
   * release: its index.html with the addresses of its files pointed into the release's immutable folder,
   * so a page keeps loading its own release's chunks whatever is published after it. Null while no release
   * is live (the server's own dist/ serves the page). Read at most once a second per process.
   */
  async standalonePage(folder: string): Promise<string | null> {
    const cached = this.pages.get(folder);
    if (cached && cached.until > Date.now()) return cached.page;
    const page = this.readStandalonePage(folder);
    this.pages.set(folder, { until: Date.now() + 1000, page });
    page.catch(() => this.pages.delete(folder));
    return page;
  }

  private readonly pages = new Map<string, { until: number; page: Promise<string | null> }>();

  private async readStandalonePage(folder: string): Promise<string | null> {
    const live = await repo.releaseInState(this.db, folder, 'live');
    if (!live) return null;
    const opened = await this.options.store.open(releaseKey(folder, live.release_id, 'index.html'));
    if (!opened) return null;
    if (opened.size > 256 * 1024) {
      opened.body.destroy();
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    const base = `${this.options.config.publicUrl ?? '/releases'}/${folder}/${live.release_id}/`;
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/(\s(?:src|href)=)(["']?)\/(?!\/)/g, `$1$2${base}`);
  }

  // The Deployments screen

  async overview(): Promise<AppReleases[]> {
    return Promise.all(
      REMOTE_APPS.map(async (app) => {
        const [history, steps, counts] = await Promise.all([
          repo.releaseHistory(this.db, app.folder, HISTORY_ROWS),
          repo.releaseSteps(this.db, app.folder, HISTORY_ROWS),
          repo.errorCounts(this.db, app.folder),
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
        };
      }),
    );
  }

  /** The live or canary release when it is older than the history's rows (rare: 50 newer retired ones). */
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

  // Remote health

  /**
   * Records that a remote failed to load or threw while rendering for a member. The member is kept only as
   * a keyed pseudonym (to count distinct members), the message cut and cleared of e-mail addresses and
   * long numbers. A canary that this many members saw fail is rolled back by itself.
   */
  async reportClientError(
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

const cleanNote = (note: string | null) => (note?.trim() ? note.trim().slice(0, 200) : null);

function versionTaken(folder: string, existing: ReleaseRow) {
  return conflict(
    `${folder} ${existing.version} was already published with other files (release ${existing.release_id}). Give this build a new version.`,
  );
}

/** A client's error message without what could name a person: e-mail addresses and long numbers go. */
export function scrub(message: string): string {
  return message
    .replace(/[^\s@]+@[^\s@]+/g, '[e-mail]')
    .replace(/\d{5,}/g, '[number]')
    .replace(/\p{Cc}/gu, ' ')
    .slice(0, 300);
}

/** Tells every open shell (of every process) that what an app's registry entry says has changed. */
async function announce(
  trx: Parameters<typeof publishLive>[0],
  app: string,
  action: string,
  release: ReleaseRow | null,
): Promise<void> {
  await publishLive(trx, [
    {
      type: 'remote-released',
      data: { app, action, releaseId: release?.release_id ?? null, state: release?.state ?? 'live' },
    },
  ]);
}

function toRelease(
  row: ReleaseRow,
  tokenNote: string | null,
  errors: { load: number; render: number; members: number },
): Release {
  return {
    app: row.app,
    releaseId: row.release_id,
    version: row.version,
    state: row.state,
    canaryPercent: row.canary_percent,
    builtWith: row.built_with,
    fileCount: row.file_count,
    sizeBytes: Number(row.size_bytes),
    token: row.token_id ? { id: row.token_id, note: tokenNote } : null,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    sequence: Number(row.seq),
    errors,
  };
}

function toEvent(row: Awaited<ReturnType<typeof repo.releaseSteps>>[number]): ReleaseEvent {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    action: row.action as ReleaseEvent['action'],
    releaseId: row.release_id,
    fromReleaseId: row.from_release_id,
    by: row.member_id ? { id: row.member_id, name: row.member_name ?? '' } : null,
    token: row.token_id ? { id: row.token_id, note: row.token_note } : null,
    note: row.note,
  };
}

function toToken(row: {
  id: number;
  app: string;
  note: string | null;
  created_at: Date;
  created_by_id: number | null;
  created_by_name: string | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}): DeployToken {
  return {
    id: row.id,
    app: row.app,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by_id ? { id: row.created_by_id, name: row.created_by_name ?? '' } : null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
