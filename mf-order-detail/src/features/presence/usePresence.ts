import { useEffect, useMemo, useState } from 'react';
import { liveApi } from '@earrival/shared/api';
import { sessionToken } from '@earrival/shared/auth';
import { useBusEvent } from '@earrival/shared/bus';
import type { PresenceViewer } from '@earrival/shared/types';

/** Well inside the ~45 s after which the server forgets a viewer it has not heard from. */
export const PRESENCE_REPEAT_MS = 20_000;

/**
 * Tells the server this member has the order open (at once, then every PRESENCE_REPEAT_MS) and that they
 * left it when the screen closes or moves to another order; answers the other members viewing it, from
 * the `presence` events the shell puts on the bus.
 */
export function usePresence(orderId: number, memberId: number): PresenceViewer[] {
  const [latest, setLatest] = useState<{ orderId: number; viewers: PresenceViewer[] } | null>(null);
  useBusEvent('presence', (event) => {
    if (event.orderId === orderId) setLatest(event);
  });

  useEffect(() => {
    const say = (viewing: boolean) => {
      // Once the session has ended (Logout, a 401) there is no one to announce, and a call without a
      // token would only earn a second "session ended".
      if (!sessionToken()) return;
      // Presence is a courtesy: a failed call is forgotten, the next one repeats it.
      liveApi.presence({ orderId, viewing }).catch(() => undefined);
    };
    say(true);
    const timer = setInterval(() => say(true), PRESENCE_REPEAT_MS);
    return () => {
      clearInterval(timer);
      say(false);
    };
  }, [orderId]);

  return useMemo(() => {
    if (latest?.orderId !== orderId) return [];
    // One line per member, however many of their tabs have the order open.
    const seen = new Set<number>([memberId]);
    const others: PresenceViewer[] = [];
    for (const viewer of latest.viewers) {
      if (seen.has(viewer.id)) continue;
      seen.add(viewer.id);
      others.push(viewer);
    }
    return others;
  }, [latest, orderId, memberId]);
}
