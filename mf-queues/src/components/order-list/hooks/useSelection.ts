import { useCallback, useMemo, useState } from 'react';
import type { OrderListRow, ProcessStatus } from '@earrival/shared/types';
import type { TableSelection } from '../../order-table';

/** A selected order as the spec keeps it: id and status. */
export interface SelectedOrder {
  id: number;
  status: ProcessStatus;
}

/**
 * The selected orders of a list, kept across pages, sorting and searching (as react-admin does),
 * so a member of staff can pick orders from several pages and act on them at once.
 */
export function useSelection(disabled = false) {
  const [selected, setSelected] = useState<ReadonlyMap<number, SelectedOrder>>(new Map());

  const toggleMany = useCallback((rows: readonly OrderListRow[], on: boolean) => {
    setSelected((previous) => {
      const next = new Map(previous);
      for (const row of rows) {
        if (on) next.set(row.order_id, { id: row.order_id, status: row.process_status });
        else next.delete(row.order_id);
      }
      return next;
    });
  }, []);

  const deselect = useCallback((ids: readonly number[]) => {
    setSelected((previous) => {
      const next = new Map(previous);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  const table: TableSelection<OrderListRow> = useMemo(
    () => ({
      isSelected: (row) => selected.has(row.order_id),
      onToggle: (row, on) => toggleMany([row], on),
      onToggleMany: toggleMany,
      disabled,
    }),
    [selected, toggleMany, disabled],
  );

  const items = useMemo(() => [...selected.values()], [selected]);
  return {
    items,
    ids: useMemo(() => items.map((item) => item.id), [items]),
    count: selected.size,
    deselect,
    clear,
    table,
  };
}

export type Selection = ReturnType<typeof useSelection>;
