import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderListRow, OrderSortColumn } from '@earrival/shared/types';
import { encodeId } from '@earrival/shared/util';
import {
  capitalizeFirst,
  formatFutureDate,
  formatFutureDateTime,
  formatOrderDateTime,
  formatRefundDate,
  monthName,
} from '../dates';
import type { TableColumn } from './types';

export type OrderColumn = TableColumn<OrderListRow, OrderSortColumn>;

/** The column sets of the order lists: default, and the lists that differ from it. */
export type OrderColumnSet = 'default' | 'contactCustomer' | 'priority' | 'refund' | 'chargeBack' | 'future';

export const viewOrderPath = (orderId: number): string => `/admin/view-order/${encodeId(orderId)}`;

/**
 * The messaging service's chat address for a phone number: digits only, country code first. A number
 * written with its own '+' is already international; otherwise the order's dialling code goes in front.
 */
export function chatLink(phoneNumber: string | null | undefined, countryCode?: string | null): string | null {
  const phone = (phoneNumber ?? '').trim();
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  const prefix = phone.startsWith('+') ? '' : (countryCode ?? '').replace(/\D/g, '');
  return `https://wa.me/${prefix}${digits}`;
}

export function ViewOrderLink({ orderId }: { orderId: number }) {
  return (
    <Link to={viewOrderPath(orderId)} className="btn btn-sm btn-outline-primary py-0 px-1">
      View
    </Link>
  );
}

export function ChatLink({
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

const fullName = (row: OrderListRow) => [row.first_name, row.sur_name].filter(Boolean).join(' ');

/** Long names and addresses are cut with an ellipsis (full text on hover) so the Action column stays in view. */
function Clipped({ text, width }: { text: string; width: number }) {
  return (
    <span className="d-inline-block text-truncate align-bottom" style={{ maxWidth: width }} title={text}>
      {text}
    </span>
  );
}
/** The departure date is a calendar date: the date part of the orders format. */
const formatDepartureDate = (value: string | null) => formatOrderDateTime(value).slice(0, 10);

const column = (
  id: string,
  header: string,
  sortKey: OrderSortColumn,
  render: OrderColumn['render'],
): OrderColumn => ({
  id,
  header,
  sortKey,
  render,
});

const orderId = (header = 'Order Id') => column('order_id', header, 'order_id', (row) => row.order_id);
// Clip widths: the nine-column Future list gets narrower ones so its Action column fits too.
const nameColumn = (width: number) =>
  column('name', 'Name', 'name', (row) => <Clipped text={fullName(row)} width={width} />);
const name = nameColumn(130);
const emailColumn = (width: number) =>
  column('email', 'Email', 'email', (row) => <Clipped text={row.email} width={width} />);
const email = emailColumn(160);
const telephone = column('phone_number', 'Telephone', 'phone_number', (row) => row.phone_number);
const dateTime = (header = 'Date & Time', format = formatOrderDateTime) =>
  column('created_at', header, 'created_at', (row) => format(row.created_at));
const status = column('process_status', 'Status', 'process_status', (row) =>
  capitalizeFirst(row.process_status),
);
const departure = column('date_of_departure', 'Departure Date', 'date_of_departure', (row) =>
  formatDepartureDate(row.date_of_departure),
);
const refundDate = column('refund_date', 'Refund Date', 'refund_date', (row) =>
  formatRefundDate(row.refund_date),
);
const processingDate = column('processing_date', 'Processing Date', 'processing_date', (row) =>
  formatFutureDate(row.processing_date),
);
const processMonth = column('process_month', 'Process Month', 'process_month', (row) =>
  monthName(row.process_month),
);

/** Action cell: View, the chat link, then whatever the screen adds (e.g. a Delete button). */
const actions = (header: string, extra?: (row: OrderListRow) => ReactNode, chat = true): OrderColumn => ({
  id: 'action',
  header,
  className: 'text-nowrap',
  render: (row) => (
    <div className="d-flex gap-1">
      <ViewOrderLink orderId={row.order_id} />
      {chat && <ChatLink phoneNumber={row.phone_number} countryCode={row.country_code} />}
      {extra?.(row)}
    </div>
  ),
});

/**
 * The columns of one list. `rowActions` adds per-row buttons after View (Delete on the Charge Back
 * and Future lists). Those two lists and the refund list have the actions the spec names for them
 * and no chat link; refund rows offer View only.
 */
export function orderColumns(
  set: OrderColumnSet,
  rowActions?: (row: OrderListRow) => ReactNode,
): OrderColumn[] {
  switch (set) {
    case 'contactCustomer':
      return [orderId(), name, email, dateTime(), status, actions('Action', rowActions)];
    case 'priority':
      return [
        orderId(),
        name,
        email,
        telephone,
        dateTime(),
        departure,
        status,
        actions('Action', rowActions),
      ];
    case 'refund':
      return [orderId(), email, telephone, dateTime(), refundDate, status, actions('View', undefined, false)];
    case 'chargeBack':
      return [
        orderId(),
        name,
        email,
        telephone,
        dateTime('Date & Time (UTC)'),
        status,
        actions('Action', rowActions, false),
      ];
    case 'future':
      return [
        orderId('Order ID'),
        nameColumn(115),
        emailColumn(120),
        telephone,
        dateTime('Date & Time', formatFutureDateTime),
        processingDate,
        processMonth,
        status,
        actions('Action', rowActions, false),
      ];
    case 'default':
      return [orderId(), name, email, telephone, dateTime(), status, actions('Action', rowActions)];
  }
}
