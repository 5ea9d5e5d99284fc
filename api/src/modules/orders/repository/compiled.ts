import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** Distinct statements kept per database; past it the oldest goes (a Map keeps insertion order). */
const KEPT = 500;
const byDb = new WeakMap<Kysely<Database>, Map<string, CompiledQuery>>();

/**
 * The statement for `key` (everything it is built from, values included), compiled once and reused.
 * Compiling a list statement costs about as much as PostgreSQL takes to answer a first page (tens of
 * microseconds each for the page and its total); the same page of the same queue is asked for over and
 * over (every screen on it, every refresh after a change), so most calls find it here.
 */
export function compiledOnce<R>(
  db: Kysely<Database>,
  key: string,
  build: () => { compile(db: Kysely<Database>): CompiledQuery<R> },
): CompiledQuery<R> {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = new Map()));
  const found = cache.get(key);
  if (found) return found as CompiledQuery<R>;
  const compiled = build().compile(db);
  cache.set(key, compiled);
  if (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  return compiled;
}
