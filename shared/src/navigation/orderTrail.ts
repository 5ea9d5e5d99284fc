import { FOLDER_NAMES, type FolderName } from '@earrival/shared/types';
import type { WholeListQuery } from '@earrival/shared/api';

/**
 * The list an order was opened from, so the order page can offer Previous and Next through the same
 * queue, filters and sort. A queue remembers its shown rows and its list call when a row is opened; the
 * order page reads them, and asks the server for the neighbours in the whole list (across its pages).
 * Kept in sessionStorage: per tab, survives a reload, gone with the tab.
 */
export interface OrderTrail {
  /** The list's address with its query (search, sort, page, filters), for "Back to list". */
  listUrl: string;
  /** The list's title, e.g. "Pending Orders". */
  listLabel: string;
  /**
   * The orders this trail leads to, in the list's order: the rows shown when one was opened, and each
   * order reached from them by Previous or Next. An order outside them was opened some other way.
   */
  orderIds: readonly number[];
  /** The whole list as its call asks for it (folder, filters, search, sort): where Next goes past the page. */
  list?: WholeListQuery | undefined;
}

export interface OrderNeighbours {
  previous: number | null;
  next: number | null;
  /** 1-based place of the order in the trail, and the trail's length. */
  position: number;
  count: number;
  listUrl: string;
  listLabel: string;
  list: WholeListQuery | null;
}

const STORAGE_KEY = 'earrival.orderTrail';
const MAX_IDS = 1000;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A path of this site: "//host/x" and "/\\host/x" would leave it from a link. */
const isPagePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

export function rememberOrderTrail(trail: OrderTrail): void {
  const ids = trail.orderIds.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, MAX_IDS);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...trail, orderIds: ids }));
  } catch {
    // A full or disabled storage only costs Previous/Next.
  }
}

/** A stored list call, or undefined when it is not one (the server checks its values again). */
function readList(value: unknown): WholeListQuery | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const list = value as Record<string, unknown>;
  if (!FOLDER_NAMES.includes(list.orderName as FolderName)) return undefined;
  if (!Object.values(list).every((field) => typeof field === 'string')) return undefined;
  return list as unknown as WholeListQuery;
}

export function readOrderTrail(): OrderTrail | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OrderTrail>;
    if (typeof value.listUrl !== 'string' || !isPagePath(value.listUrl)) return null;
    if (!Array.isArray(value.orderIds)) return null;
    const orderIds = value.orderIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    const list = readList(value.list);
    return { listUrl: value.listUrl, listLabel: String(value.listLabel ?? ''), orderIds, list };
  } catch {
    return null;
  }
}

/**
 * Previous or Next from `from` led to `to` (past the rows first shown): `to` joins the trail beside
 * `from`, so its page keeps the trail and its own neighbours. The oldest ids give way past the limit.
 */
export function followOrderTrail(from: number, to: number, step: 'previous' | 'next'): void {
  const trail = readOrderTrail();
  if (!trail || trail.orderIds.includes(to) || !Number.isSafeInteger(to) || to <= 0) return;
  const ids = [...trail.orderIds];
  const at = ids.indexOf(from);
  if (at < 0) return;
  ids.splice(step === 'next' ? at + 1 : at, 0, to);
  const kept = ids.length > MAX_IDS ? (step === 'next' ? ids.slice(-MAX_IDS) : ids.slice(0, MAX_IDS)) : ids;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...trail, orderIds: kept }));
  } catch {
    // As in rememberOrderTrail: only Previous/Next are lost.
  }
}

/** Previous and Next of an order in the remembered list; null when the order is not in it. */
export function orderNeighbours(orderId: number): OrderNeighbours | null {
  const trail = readOrderTrail();
  if (!trail) return null;
  const index = trail.orderIds.indexOf(orderId);
  if (index < 0) return null;
  return {
    previous: trail.orderIds[index - 1] ?? null,
    next: trail.orderIds[index + 1] ?? null,
    position: index + 1,
    count: trail.orderIds.length,
    listUrl: trail.listUrl,
    listLabel: trail.listLabel,
    list: trail.list ?? null,
  };
}

/** What "Back to list" hands the list in the history entry's state: the rows to give the focus back to. */
export interface ListReturn {
  /** The order left, then the one after it (which holds its place when a move took it out of the list). */
  returnFocusTo: number[];
}

export const listReturnState = (orderIds: ReadonlyArray<number | null>): ListReturn => ({
  returnFocusTo: orderIds.filter((id): id is number => id !== null),
});

/** The orders whose row should take the focus on arriving at a list (none when it was not "Back to list"). */
export function listReturnFocus(state: unknown): readonly number[] {
  const ids = (state as Partial<ListReturn> | null)?.returnFocusTo;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
}
