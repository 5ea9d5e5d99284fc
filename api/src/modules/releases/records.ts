import path from 'node:path';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { publish as publishLive } from '../../platform/events/live';
import { notFound } from '../../platform/errors';
import type { RemoteApp } from './manifest';
import type * as repo from './repository';
import type { ReleaseRow } from './repository';
import type { DeployToken, Release, ReleaseEvent } from './schemas';

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

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (name: string) =>
  TYPES[path.extname(name.replace(/\.(br|gz)$/, '')).toLowerCase()] ?? 'application/octet-stream';

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
