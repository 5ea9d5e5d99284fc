import { useEffect } from 'react';
import { liveApi } from '@earrival/shared/api';
import { useSessionToken } from '@earrival/shared/auth';
import { eventBus } from '@earrival/shared/bus';
import { publishLiveMessage } from './liveEvents';

/**
 * Holds the page's one live event stream while someone is signed in: each server event goes onto the
 * bus, and so does every change of the connection (the top bar shows when it is paused). A new token
 * (signed in again, here or in another tab) opens a fresh stream; signing out closes it.
 */
export function LiveUpdates() {
  const token = useSessionToken();
  useEffect(() => {
    if (!token) return;
    const stream = liveApi.events({
      onMessage: publishLiveMessage,
      onState: (state) => eventBus.emit({ type: 'live-connection', state }),
    });
    return () => stream.close();
  }, [token]);
  return null;
}
