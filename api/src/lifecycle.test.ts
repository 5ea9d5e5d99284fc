import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApiForTest, startBuiltServer, type BuiltServer } from './testing/builtServer';
import { openTestStream } from './modules/live/fixtures/index';

/** A JSON log line of the server's standard output, as far as this test reads it. */
interface LogEntry {
  msg?: string;
  req?: { url?: string };
}

/**
 * Resolves once the server has written a log line that `match` accepts: the events of the drain are read
 * off its log, not guessed with a sleep. The guard only catches a server that never writes it.
 */
async function logged(server: BuiltServer, match: (entry: LogEntry) => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    // Whole lines only: the last piece may be a line still being written.
    const entries = server
      .stdout()
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogEntry);
    if (entries.some(match)) return;
    if (Date.now() > deadline) throw new Error(`no log line for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/*
 * The production process as an operator runs it (the compiled server, plain node): standard output is
 * JSON log lines only, and SIGTERM drains it — no new work, the request in flight finishes, open live
 * streams get a short retry hint so their browsers reconnect elsewhere, then exit 0.
 */
describe('the built server: JSON logs and a SIGTERM drain', () => {
  let build: ReturnType<typeof buildApiForTest>;
  let dataDir = '';
  let server: BuiltServer | undefined;
  beforeAll(() => {
    build = buildApiForTest();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-drain-'));
  });
  afterAll(async () => {
    await server?.stop();
    build?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains on SIGTERM: the slow request in flight is answered, the stream gets retry 1000, exit 0, stdout is JSON lines', async () => {
    server = await startBuiltServer(build.outdir, { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const signIn = await fetch(`${server.baseUrl}/api/admin/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    expect(signIn.status).toBe(200);
    // The sign-in answers the whole Authorization value ('Bearer …') as jwtToken.
    const token = ((await signIn.json()) as { jwtToken: string }).jwtToken;
    const stream = await openTestStream(server.baseUrl, token);
    await stream.next((e) => e.event === 'ready');

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ probe: 'a body still arriving when the signal comes' });
    const { port } = new URL(server.baseUrl);
    let finishBody = () => {};
    const slow = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'GET',
          path: '/api/health/ready',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      // The rest of the body comes once the drain has begun (below).
      finishBody = () => request.end(body.slice(10));
    });
    // In flight: the server has read the request's head and waits for the rest of its body.
    await logged(
      server,
      (entry) => entry.msg === 'incoming request' && entry.req?.url === '/api/health/ready',
      'the request in flight',
    );
    server.signal('SIGTERM');
    await logged(server, (entry) => entry.msg === 'draining', 'the drain');
    finishBody();

    expect(await slow).toBe(200);
    await stream.closed;
    expect(stream.text()).toMatch(/retry: 1000\n\n$/);
    expect(await server.exited).toBe(0);

    const lines = server.stdout().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as { msg?: string };
      } catch {
        throw new Error(`Not a JSON log line on stdout: ${line}`);
      }
    });
    const messages = parsed.map((entry) => entry.msg);
    expect(messages).toEqual(expect.arrayContaining(['listening', 'draining', 'stopped']));
    // The banner is for a person, on standard error.
    expect(server.output()).toContain('Back-office (staff):');
    expect(server.stdout()).not.toContain('Back-office (staff):');
    // A guard against a hang: the start alone may take up to startBuiltServer's 90 s on a loaded machine,
    // and 60 s for the whole test was exceeded once there (full run beside other work, 2026-12-02).
  }, 180_000);
});
