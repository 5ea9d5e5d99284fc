// Kept over eventsource-parser: it forgets an id sent without data, which the standard keeps as the last event id (sent again on reconnect).
/** One dispatched Server-Sent Event. `id` is the last event id seen on the stream so far. */
export interface SseMessage {
  id: string;
  event: string;
  data: string;
}

export interface SseHandlers {
  onMessage: (message: SseMessage) => void;
  /** A `retry:` line: how long the server asks the browser to wait before reconnecting. */
  onRetry?: (ms: number) => void;
}

export interface SseParser {
  /** Text as it arrives (already decoded); lines and events may be cut anywhere between two calls. */
  feed(text: string): void;
  /** Drops a half-received line or event (a new connection starts clean); the last event id stays. */
  reset(): void;
  readonly lastEventId: string;
}

/**
 * The text/event-stream format as the HTML standard parses it (the part EventSource would do, which the
 * page cannot use: it sends no Authorization header). Lines end in CRLF, LF or CR; a blank line
 * dispatches; `:` starts a comment; several `data:` lines join with LF; an event without data is dropped.
 */
export function createSseParser({ onMessage, onRetry }: SseHandlers, lastEventId = ''): SseParser {
  let pending = '';
  // A chunk that ends in CR may be half of a CRLF: the LF opening the next chunk then ends nothing.
  let afterCR = false;
  let started = false;
  let data = '';
  let event = '';
  let idBuffer = lastEventId;
  let dispatchedId = lastEventId;

  const dispatch = () => {
    dispatchedId = idBuffer;
    if (data) onMessage({ id: dispatchedId, event: event || 'message', data: data.slice(0, -1) });
    data = '';
    event = '';
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data += `${value}\n`;
    else if (field === 'event') event = value;
    else if (field === 'id') {
      if (!value.includes('\0')) idBuffer = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    feed(text) {
      if (!started && text) {
        started = true;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      if (afterCR && text.startsWith('\n')) text = text.slice(1);
      afterCR = false;
      pending += text;
      let start = 0;
      for (let i = 0; i < pending.length; i++) {
        const char = pending[i];
        if (char !== '\r' && char !== '\n') continue;
        line(pending.slice(start, i));
        if (char === '\r') {
          if (i + 1 === pending.length) afterCR = true;
          else if (pending[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      pending = pending.slice(start);
    },
    reset() {
      pending = '';
      afterCR = false;
      started = false;
      data = '';
      event = '';
      idBuffer = dispatchedId;
    },
    get lastEventId() {
      return dispatchedId;
    },
  };
}
