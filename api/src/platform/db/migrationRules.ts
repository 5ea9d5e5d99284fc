import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

/*
 * Migrations are expand-then-contract (deploy/README.md, "Rolling upgrades"): during an upgrade the
 * previous release keeps serving on the database the new release has migrated, so a migration may only
 * add what the previous release ignores. Whatever the previous release may not survive is a contract
 * step: it ships in a later release than the expand that made it unnecessary, and says so with
 *
 *     export const contracts = '0xx_the_expand';
 *
 * The check does not read the migrations' text: it applies each one to a scratch database and compares
 * the catalog before and after (tables and views, columns, constraints, unique indexes, functions), so
 * raw SQL and Kysely's builder are judged alike. What it refuses, unless marked:
 *   - a table, view or column dropped or renamed; a function dropped (or its arguments changed);
 *   - a column's type changed (widening varchar(n) to a longer varchar, varchar or text is allowed:
 *     every value the old code writes still fits and reads back the same);
 *   - SET NOT NULL on an existing column, or its default dropped while it is NOT NULL;
 *   - a new column on an existing table that is NOT NULL without a default (the old code's inserts omit it);
 *   - a new CHECK, UNIQUE, PRIMARY KEY, EXCLUDE or FOREIGN KEY constraint, or a unique index, that covers
 *     an existing column;
 *   - a new foreign key into an existing table with ON DELETE NO ACTION or RESTRICT (the old code's deletes
 *     from that table fail once a new row refers to the row).
 * Not seen by the check (review them by hand): triggers that refuse writes, changed function bodies, and
 * data changes (an UPDATE that rewrites values the old code reads).
 */

/** A migration as the check sees it: its name, its up(), and its contract mark if it has one. */
export interface CheckedMigration {
  name: string;
  up(db: Kysely<never>): Promise<void>;
  /** The expand migration this one is the contract step of (`export const contracts = '0xx_name'`). */
  contracts?: unknown;
}

/** One operation the previous release may not survive. */
export interface Operation {
  migration: string;
  /** What it does, e.g. "drops column orders.note". */
  operation: string;
}

/** The last migration that shipped before the rule: migrations after it are checked with no exceptions. */
export const LAST_MIGRATION_BEFORE_THE_RULE = '021_saved_views';

/**
 * Migrations that shipped before the rule and do what it refuses, with what they did to a previous
 * release running beside them. They are history (databases everywhere have run them), so they are
 * neither rewritten nor marked after the fact; the check knows them by name and nothing else. The test
 * keeps this list exact: every entry must still be refused without it, and no later migration may join it.
 */
export const SHIPPED_BEFORE_THE_RULE: Readonly<Record<string, string>> = {
  '008_members_by_id':
    'moved members to ids in one step: dropped order_folder_stats.assign_to, which the 007 code’s folder ' +
    'counts read, and re-keyed that table on assignee_id; checked that orders.assign_to has an id beside it; ' +
    'made order_events.actor_id refer to team_members; and made orders.assigned_to_id refer to team_members ' +
    'with no ON DELETE (deleting a member who still has orders fails, where the 007 code deleted them).',
  '014_mail_queue_and_live_events':
    'dropped mail_history.outcome, which the 013 code wrote with every mail and read for Activity and the ' +
    'defence packs.',
  '019_security_events_and_sessions':
    'renamed security_log to security_events: the 018 code’s security-log writes (failed sign-ins) failed.',
  '020_sessions_replace_revocations':
    'dropped revoked_tokens, which the 019 code’s auth gate read on every signed-in request. Accepted then ' +
    'because 020 signed everyone out anyway (tokens without a session row are refused).',
};

