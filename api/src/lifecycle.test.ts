import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApiForTest, startBuiltServer, type BuiltServer } from './testing/builtServer';
import { openTestStream } from './modules/live/fixtures/index';

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
      setTimeout(() => request.end(body.slice(10)), 700);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.signal('SIGTERM');

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
  }, 60_000);
});
