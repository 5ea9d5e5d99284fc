import type { LiveConnectionState } from '@earrival/shared/types';
import { call, pathOf, type BodyOf } from '../call';
import type { EventStream } from './eventStream';
import type { SseMessage } from './sseParser';

export type { EventStream } from './eventStream';
export type { SseMessage } from './sseParser';

export interface LiveEventHandlers {
  onMessage: (message: SseMessage) => void;
  onState: (state: LiveConnectionState) => void;
}

/** The call's path: the stream and its 401 go through the same session rules as every other call. */
const EVENTS_PATH = pathOf('GET admin/events');

export const liveApi = {
  /**
   * GET admin/events: the server's live events (Server-Sent Events), reconnecting until closed. The
   * reader loads with the first stream: the pages that never open one (sign-in, visitor) do not carry it.
   */
  events(handlers: LiveEventHandlers): EventStream {
    let stream: EventStream | undefined;
    let closed = false;
    void import('./eventStream').then(({ openEventStream }) => {
      if (!closed) stream = openEventStream({ path: EVENTS_PATH, ...handlers });
    });
    return {
      close() {
        closed = true;
        stream?.close();
      },
    };
  },
  /**
   * POST admin/presence: this member has the order open (`viewing`, repeated while it stays open; the
   * server forgets a viewer it has not heard from for about 45 s) or has left it.
   */
  presence: (body: BodyOf<'POST admin/presence'>) => call('POST admin/presence', { body }),
};
