/**
 * The list an order was opened from, so the order page can offer Previous and Next through the same
 * queue, filters and page. A queue remembers its shown rows when a row is opened; the order page reads
 * them. Kept in sessionStorage: per tab, survives a reload, gone with the tab.
 */
export interface OrderTrail {
  /** The list's address with its query (search, sort, page, filters), for "Back to list". */
  listUrl: string;
  /** The list's title, e.g. "Pending Orders". */
  listLabel: string;
  /** The order ids in the order the list showed them. */
  orderIds: readonly number[];
}

export interface OrderNeighbours {
  previous: number | null;
  next: number | null;
  /** 1-based place of the order in the trail, and the trail's length. */
  position: number;
  count: number;
  listUrl: string;
  listLabel: string;
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

export function readOrderTrail(): OrderTrail | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OrderTrail>;
    if (typeof value.listUrl !== 'string' || !isPagePath(value.listUrl)) return null;
    if (!Array.isArray(value.orderIds)) return null;
    const orderIds = value.orderIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return { listUrl: value.listUrl, listLabel: String(value.listLabel ?? ''), orderIds };
  } catch {
    return null;
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
  };
}
