import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderListRow, OrderSortColumn } from '@earrival/shared/types';
import {
  fullName,
  orderTextColumns,
  type OrderColumnSet,
  type OrderTextColumn,
} from '@earrival/shared/columns';
import { withListZone } from '@earrival/shared/dates';
import { chatLink, viewOrderPath } from '@earrival/shared/ui';
import { useNarrowScreen } from './narrowScreen';
import type { TableColumn } from './types';

export type OrderColumn = TableColumn<OrderListRow, OrderSortColumn>;

function ViewOrderLink({ orderId }: { orderId: number }) {
  return (
    <Link to={viewOrderPath(orderId)} className="btn btn-sm btn-outline-primary py-0 px-1">
      View
    </Link>
  );
}

function ChatLink({
  phoneNumber,
  countryCode,
}: {
  phoneNumber: string | null | undefined;
  countryCode?: string | null;
}) {
  const href = chatLink(phoneNumber, countryCode);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="btn btn-sm btn-outline-success py-0 px-1"
      title="Chat with the customer"
    >
      Chat
    </a>
  );
}

/** Long names and addresses are cut with an ellipsis (full text on hover) so the Action column stays in view. */
function Clipped({ text, width }: { text: string; width: number }) {
  return (
    <span className="d-inline-block text-truncate align-bottom" style={{ maxWidth: width }} title={text}>
      {text}
    </span>
  );
}

/** Action cell: View, the chat link, then whatever the screen adds (e.g. a Delete button). */
const actions = (header: string, extra?: (row: OrderListRow) => ReactNode, chat = true): OrderColumn => ({
  id: 'action',
  header,
  className: 'text-nowrap',
  card: true,
  render: (row) => (
    <div className="d-flex gap-1">
      <ViewOrderLink orderId={row.order_id} />
      {chat && <ChatLink phoneNumber={row.phone_number} countryCode={row.country_code} />}
      {extra?.(row)}
    </div>
  ),
});

/** The cells a phone's card shows: id, name, status and date (and the actions). */
const CARD_CELLS = new Set(['order_id', 'name', 'process_status', 'created_at']);

/**
 * The order id as a real link to the order, so middle-click and Ctrl-click open it in a new tab. Out of the
 * Tab order: the row itself takes the focus (j/k, Enter), and View stays the one link per row to Tab to.
 */
function OrderIdLink({ orderId }: { orderId: number }) {
  return (
    <Link to={viewOrderPath(orderId)} className="ea-id-link text-decoration-none" tabIndex={-1}>
      {orderId}
    </Link>
  );
}

/** A list date-time: the column header names its zone, but a phone's card has no header, so it says it itself. */
function ListDateTime({ text }: { text: string }) {
  return <>{useNarrowScreen() ? withListZone(text) : text}</>;
}

/** A text column as a table cell; names and e-mails clipped (the nine-column Future list narrower). */
function cell(column: OrderTextColumn, set: OrderColumnSet): OrderColumn {
  const { sortKey, firstDirection, text } = column;
  const card = CARD_CELLS.has(column.id);
  const base = { id: column.id, header: column.header, sortKey, firstDirection, card };
  const { id } = column;
  const narrow = set === 'future';
  if (id === 'order_id') return { ...base, render: (row) => <OrderIdLink orderId={row.order_id} /> };
  if (id === 'created_at') return { ...base, render: (row) => <ListDateTime text={String(text(row))} /> };
  if (id === 'name') {
    const width = narrow ? 115 : 130;
    return { ...base, render: (row) => <Clipped text={fullName(row)} width={width} /> };
  }
  if (id === 'email') {
    const width = narrow ? 120 : 160;
    return { ...base, render: (row) => <Clipped text={row.email} width={width} /> };
  }
  return { ...base, render: text };
}

/**
 * The columns of one list: its text columns (`columnText.ts`, which the CSV export uses too) and the
 * Action cell. `rowActions` adds per-row buttons after View (Delete on the Charge Back and Future lists).
 * Those two lists and the refund list have the actions the spec names for them and no chat link; refund
 * rows offer View only.
 */
export function orderColumns(
  set: OrderColumnSet,
  rowActions?: (row: OrderListRow) => ReactNode,
): OrderColumn[] {
  const data = orderTextColumns(set).map((column) => cell(column, set));
  switch (set) {
    case 'refund':
      return [...data, actions('View', undefined, false)];
    case 'chargeBack':
    case 'future':
      return [...data, actions('Action', rowActions, false)];
    case 'contactCustomer':
    case 'priority':
    case 'default':
      return [...data, actions('Action', rowActions)];
  }
}
