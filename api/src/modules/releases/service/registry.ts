import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { parseOverrides } from '../../../platform/http/apps';
import * as repo from '../repository';
import { releaseKey } from '../records';
import type { Registry } from '../schemas';
import type { ReleasesDeps } from './index';

/**
 * Which build of each remote a member loads: REMOTES_JSON's entry if it has one; else the canary, for the
 * member's share of staff (sticky by member id); else the live release; else the server's own dist/. And
 * the standalone page of a remote that is also a page (the visitor site) from its live release.
 */

/** Which 1% of staff a member is in, for an app: the same every time, so a canary is sticky per member. */
export function canaryBucket(app: string, memberId: number): number {
  return createHash('sha256').update(`${app}:${memberId}`).digest().readUInt32BE(0) % 100;
}

/** Whether the member is in the share of staff a canary reaches (what the registry serves them). */
export const inCanaryShare = (app: string, memberId: number, percent: number | null) =>
  canaryBucket(app, memberId) < (percent ?? 0);

/**
 * The proof that the registry served a release to a session: a key over the session, the app and the
 * release, which only GET /api/remotes hands out (to that session, for the release it names). The shell
 * sends it back with an error report of that release; without it the report counts toward no rollback.
 */
export function reportKey(secret: string, sessionId: string, app: string, releaseId: string): string {
  return createHmac('sha256', secret)
    .update(`remote-served\0${sessionId}\0${app}\0${releaseId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The key a report came with is the one the registry gave this session for this release. */
export function servedBy(
  secret: string,
  sessionId: string | null,
  app: string,
  releaseId: string,
  key: string | undefined,
): boolean {
  if (!sessionId || !key) return false;
  const expected = Buffer.from(reportKey(secret, sessionId, app, releaseId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The registry: per remote, REMOTES_JSON's entry if it has one; else the canary if the member is in its
 * share; else the live release; else the server's own dist/ build. Without a member (before sign-in),
 * never a canary. Each published release comes with the session's report key for it (none without a
 * session).
 */
export async function registryFor(
  { db, settings, remotesJson, secret }: Pick<ReleasesDeps, 'db' | 'settings' | 'remotesJson' | 'secret'>,
  memberId: number | null,
  sessionId: string | null = null,
): Promise<Registry> {
  const overrides = parseOverrides(remotesJson);
  const rows = await repo.currentReleases(db);
  const base = settings.publicUrl ?? '/releases';
  return {
    remotes: REMOTE_APPS.map((app) => {
      const override = overrides[app.federationName] ?? overrides[app.folder];
      const common = { name: app.federationName, app: app.folder };
      if (override)
        return { ...common, entry: override, releaseId: null, version: null, canary: false, reportKey: null };
      const canary = rows.find((row) => row.app === app.folder && row.state === 'canary');
      const live = rows.find((row) => row.app === app.folder && row.state === 'live');
      const inCanary =
        !!canary && memberId !== null && inCanaryShare(app.folder, memberId, canary.canary_percent);
      const chosen = inCanary ? canary : live;
      if (!chosen)
        return {
          ...common,
          entry: `/${app.folder}/mf-manifest.json`,
          releaseId: null,
          version: null,
          canary: false,
          reportKey: null,
        };
      return {
        ...common,
        entry: `${base}/${app.folder}/${chosen.release_id}/mf-manifest.json`,
        releaseId: chosen.release_id,
        version: chosen.version,
        canary: inCanary,
        reportKey: sessionId ? reportKey(secret, sessionId, app.folder, chosen.release_id) : null,
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
export async function standalonePage(
  deps: Pick<ReleasesDeps, 'db' | 'store' | 'settings' | 'state'>,
  folder: string,
) {
  const { pages } = deps.state;
  const cached = pages.get(folder);
  if (cached && cached.until > Date.now()) return cached.page;
  const page = readStandalonePage(deps, folder);
  pages.set(folder, { until: Date.now() + 1000, page });
  page.catch(() => pages.delete(folder));
  return page;
}

async function readStandalonePage(
  { db, store, settings }: Pick<ReleasesDeps, 'db' | 'store' | 'settings'>,
  folder: string,
): Promise<string | null> {
  const live = await repo.releaseInState(db, folder, 'live');
  if (!live) return null;
  const opened = await store.open(releaseKey(folder, live.release_id, 'index.html'));
  if (!opened) return null;
  if (opened.size > 256 * 1024) {
    opened.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  const base = `${settings.publicUrl ?? '/releases'}/${folder}/${live.release_id}/`;
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/(\s(?:src|href)=)(["']?)\/(?!\/)/g, `$1$2${base}`);
}
