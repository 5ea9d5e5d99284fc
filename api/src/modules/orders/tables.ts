import type { ColumnType, Generated, InsertType, SelectType, UpdateType } from 'kysely';
import { Type, type Static, type TSchema } from 'typebox';
import type { ProcessStatus } from '@earrival/shared/types';
import type {
  DateText,
  GeneratedTimestamp,
  Numeric,
  PgType,
  ProcessingMode,
  Timestamp,
  YesNo,
} from '../../platform/db/columnTypes';
import { Nullable } from '../../platform/http/schemas';
import { Order } from './schemas/order';

/*
 * The orders table, derived from THE order (schemas/order.ts): its columns are the order's fields, less
 * the two kept in tables of their own, plus the few only the table has. What a field's JSON type does not
 * say of its column (a timestamp, a default, a value only the database writes) is listed here by name,
 * and tsc checks each name against the fields. The migrations write the columns once more:
 * cli/contract/tables.test.ts holds the migrated table to this one.
 */

/** Fields of THE order that are rows of tables of their own, not columns. */
const NOT_COLUMNS = ['currency_details', 'category_details'] as const;

/** Columns the answers never carry, each with its reason. */
const TableOnly = Type.Object({
  assigned_to_id: Nullable(
    Type.Integer({
      description: 'the member behind assign_to (set and cleared together); answers show the name',
    }),
  ),
  processed_by_id: Nullable(
    Type.Integer({ description: 'the member behind processed_by; answers show the name' }),
  ),
  updated_at: Type.String({ description: 'bookkeeping of the last change; no screen shows it' }),
  search_text: Type.String({ description: 'generated column the search reads (migration 003)' }),
  state_version: Type.Integer({ description: 'bumped by a trigger; the undo compares it (migration 015)' }),
  language_source: Nullable(
    Type.String({
      description:
        "who set language: 'intake', 'visit' (the track page) or 'staff'; a visit never overrides the others",
    }),
  ),
});

const Columns = Type.Object({ ...Type.Omit(Order, NOT_COLUMNS).properties, ...TableOnly.properties });
type Columns = typeof Columns.properties;
type Column = keyof Columns & string;
/** Names tsc checks against the columns. */
type ColumnNames<K extends Column> = K;

/** Kept as timestamptz: read back as a Date, sent as ISO text. */
const TIMESTAMPS = ['created_at', 'refund_date', 'processed_at', 'updated_at'] as const satisfies Column[];
/** Filled in by the database when an INSERT leaves them out (identity, or a default). */
type DefaultedColumn = ColumnNames<
  'order_id' | 'process_status' | 'declare_at_customs' | 'created_at' | 'updated_at'
>;
/** Written by the database alone: generated from other columns, or bumped by a trigger. */
export const WRITTEN_BY_DATABASE = [
  'process_month',
  'search_text',
  'state_version',
] as const satisfies Column[];

/** A column's value as the database reads and writes it: a JSON number is numeric unless an integer. */
type Stored<K extends Column, Value = Static<Columns[K]>> = K extends (typeof TIMESTAMPS)[number]
  ? Timestamp | Extract<Value, null>
  : Columns[K] extends { type: 'number' }
    ? Numeric | Extract<Value, null>
    : Value;

/** A column an INSERT may leave out: the database fills it in. */
type Defaulted<C> = ColumnType<SelectType<C>, InsertType<C> | undefined, UpdateType<C>>;

/** The orders table for the typed query builder. */
export type OrdersTable = {
  [K in Column]: K extends (typeof WRITTEN_BY_DATABASE)[number]
    ? ColumnType<Static<Columns[K]>, never, never>
    : K extends DefaultedColumn
      ? Defaulted<Stored<K>>
      : Stored<K>;
};
// The platform's Database lists the tables it knows; the orders module adds its own (the orders table and
// those of an order's details, notes, events, counts and undoable actions, below).
declare module '../../platform/db/schema' {
  interface Database {
    orders: OrdersTable;
    order_currency_details: CurrencyDetailsTable;
    order_category_details: CategoryDetailsTable;
    remarks: RemarksTable;
    order_events: OrderEventsTable;
    order_folder_stats: OrderFolderStatsTable;
    order_actions: OrderActionsTable;
    order_action_orders: OrderActionOrdersTable;
  }
}

/** A column's PostgreSQL type from its field's schema: dates, integers and numbers as such, the rest text. */
function pgTypeOf(column: string, schema: TSchema): PgType {
  const { type, format } = schema as { type?: unknown; format?: unknown };
  if ((TIMESTAMPS as readonly string[]).includes(column)) return 'timestamptz';
  return format === 'date' ? 'date' : type === 'integer' ? 'int4' : type === 'number' ? 'numeric' : 'text';
}

/**
 * Every column of the orders table with the type a value is cast to in SQL (a seed's arrays, a keyset
 * cursor's values): THE order's fields in its order, then the table's own.
 */
export const ORDER_COLUMN_TYPES = Object.fromEntries(
  Object.entries(Columns.properties).map(([column, schema]) => [column, pgTypeOf(column, schema)]),
) as Record<Column, PgType>;

export interface CurrencyDetailsTable {
  id: Generated<number>;
  order_id: number;
  currency: string;
  amount: Numeric;
}

export interface CategoryDetailsTable {
  id: Generated<number>;
  order_id: number;
  category: string;
  article: string;
  quantity: number;
  amount: Numeric;
}

export interface RemarksTable {
  id: Generated<number>;
  order_id: number;
  remark_name: string;
  /** The author (migration 008); NULL once the member is deleted, remark_name still says who. */
  author_id: number | null;
  remark: string;
  whatsapp: Generated<YesNo>;
  telephone: Generated<YesNo>;
  status_refund: Generated<YesNo>;
  voided: Generated<YesNo>;
  chargeback: Generated<YesNo>;
  report_error: Generated<YesNo>;
  created_at: GeneratedTimestamp;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  actor_id: number | null;
  actor_name: string;
  action: string;
  from_value: string | null;
  to_value: string | null;
  detail: string | null;
  created_at: GeneratedTimestamp;
}

export interface OrderFolderStatsTable {
  process_status: ProcessStatus;
  processing_mode: ProcessingMode;
  /** 0 = unassigned. */
  assignee_id: number;
  processing_month: DateText;
  refund_requested: boolean;
  n: number;
}

/** One undoable staff call (migration 015): who, when, whether it was undone. */
export interface OrderActionsTable {
  id: string;
  kind: string;
  actor_id: number;
  actor_name: string;
  created_at: GeneratedTimestamp;
  undone_at: Timestamp | null;
  undone_by_id: number | null;
}

/** An order an action changed: its state before, and its state_version right after the action. */
export interface OrderActionOrdersTable {
  action_id: string;
  order_id: number;
  state_version: number;
  process_status: ProcessStatus;
  assigned_to_id: number | null;
  refund_date: Timestamp | null;
  processed_by_id: number | null;
  processed_by: string | null;
  processed_at: Timestamp | null;
}