/** The migration files of a folder (NNN_name.ts, not tests), loaded, in name order. */
export async function loadMigrations(folder: string): Promise<CheckedMigration[]> {
  const names = fs
    .readdirSync(folder)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort();
  const loaded: CheckedMigration[] = [];
  for (const name of names) {
    const module = (await import(path.join(folder, `${name}.ts`))) as Omit<CheckedMigration, 'name'>;
    if (typeof module.up !== 'function') throw new Error(`${name}.ts exports no up()`);
    loaded.push({ name, up: module.up, contracts: module.contracts });
  }
  return loaded;
}

interface Table {
  oid: string;
  name: string;
  kind: string;
}
interface Column {
  rel: string;
  num: number;
  name: string;
  type: string;
  notnull: boolean;
  hasdefault: boolean;
  generated: boolean;
}
interface Constraint {
  rel: string;
  name: string;
  type: string;
  definition: string;
  columns: string;
  refrel: string;
  ondelete: string;
}
interface UniqueIndex {
  rel: string;
  name: string;
  definition: string;
  columns: string;
}
interface Catalog {
  tables: Table[];
  columns: Column[];
  constraints: Constraint[];
  uniqueIndexes: UniqueIndex[];
  functions: string[];
}

/** The objects of the current schema that a release's queries depend on (extension members left out). */
async function snapshot(db: Kysely<never>): Promise<Catalog> {
  const tables = await sql<Table>`
    SELECT c.oid::text AS oid, c.relname AS name, c.relkind::text AS kind
    FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d
        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    ORDER BY c.relname COLLATE "C"`.execute(db);
  const columns = await sql<Column>`
    SELECT a.attrelid::text AS rel, a.attnum::int AS num, a.attname AS name,
      format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull, a.atthasdef AS hasdefault,
      (a.attgenerated <> '' OR a.attidentity <> '') AS generated
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname COLLATE "C", a.attnum`.execute(db);
  const constraints = await sql<Constraint>`
    SELECT con.conrelid::text AS rel, con.conname AS name, con.contype::text AS type,
      pg_get_constraintdef(con.oid) AS definition, coalesce(array_to_string(con.conkey, ','), '') AS columns,
      con.confrelid::text AS refrel, con.confdeltype::text AS ondelete
    FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND con.contype IN ('c', 'u', 'p', 'x', 'f')
    ORDER BY c.relname COLLATE "C", con.conname COLLATE "C"`.execute(db);
  const uniqueIndexes = await sql<UniqueIndex>`
    SELECT i.indrelid::text AS rel, ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition,
      array_to_string(i.indkey::int2[], ',') AS columns
    FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
    WHERE ic.relnamespace = current_schema()::regnamespace AND i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
    ORDER BY ic.relname COLLATE "C"`.execute(db);
  const functions = await sql<{ signature: string }>`
    SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS signature
    FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d
        WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`.execute(db);
  return {
    tables: tables.rows,
    columns: columns.rows,
    constraints: constraints.rows,
    uniqueIndexes: uniqueIndexes.rows,
    functions: functions.rows.map((r) => r.signature).sort(),
  };
}

const KIND_NAMES: Record<string, string> = { v: 'view', m: 'materialized view', f: 'foreign table' };
const CONSTRAINT_NAMES: Record<string, string> = {
  c: 'CHECK',
  u: 'UNIQUE',
  p: 'PRIMARY KEY',
  x: 'EXCLUDE',
  f: 'FOREIGN KEY',
};

/** varchar(n) to a longer varchar, to varchar or to text: every old value fits and reads back the same. */
function widens(from: string, to: string): boolean {
  const length = (type: string) => /^character varying\((\d+)\)$/.exec(type)?.[1];
  const fromLength = length(from);
  if (fromLength === undefined && from !== 'character varying') return false;
  if (to === 'text' || to === 'character varying') return true;
  const toLength = length(to);
  return fromLength !== undefined && toLength !== undefined && Number(toLength) >= Number(fromLength);
}

