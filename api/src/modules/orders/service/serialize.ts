import { iso } from '../../../platform/http/serialize';
import type { StoredListRow } from '../repository/lists';
import type { OrderListRow } from '../schemas/order';

/** A stored list row as text fields (times as ISO text), for the CSV export. */
export function serializeRow(row: StoredListRow): OrderListRow {
  const { sort_values: _, ...fields } = row;
  return { ...fields, created_at: iso(row.created_at)!, refund_date: iso(row.refund_date) };
}

/**
 * Stored rows as a list or search answer sends them, without a copy of each. The answer's response schema
 * writes them (fast-json-stringify): only the fields OrderListRow names, so the sort values stay out, and a Date in a text field as its toISOString(), the same text serializeRow makes.
 * orders.test.ts checks both on the answer's bytes.
 */
export const sentThroughResponseSchema = (rows: StoredListRow[]): OrderListRow[] =>
  rows as unknown as OrderListRow[];
