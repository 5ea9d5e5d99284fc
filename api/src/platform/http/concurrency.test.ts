import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import envelope from './envelope';
import { BURST_GAP_MS, ConcurrencyLimit, SlotRefused, releaseWhenAnswered } from './concurrency';

const rule = {
  perMember: 2,
  perProcess: 3,
  retryAfterSeconds: 7,
  memberBusy: 'You already have 2 jobs running.',
  processBusy: 'The server is busy with other jobs.',
};

const refusalOf = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return error as SlotRefused;
  }
  throw new Error('not refused');
};

describe('ConcurrencyLimit', () => {
  it("refuses a member's call past their own slots (429) and anyone's past the process's (503)", () => {
    const limit = new ConcurrencyLimit(rule);
    const first = limit.take(1);
    limit.take(1);
    const mine = refusalOf(() => limit.take(1));
    expect(mine).toMatchObject({
      kind: 'tooMany',
      scope: 'member',
      message: rule.memberBusy,
      retryAfterSeconds: 7,
    });
    limit.take(2);
    const theirs = refusalOf(() => limit.take(3));
    expect(theirs).toMatchObject({ kind: 'unavailable', scope: 'process', message: rule.processBusy });
    expect(limit.inUse).toBe(3);
    // A slot given back (twice: the second does nothing) opens one call, not two.
    first();
    first();
    expect(limit.inUse).toBe(2);
    limit.take(3);
    expect(refusalOf(() => limit.take(4)).scope).toBe('process');
  });

  it('marks the first refusal of a burst; refusals less than a minute apart belong to it', () => {
    let now = 1_000_000;
    const limit = new ConcurrencyLimit({ ...rule, perMember: 1 }, () => now);
    limit.take(1);
    expect(refusalOf(() => limit.take(1)).firstOfBurst).toBe(true);
    now += 1000;
    expect(refusalOf(() => limit.take(1)).firstOfBurst).toBe(false);
    // Another member's burst is their own.
    limit.take(2);
    expect(refusalOf(() => limit.take(2)).firstOfBurst).toBe(true);
    now += BURST_GAP_MS;
    expect(refusalOf(() => limit.take(1)).firstOfBurst).toBe(true);
  });
});

/**
 * A route that holds one slot while it streams an answer the test ends (or fails) when it wants, and
 * /free, which says how many slots are in use: the slot's life is followed over real sockets.
 */
describe('releaseWhenAnswered over real sockets', () => {
  let app: FastifyInstance;
  let port: number;
  const limit = new ConcurrencyLimit({ ...rule, perMember: 1, perProcess: 1 });
  let finishStream: (how: 'end' | 'fail') => void = () => undefined;
  let atGate: (request: FastifyRequest) => void = () => undefined;
  let handlerReached: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    app = Fastify();
    await app.register(envelope);
    app.get('/work', async (request, reply) => {
      atGate(request);
      await gate;
      handlerReached();
      releaseWhenAnswered(reply, limit.take(1));
      const ended = new Promise<'end' | 'fail'>((resolve) => (finishStream = resolve));
      async function* body() {
        yield 'first line\n';
        if ((await ended) === 'fail') throw new Error('the source failed');
        yield 'last line\n';
      }
      return reply.type('text/plain').send(Readable.from(body(), { objectMode: false }));
    });
    app.get('/throws', async (_request, reply) => {
      releaseWhenAnswered(reply, limit.take(1));
      throw new SlotRefused('process', 'refused downstream', 1, false);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Polls until the test holds (true) or 30 s pass (false): a guard against a hang, not a speed limit. */
  const until = async (test: () => boolean) => {
    for (const deadline = Date.now() + 30_000; !test() && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 10));
    return test();
  };

  /** GET /work: resolves on the first bytes with the response, and `done` when the answer is over. */
  const open = () =>
    new Promise<{ request: http.ClientRequest; done: Promise<string> }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/work', agent: false }, (response) => {
        let text = '';
        const done = new Promise<string>((finished) => {
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('close', () => finished(text));
        });
        response.once('data', () => resolve({ request, done }));
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });

  it('holds the slot while the answer streams and gives it back when it ends', async () => {
    const call = await open();
    expect(limit.inUse).toBe(1);
    finishStream('end');
    expect(await call.done).toBe('first line\nlast line\n');
    expect(await until(() => limit.inUse === 0)).toBe(true);
  });

  it('gives it back when the streamed answer fails half way', async () => {
    const call = await open();
    finishStream('fail');
    expect(await call.done).toBe('first line\n');
    expect(await until(() => limit.inUse === 0)).toBe(true);
  });

  it('gives it back when the client disconnects in the middle of the answer', async () => {
    const call = await open();
    expect(limit.inUse).toBe(1);
    call.request.destroy();
    // The stream itself never ends here: only the client's leaving frees the slot.
    expect(await until(() => limit.inUse === 0)).toBe(true);
    finishStream('end');
  });

  it('gives it back when the client left before the slot was taken', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const waiting = new Promise<FastifyRequest>((resolve) => (atGate = resolve));
    const reached = new Promise<void>((resolve) => (handlerReached = resolve));
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /work HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // The request waits at the gate; its client leaves meanwhile, and the server has seen it go.
    const request = await waiting;
    atGate = () => undefined;
    const serverSide = request.raw.socket;
    const gone = serverSide.destroyed ? Promise.resolve() : once(serverSide, 'close');
    socket.destroy();
    await gone;
    open();
    await reached;
    gate = Promise.resolve();
    expect(await until(() => limit.inUse === 0)).toBe(true);
    finishStream('end');
  });

  it('gives it back when the handler fails after taking it (the error answer ends the reply)', async () => {
    const response = await app.inject({ method: 'GET', url: '/throws' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(limit.inUse).toBe(0);
  });
});