/** What `after` does to the objects `before` had that a release written against `before` may not survive. */
function compare(before: Catalog, after: Catalog): string[] {
  const found: string[] = [];
  const tableBefore = new Map(before.tables.map((t) => [t.oid, t]));
  const tableAfter = new Map(after.tables.map((t) => [t.oid, t]));
  const kind = (t: Table) => KIND_NAMES[t.kind] ?? 'table';
  const tableName = (rel: string) => tableAfter.get(rel)?.name ?? tableBefore.get(rel)?.name ?? rel;

  for (const table of before.tables) {
    const now = tableAfter.get(table.oid);
    if (!now) found.push(`drops ${kind(table)} ${table.name}`);
    else if (now.name !== table.name) found.push(`renames ${kind(table)} ${table.name} to ${now.name}`);
  }

  const columnKey = (c: { rel: string; num: number }) => `${c.rel}:${c.num}`;
  const columnBefore = new Map(before.columns.map((c) => [columnKey(c), c]));
  const columnAfter = new Map(after.columns.map((c) => [columnKey(c), c]));
  for (const column of before.columns) {
    if (!tableAfter.has(column.rel)) continue; // the table's own drop is reported
    const was = `${tableBefore.get(column.rel)!.name}.${column.name}`;
    const now = columnAfter.get(columnKey(column));
    if (!now) {
      found.push(`drops column ${was}`);
      continue;
    }
    if (now.name !== column.name) found.push(`renames column ${was} to ${now.name}`);
    if (now.type !== column.type && !widens(column.type, now.type))
      found.push(`changes the type of column ${was} from ${column.type} to ${now.type}`);
    if (now.notnull && !column.notnull) found.push(`sets NOT NULL on column ${was}`);
    else if (now.notnull && column.hasdefault && !now.hasdefault)
      found.push(`drops the default of NOT NULL column ${was}`);
  }
  for (const column of after.columns) {
    const table = tableBefore.get(column.rel);
    if (!table || table.kind !== 'r' || columnBefore.has(columnKey(column))) continue;
    if (column.notnull && !column.hasdefault && !column.generated)
      found.push(
        `adds column ${table.name}.${column.name} NOT NULL without a default to an existing table ` +
          '(the previous release’s inserts do not set it)',
      );
  }

  const existingColumns = (rel: string, columns: string) => {
    if (!tableBefore.has(rel)) return [];
    return columns
      .split(',')
      .filter(Boolean)
      .map(Number)
      .map((num) =>
        // 0 is an expression column of an index: count it as existing (it reads existing columns).
        num === 0 ? '(expression)' : columnBefore.get(`${rel}:${num}`)?.name,
      )
      .filter((name): name is string => name !== undefined);
  };
  const constraintKey = (c: Constraint) => `${c.rel}|${c.type}|${c.definition}`;
  const hadConstraint = new Set(before.constraints.map(constraintKey));
  for (const constraint of after.constraints) {
    if (hadConstraint.has(constraintKey(constraint))) continue;
    const type = CONSTRAINT_NAMES[constraint.type]!;
    const table = tableName(constraint.rel);
    const covered = existingColumns(constraint.rel, constraint.columns);
    if (covered.length)
      found.push(
        `adds ${type} constraint ${constraint.name} (${constraint.definition}) on existing ` +
          `column${covered.length > 1 ? 's' : ''} ${covered.map((c) => `${table}.${c}`).join(', ')}`,
      );
    if (constraint.type === 'f' && tableBefore.has(constraint.refrel) && 'ar'.includes(constraint.ondelete))
      found.push(
        `adds FOREIGN KEY ${constraint.name} on ${table} into existing table ${tableName(constraint.refrel)} ` +
          `with ON DELETE ${constraint.ondelete === 'r' ? 'RESTRICT' : 'NO ACTION'} (the previous release’s ` +
          'deletes from it fail once a new row refers to the row)',
      );
  }
  const indexKey = (i: UniqueIndex) =>
    `${i.rel}|${i.definition.replace(` INDEX ${i.name} ON `, ' INDEX ON ')}`;
  const hadIndex = new Set(before.uniqueIndexes.map(indexKey));
  for (const index of after.uniqueIndexes) {
    if (hadIndex.has(indexKey(index))) continue;
    const covered = existingColumns(index.rel, index.columns);
    if (covered.length)
      found.push(
        `adds unique index ${index.name} on existing table ${tableName(index.rel)} (${index.definition})`,
      );
  }

  const functionsAfter = new Set(after.functions);
  for (const signature of before.functions)
    if (!functionsAfter.has(signature)) found.push(`drops function ${signature}`);
  return found;
}

