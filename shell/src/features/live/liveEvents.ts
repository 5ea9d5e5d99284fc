import { TAB_ID, type SseMessage } from '@earrival/shared/api';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { ORDER_CHANGES } from '@earrival/shared/domain';
import type { LiveActor, OrderChange, PresenceViewer } from '@earrival/shared/types';

/** What the page's bus calls events that came from the server's stream, i.e. from other browsers. */
export const LIVE_SOURCE = 'live';

/** A kind of change the server's `order-updated` names (the one list both sides take). */
const isOrderChange = (value: unknown): value is OrderChange =>
  (ORDER_CHANGES as readonly unknown[]).includes(value);

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isActor = (value: unknown): value is LiveActor =>
  isFields(value) && typeof value.id === 'number' && typeof value.name === 'string';
const isViewer = (value: unknown): value is PresenceViewer =>
  isFields(value) && typeof value.role === 'string' && isActor(value);

/**
 * A change this page made comes back from the server naming this page's id: the page has refreshed
 * already, from the bus event it sent itself, so it skips the echo rather than fetch twice.
 */
const isOwnEcho = (body: Fields): boolean => body.tabId === TAB_ID;

/**
 * The bus event a stream message stands for, or null: an event type this build does not know yet, or
 * data outside the contract, is skipped rather than let a screen read a field that is not there; so is
 * the echo of this page's own change.
 */
export function toAppEvent({ event, data }: SseMessage): AppEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isFields(body)) return null;
  switch (event) {
    case 'counts-changed':
      return isOwnEcho(body) ? null : { type: 'counts-changed', source: LIVE_SOURCE };
    case 'order-updated': {
      if (typeof body.orderId !== 'number' || isOwnEcho(body)) return null;
      // A kind of change this build does not know is left out; the refetch it asks for happens anyway.
      const changes = Array.isArray(body.changes) ? body.changes.filter(isOrderChange) : [];
      const by = isActor(body.by) ? { id: body.by.id, name: body.by.name } : undefined;
      return {
        type: 'order-updated',
        orderId: body.orderId,
        source: LIVE_SOURCE,
        changes,
        ...(by && { by }),
      };
    }
    case 'presence':
      if (typeof body.orderId !== 'number' || !Array.isArray(body.viewers)) return null;
      return {
        type: 'presence',
        orderId: body.orderId,
        viewers: body.viewers.filter(isViewer).map(({ id, name, role }) => ({ id, name, role })),
      };
    case 'remote-released':
      // A remote's registry entry changed: the shell reads its registry again (remotes/ReleaseWatch).
      if (typeof body.app !== 'string' || !body.app || typeof body.action !== 'string') return null;
      if (typeof body.releaseId !== 'string' && body.releaseId !== null) return null;
      return { type: 'remote-released', app: body.app, action: body.action, releaseId: body.releaseId };
    default:
      return null;
  }
}

/** Puts one stream message on the page's bus, where the screens of every app hear it. */
export function publishLiveMessage(message: SseMessage): void {
  const event = toAppEvent(message);
  if (event) eventBus.emit(event);
}
