import { createSseParser, type SseMessage } from './sseParser';

function parse(pieces: string[], lastEventId = '') {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    { onMessage: (m) => messages.push(m), onRetry: (ms) => retries.push(ms) },
    lastEventId,
  );
  for (const piece of pieces) parser.feed(piece);
  return { messages, retries, parser };
}

const STREAM =
  '\uFEFF: comment\r\nretry: 2500\r\n\r\n' +
  'id: 1\r\nevent: counts-changed\r\ndata: {}\r\n\r\n' +
  'id: 2\nevent: order-updated\ndata: {"orderId":42}\n\n' +
  'event: presence\rdata: line one\rdata:line two\rdata\r\r' +
  'event: no-data\n\n' +
  'data: plain\n\n';

const EXPECTED: SseMessage[] = [
  { id: '1', event: 'counts-changed', data: '{}' },
  { id: '2', event: 'order-updated', data: '{"orderId":42}' },
  { id: '2', event: 'presence', data: 'line one\nline two\n' },
  { id: '2', event: 'message', data: 'plain' },
];

describe('createSseParser', () => {
  it('reads CRLF, LF and CR lines, comments, retry, ids, multi-line data; drops events without data', () => {
    const { messages, retries } = parse([STREAM]);
    expect(messages).toEqual(EXPECTED);
    expect(retries).toEqual([2500]);
  });

  it('gives the same events however the text is cut, between a CR and its LF included', () => {
    for (let cut = 1; cut < STREAM.length; cut++) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)]).messages).toEqual(EXPECTED);
    }
    expect(parse([...STREAM]).messages).toEqual(EXPECTED);
  });

  it('keeps an id without data as the last id, ignores one holding NUL, and starts from a given id', () => {
    const { parser, messages } = parse(['id: 9\n\nid: bad\0id\n\ndata: x\n\n'], '3');
    expect(messages).toEqual([{ id: '9', event: 'message', data: 'x' }]);
    expect(parser.lastEventId).toBe('9');
    expect(parse([]).parser.lastEventId).toBe('');
    expect(parse([], '3').parser.lastEventId).toBe('3');
  });

  it('ignores a retry that is not a number and fields it does not know', () => {
    const { messages, retries } = parse(['retry: soon\nfoo: bar\ndata: y\n\n']);
    expect(retries).toEqual([]);
    expect(messages).toEqual([{ id: '', event: 'message', data: 'y' }]);
  });

  it('reset drops a half-received event (and its id) but keeps the last dispatched id', () => {
    const messages: SseMessage[] = [];
    const parser = createSseParser({ onMessage: (m) => messages.push(m) });
    parser.feed('id: 1\ndata: a\n\nid: 2\ndata: cut off');
    parser.reset();
    expect(parser.lastEventId).toBe('1');
    parser.feed('\n\ndata: b\n\n');
    expect(messages).toEqual([
      { id: '1', event: 'message', data: 'a' },
      { id: '1', event: 'message', data: 'b' },
    ]);
  });
});
