import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { formulaCells, parseCsv } from '../../testing/csv';
import { neutralise, sendCsv } from './csv';

interface Item {
  name: string;
  n: number;
}

const columns = [
  { id: 'name', header: 'Name', text: (row: Item) => row.name },
  { id: 'n', header: 'N', text: (row: Item) => row.n },
];

/**
 * A row source that records how far it was read and tells when it was closed: 1,000 batches of 1,000
 * rows (about 40 MB of CSV), far more than the socket buffers between server and client can hold.
 */
function countedSource(batchCount = 1000) {
  const state = { pulled: 0, closed: false };
  let closedNow: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (closedNow = resolve));
  async function* batches() {
    try {
      for (let b = 0; b < batchCount; b += 1) {
        state.pulled += 1;
        yield Array.from({ length: 1000 }, (_, i) => ({ name: `row ${b}-${i} ${'x'.repeat(20)}`, n: i }));
      }
    } finally {
      state.closed = true;
      closedNow();
    }
  }
  return { state, closed, batches: batches() };
}

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula, and only that', () => {
    expect(
      ['=1+1', '+34 600', '-2', '@SUM(A1)', '\t=x', '\r=x', '\n=x', '\uFF1D1+1'].map(neutralise),
    ).toEqual(["'=1+1", "'+34 600", "'-2", "'@SUM(A1)", "'\t=x", "'\r=x", "'\n=x", "'\uFF1D1+1"]);
    expect(['Ana', 'a=b', 'x-1', '', null, undefined, -5, 12].map(neutralise)).toEqual([
      'Ana',
      'a=b',
      'x-1',
      '',
      '',
      '',
      -5,
      12,
    ]);
  });
});

describe('a streamed CSV answer', () => {
  let app: FastifyInstance;
  let source: ReturnType<typeof countedSource>;
  let port: number;

  beforeEach(async () => {
    app = Fastify();
    app.get('/file.csv', (_request, reply) =>
      sendCsv(reply, { filename: 'file-2026-01-02.csv', columns, batches: source.batches }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterEach(() => app.close());

  it('reads the rows only as fast as the client takes them, and stops when the client goes away', async () => {
    source = countedSource();
    const first = await new Promise<{ text: string; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const request = http.get({ port, host: '127.0.0.1', path: '/file.csv' }, (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve({ text: chunk.toString('utf8'), headers: response.headers });
            // The client goes away after its first bytes.
            request.destroy();
          });
        });
        request.on('error', (error) => {
          if (!request.destroyed) reject(error);
        });
      },
    );
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(first.headers['content-disposition']).toBe('attachment; filename="file-2026-01-02.csv"');
    expect(first.headers['content-length']).toBeUndefined();
    expect(first.text.startsWith('\uFEFFName,N\r\n')).toBe(true);
    await source.closed;
    // The first bytes came while most rows were still unread, and no row was read after the hang-up.
    expect(source.state.closed).toBe(true);
    expect(source.state.pulled).toBeLessThan(1000);
  });

  it('quotes every cell holding a comma, a quote, CR or LF, so a line break never starts a row', async () => {
    const hostile = [
      'Lopez\n=HYPERLINK("http://evil.example","x")',
      "Lopez\r\n+cmd|' /C calc'!A0",
      'Lopez\r@SUM(1+1)*cmd',
      'a,b',
      'say "hi"',
      '"=1+1"',
      '\n-2+3',
      'plain',
    ];
    source = {
      state: { pulled: 0, closed: false },
      closed: Promise.resolve(),
      batches: (async function* () {
        yield hostile.map((name, n) => ({ name, n }));
      })(),
    };
    const { body } = await app.inject('/file.csv');
    // RFC 4180: CRLF between records, the cells that need it in double quotes, quotes doubled.
    expect(body).toContain('\r\n"Lopez\n=HYPERLINK(""http://evil.example"",""x"")",0\r\n');
    expect(body).toContain('\r\n"a,b",3\r\n"say ""hi""",4\r\n');
    const rows = parseCsv(body);
    expect(rows).toHaveLength(1 + hostile.length);
    expect(rows.slice(1).map((row) => row[0])).toEqual([...hostile.slice(0, 6), "'\n-2+3", 'plain']);
    expect(formulaCells(rows)).toEqual([]);
  });

  it('sends every row to a client that reads to the end', async () => {
    source = countedSource(3);
    const response = await app.inject('/file.csv');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Name', 'N']);
    expect(rows).toHaveLength(1 + 3000);
    expect(rows[3000]).toEqual([`row 2-999 ${'x'.repeat(20)}`, '999']);
    expect(source.state).toEqual({ pulled: 3, closed: true });
  });
});
