import { iso } from '../../http/serialize';
import type { OrderListRow } from './schemas';

export function serializeRow<T extends { created_at: unknown; refund_date: unknown }>(row: T): OrderListRow {
  return {
    ...(row as unknown as OrderListRow),
    created_at: iso(row.created_at as Date)!,
    refund_date: iso(row.refund_date as Date | null),
  };
}
