import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { conflict, forbidden, notFound, unauthenticated } from '../../../platform/errors';
import * as repo from '../repository';
import { cleanNote, remoteApp, toToken } from '../records';

/**
 * Deploy tokens: each may publish one remote. The secret is returned once, when made; only its SHA-256 is
 * kept (a 256-bit random secret needs no slow hash). Making and revoking one are steps of the app's history.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The deploy token in an Authorization header ('Bearer <token>', or the token alone). */
export function tokenFrom(header: string | undefined): string | null {
  const text = header?.trim() ?? '';
  const token = text.replace(/^Bearer\s+/i, '');
  return /^edt_[A-Za-z0-9_-]{20,100}$/.test(token) ? token : text ? '' : null;
}

/** A new token for `folder`, made by the actor: the secret is returned once; only its hash is kept. */
export async function createToken(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  folder: string,
  note: string | null,
) {
  const app = remoteApp(folder);
  const token = `edt_${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertToken(trx, {
      app: app.folder,
      token_hash: hashToken(token),
      note: cleanNote(note),
      created_by_id: actor.memberId,
    });
    await repo.recordStep(trx, {
      app: app.folder,
      action: 'token-created',
      member_id: actor.memberId,
      token_id: inserted.id,
      note: inserted.note,
    });
    return repo.tokenWithCreator(trx, inserted.id);
  });
  return { ...toToken(row), token };
}

export async function revokeToken({ db }: Pick<Deps, 'db'>, actor: Actor, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.revokeToken(trx, id);
    if (!row) {
      const existing = await repo.findToken(trx, id);
      if (!existing) throw notFound(`Deploy token ${id} does not exist.`);
      throw conflict(`Deploy token ${id} was already revoked.`);
    }
    await repo.recordStep(trx, {
      app: row.app,
      action: 'token-revoked',
      member_id: actor.memberId,
      token_id: id,
    });
    return toToken({ ...row, created_by_name: null });
  });
}

export async function listTokens({ db }: Pick<Deps, 'db'>) {
  return (await repo.listTokens(db)).map(toToken);
}

/** The token's row if it may publish `folder`: 401 without a valid token, 403 for another app's. */
export async function authenticate({ db }: Pick<Deps, 'db'>, header: string | undefined, folder: string) {
  const token = tokenFrom(header);
  if (token === null)
    throw unauthenticated('A deploy token is required: send it as Authorization: Bearer <token>.');
  const row = token ? await repo.tokenByHash(db, hashToken(token)) : undefined;
  if (!row || row.revoked_at) throw unauthenticated('This deploy token is not valid (unknown or revoked).');
  if (row.app !== folder)
    throw forbidden(`This deploy token may publish ${row.app} only, not ${folder.slice(0, 60)}.`);
  await repo.touchToken(db, row.id);
  return row;
}