/**
 * Applies the migrations in order to `db` (an empty database, or one that already ran those before
 * them), each in a transaction of its own as the migrator does, and returns what each did that the
 * release before it may not survive. With `rollback`, they run in one transaction that is rolled back at
 * the end: the database stays as it was (for judging candidates against an already migrated database).
 */
export async function tighteningOperations(
  db: Kysely<never>,
  migrations: readonly CheckedMigration[],
  { rollback = false }: { rollback?: boolean } = {},
): Promise<Operation[]> {
  const operations: Operation[] = [];
  const judge = async (trx: Kysely<never>, migration: CheckedMigration) => {
    const before = await snapshot(trx);
    try {
      await migration.up(trx);
    } catch (error) {
      throw new Error(`migration ${migration.name} failed on a scratch database: ${String(error)}`, {
        cause: error,
      });
    }
    const after = await snapshot(trx);
    for (const operation of compare(before, after)) operations.push({ migration: migration.name, operation });
  };
  if (!rollback) {
    for (const migration of migrations) await db.transaction().execute((trx) => judge(trx, migration));
    return operations;
  }
  const judged = Symbol('judged');
  try {
    await db.transaction().execute(async (trx) => {
      for (const migration of migrations) await judge(trx, migration);
      throw judged;
    });
  } catch (error) {
    if (error !== judged) throw error;
  }
  return operations;
}

/**
 * The check's verdict: one sentence per refused operation (naming the migration and the operation), and
 * per wrong contract mark. Empty means every migration is an expand, a marked contract, or shipped
 * before the rule (`grandfathered`).
 */
export function refusals(
  migrations: readonly CheckedMigration[],
  operations: readonly Operation[],
  grandfathered: Readonly<Record<string, string>> = SHIPPED_BEFORE_THE_RULE,
): string[] {
  const messages: string[] = [];
  const names = migrations.map((m) => m.name);
  const marked = new Set<string>();
  for (const migration of migrations) {
    if (migration.contracts === undefined) continue;
    const expand = migration.contracts;
    if (typeof expand !== 'string' || !names.includes(expand) || expand >= migration.name)
      messages.push(
        `Migration ${migration.name}: "contracts" must name an earlier migration (the expand it finishes), ` +
          `not ${JSON.stringify(expand)}.`,
      );
    else marked.add(migration.name);
  }
  for (const name of Object.keys(grandfathered))
    if (name > LAST_MIGRATION_BEFORE_THE_RULE)
      messages.push(
        `Migration ${name} is on the list of migrations shipped before the rule, but it came after ` +
          `${LAST_MIGRATION_BEFORE_THE_RULE}: mark it as a contract step instead.`,
      );
  for (const { migration, operation } of operations) {
    if (marked.has(migration)) continue;
    if (migration in grandfathered && migration <= LAST_MIGRATION_BEFORE_THE_RULE) continue;
    messages.push(
      `Migration ${migration} ${operation}: the previous release, still running during a rolling upgrade, ` +
        'may not survive that. Ship an expand (add the new shape beside the old one, code that works with ' +
        "both) and do this in a later release's migration marked `export const contracts = '<the expand>'` " +
        '(deploy/README.md, "Rolling upgrades").',
    );
  }
  return messages;
}
