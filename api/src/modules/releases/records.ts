import path from 'node:path';
import { REMOTE_APPS, VISITOR_APP } from '@earrival/shared/apps';
import { publish as publishLive } from '../../platform/events/live';
import { notFound } from '../../platform/errors';
import type { FileVerdict } from './archive';
import type { RemoteApp } from './manifest';
import type * as repo from './repository';
import type { ReleaseRow } from './repository';
import type { ClientReport, DeployToken, Release, ReleaseEvent } from './schemas';

/**
 * What the releases module's services share: which remote a path names, where a release's files are kept
 * and what type each is, how a step is announced to every open shell, and how rows become the answers'
 * shapes (schemas.ts).
 */

/** What the registry answers for an app with no release row: the build served from the server's dist/. */
export const BUILT_IN = 'built-in';

export function remoteApp(folder: string): RemoteApp {
  const app = REMOTE_APPS.find((candidate) => candidate.folder === folder);
  if (!app) throw notFound(`There is no remote called ${folder.slice(0, 60)}.`);
  return app;
}

/** A release's files in the store, under an immutable path (a release id never names other bytes). */
export const releaseKey = (folder: string, releaseId: string, name: string) =>
  `releases/${folder}/${releaseId}/${name}`;

/**
 * Where a publish writes its files before it is accepted: releases/staging/<app>/<time>-<random>/, a folder
 * the file route never serves (it serves remotes' folders only). Moved into releaseKey's place on success.
 */
export const STAGING_PREFIX = 'releases/staging/';
export const stagingKey = (folder: string, attempt: string) => `${STAGING_PREFIX}${folder}/${attempt}`;

/**
 * The files a remote's page fetches, by extension, with the type each is served as: scripts, styles, the
 * manifest and its maps, fonts and images. Nothing else of a release is ever served (an .html or .svg file
 * served as a page of this origin would run its script there); an SVG is served with a sandboxing
 * policy, so opened on its own it runs nothing (the built apps' favicon is one: the visitor page links it).
 */
const SERVED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};
const SERVED_LIST = Object.keys(SERVED_TYPES).map((extension) => extension.slice(1));

/** The page of a remote that is a page of its own: kept (the visitor site serves it), never a file. */
const OWN_PAGE = 'index.html';

const extensionOf = (name: string) => path.extname(name.replace(/\.(br|gz)$/, '')).toLowerCase();

/** The type a release file is served as, or null: a file the file route never serves. */
export const servedTypeOf = (name: string): string | null => SERVED_TYPES[extensionOf(name)] ?? null;

/** The type a release file is stored with. */
export const contentTypeOf = (name: string) =>
  servedTypeOf(name) ??
  (extensionOf(name) === '.html' ? 'text/html; charset=utf-8' : 'application/octet-stream');

/**
 * What a publish does with each file of an archive: the types a remote serves are kept; the visitor
 * app's index.html is kept (the visitor site's page, read by registry.ts, not served as a file); the build's
 * by-products are left out unread (the .br/.gz twins: the server makes its own from the originals; the
 * minifier's *.LICENSE.txt notes; the page's server renderer under ssr/, since the server renders with its
 * own; a staff remote's index.html, which only says to open it through the back-office); anything else
 * refuses the release, naming the file.
 */
export function releaseFileVerdict(app: RemoteApp, name: string): FileVerdict {
  if (/\.(br|gz)$/.test(name) || /\.LICENSE\.txt$/.test(name) || name.startsWith('ssr/')) return 'ignore';
  if (name === OWN_PAGE) return app.folder === VISITOR_APP.folder ? 'keep' : 'ignore';
  if (servedTypeOf(name)) return 'keep';
  return {
    refused: `The archive holds ${name}, which is not a file a remote serves (${SERVED_LIST.join(', ')}): leave it out of the build.`,
  };
}

export const cleanNote = (note: string | null) => (note?.trim() ? note.trim().slice(0, 200) : null);

/** Tells every open shell (of every process) that what an app's registry entry says has changed. */
export async function announce(
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

export function toRelease(
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

export function toEvent(row: Awaited<ReturnType<typeof repo.releaseSteps>>[number]): ReleaseEvent {
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

export function toToken(row: {
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

export function toReport(row: Awaited<ReturnType<typeof repo.latestReports>>[number]): ClientReport {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    releaseId: row.release_id,
    kind: row.kind,
    message: row.message,
    member:
      row.member_id === null
        ? null
        : { id: row.member_id, name: row.member_name ?? `Deleted member #${row.member_id}` },
    served: row.reporter.startsWith('member:'),
  };
}
