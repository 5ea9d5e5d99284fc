import { useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { listReturnFocus, rememberOrderTrail } from '@earrival/shared/orderTrail';
import Button from 'react-bootstrap/Button';
import { type FolderName, type OrderListRow } from '@earrival/shared/types';
import { ConfirmModal, Page, viewOrderPath } from '@earrival/shared/ui';
import { OrderTable, orderColumns } from '../../order-table';
import { DEFAULT_ORDER_SORT, type OrderColumnSet } from '@earrival/shared/columns';
import type { BulkActionId } from '../bulkActions';
import { useBulkActions } from '../hooks/useBulkActions';
import { useOrderList } from '../hooks/useOrderList';
import { useSelection } from '../hooks/useSelection';
import { BulkActionBar } from './BulkActionBar';
import { ListFilters } from './ListFilters';
import { ExportButton } from '../../export';

export interface OrderListPanelProps {
  title: string;
  folder: FolderName;
  columns: OrderColumnSet;
  /** The signed-in user's name: assignments use it. */
  userName: string;
  /** Lists only this user's orders (My Orders). */
  onlyMine?: boolean;
  /** Future Order: one process month, '01'..'12'. */
  processMonth?: string;
  /** Bulk actions this user may run here; none hides the checkboxes. */
  actions: readonly BulkActionId[];
  /** A Delete button on each row (Charge Back for managers, Future Order for everyone). */
  rowDelete?: boolean;
  /** Next to the Refresh button, e.g. Back. */
  headerActions?: ReactNode;
  /** Shows the filters (assignee, citizenship, mode, created days); with `viewPath`, Save view too. */
  filters?: { fixedAssigneeAndMode?: boolean; viewPath?: string };
}

/** The trail keeps at most this many of the rows shown ('All' on a big queue: the first ones loaded). */
const TRAIL_ROWS = 1000;

/** A titled, refreshable order list with search, paging, sorting, selection and the list actions. */
export function OrderListPanel(props: OrderListPanelProps) {
  const {
    title,
    folder,
    columns,
    userName,
    onlyMine = false,
    processMonth,
    actions,
    rowDelete = false,
  } = props;
  const list = useOrderList({ folder, userName: onlyMine ? userName : undefined, processMonth });
  const selection = useSelection();
  const context = useMemo(
    () => ({ folder, userName, deleteSource: onlyMine ? ('myOrder' as const) : folder }),
    [folder, userName, onlyMine],
  );
  const bulk = useBulkActions(context, selection, list);
  const { request } = bulk;
  const selectable = actions.length > 0;

  // Opening a row remembers the list as shown and as called, so the order page offers Previous/Next
  // through the whole list and Back to it.
  const location = useLocation();
  const wholeList = {
    orderName: folder,
    userName: onlyMine ? userName : undefined,
    processMonth,
    sort: list.sort?.key,
    order: list.sort?.direction,
    search: list.term || undefined,
    ...list.filter,
  };
  const shown = useRef({ rows: list.rows, url: '', wholeList });
  shown.current = { rows: list.rows, url: location.pathname + location.search, wholeList };
  // Back from an order: its row takes the focus, once the list shows what it holds now (not cached rows).
  const returnFocus = useMemo(
    () => listReturnFocus(location.state).map((id) => viewOrderPath(id)),
    [location.state],
  );
  const returnFocusTo = list.fetching ? undefined : returnFocus;
  const rowLink = useMemo(
    () => ({
      href: (row: OrderListRow) => viewOrderPath(row.order_id),
      onOpen: () => {
        const { rows, url, wholeList: called } = shown.current;
        const orderIds: number[] = [];
        for (let i = 0; i < Math.min(rows.length, TRAIL_ROWS); i += 1) {
          const row = rows.at(i);
          if (row) orderIds.push(row.order_id);
        }
        // Unset fields stay out of the stored call (undefined does not survive JSON anyway).
        const listCall = Object.fromEntries(
          Object.entries(called).filter(([, value]) => value !== undefined),
        );
        rememberOrderTrail({ listUrl: url, listLabel: title, orderIds, list: listCall as typeof called });
      },
      returnFocusTo,
    }),
    [title, returnFocusTo],
  );

  const tableColumns = useMemo(
    () =>
      orderColumns(
        columns,
        rowDelete
          ? (row: OrderListRow) => (
              <Button
                size="sm"
                variant="outline-danger"
                className="py-0 px-1"
                aria-label={`Delete order ${row.order_id}`}
                onClick={() => request('delete', [row.order_id])}
              >
                Delete
              </Button>
            )
          : undefined,
      ),
    [columns, rowDelete, request],
  );

  return (
    <Page
      title={title}
      onRefresh={list.reload}
      actions={
        <>
          {props.headerActions}
          <ExportButton
            name={folder}
            params={{
              userName: onlyMine ? userName : undefined,
              processMonth,
              sort: list.sort?.key,
              order: list.sort?.direction,
              search: list.term,
              ...list.filter,
            }}
          />
        </>
      }
    >
      {props.filters && (
        <ListFilters
          filter={list.filter}
          onChange={list.setFilter}
          fixedAssigneeAndMode={props.filters.fixedAssigneeAndMode}
          viewPath={props.filters.viewPath}
        />
      )}
      <OrderTable
        label={title}
        columns={tableColumns}
        rows={list.rows}
        rowKey={(row) => row.order_id}
        loading={list.loading}
        emptyText={list.emptyText}
        // No sort in the address: the list is in the server's default order, and its header says so.
        sort={list.sort ?? DEFAULT_ORDER_SORT}
        onSortChange={list.setSort}
        selection={selectable ? { ...selection.table, disabled: bulk.running } : undefined}
        onSearch={list.setTerm}
        searchValue={list.term}
        rowLink={rowLink}
        paging={list.paging}
        onVisibleRangeChange={list.onVisibleRangeChange}
        scrollResetKey={list.scrollResetKey}
        toolbar={
          selectable ? (
            <BulkActionBar
              count={selection.count}
              actions={actions}
              onAction={(action) => request(action)}
              onClear={selection.clear}
              running={bulk.running}
              lastResult={bulk.lastResult}
            />
          ) : null
        }
      />
      <ConfirmModal {...bulk.confirm} />
    </Page>
  );
}
