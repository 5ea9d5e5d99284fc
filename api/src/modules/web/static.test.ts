import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectPglite, type DatabaseHandle } from '../../platform/db/connection';
import { composedWeb, visitorWeb } from './routes';
import { CROSS_SITE_FORM } from '../../platform/http/formOrigin';

/*
 * How the server sends the built apps: the build's .br/.gz twins as the browser accepts, cache headers by
 * file name, source maps only when configured, API JSON compressed on the fly. The web layer reads no
 * database, so one embedded database serves the suite.
 */
const HTML = `<!doctype html><title>Back office</title>${'<p>padding</p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function writeWithTwins(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let appsRoot: string;
let database: DatabaseHandle;

beforeAll(async () => {
  appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-web-'));
  writeWithTwins(path.join(appsRoot, 'shell', 'dist', 'index.html'), HTML);
  writeWithTwins(path.join(appsRoot, 'shell', 'dist', 'main.js'), SCRIPT);
  writeWithTwins(path.join(appsRoot, 'shell', 'dist', '123.0a1b2c3d4e.js'), SCRIPT);
  fs.writeFileSync(path.join(appsRoot, 'shell', 'dist', 'main.js.map'), '{"version":3}');
  writeWithTwins(path.join(appsRoot, 'mf-queues', 'dist', 'mf-manifest.json'), '{"id":"mf_queues"}');
  writeWithTwins(path.join(appsRoot, 'mf-visitor', 'dist', 'index.html'), HTML);
  database = await connectPglite(undefined);
}, 60_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(appsRoot, { recursive: true, force: true });
});

async function serve(
  env: Record<string, string> = {},
  web = composedWeb(appsRoot),
): Promise<FastifyInstance> {
  const saved = process.env.SERVE_SOURCE_MAPS;
  if (env.SERVE_SOURCE_MAPS) process.env.SERVE_SOURCE_MAPS = env.SERVE_SOURCE_MAPS;
  else delete process.env.SERVE_SOURCE_MAPS;
  try {
    const config = { ...loadConfig({ ...process.env, DATABASE_URL: '' }), seedDemo: false };
    return await buildApp({ config, database, web });
  } finally {
    if (saved === undefined) delete process.env.SERVE_SOURCE_MAPS;
    else process.env.SERVE_SOURCE_MAPS = saved;
  }
}

describe('serving the built apps', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve();
  });
  afterAll(() => app.close());

  it('sends the Brotli twin of the page to a browser that accepts it, never cached', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(HTML);
  });

  it('sends gzip to a client without Brotli and the plain file to one without either', async () => {
    const gzip = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches content-hashed files for good and entry files never', async () => {
    const hashed = await app.inject({ url: '/123.0a1b2c3d4e.js', headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({
      url: '/mf-queues/mf-manifest.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-encoding']).toBe('br');
  });

  it('keeps source maps from browsers by default', async () => {
    const response = await app.inject({ url: '/main.js.map' });
    expect(response.statusCode).toBe(404);
  });

  it('compresses API JSON on the fly for a browser that accepts it', async () => {
    const response = await app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('paths');
  });
});

describe('the prerendered sign-in page', () => {
  const SIGN_IN = `<!doctype html><title>Sign in</title><div id="root" data-prerendered><form></form></div>`;
  const SIGN_IN_DARK = SIGN_IN.replace('<title>', '<html data-bs-theme="dark"><title>');
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-signin-'));
    writeWithTwins(path.join(root, 'shell', 'dist', 'index.html'), HTML);
    writeWithTwins(path.join(root, 'shell', 'dist', 'sign-in.html'), SIGN_IN);
    writeWithTwins(path.join(root, 'shell', 'dist', 'sign-in.dark.html'), SIGN_IN_DARK);
    app = await serve({}, composedWeb(root));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("answers '/' (never cached, Brotli twin) while every other page route gets the app's index.html", async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(SIGN_IN);
    const head = await app.inject({ method: 'HEAD', url: '/?from=mail' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const admin = await app.inject({ url: '/admin/recent-order' });
    expect(admin.body).toBe(HTML);
    const file = await app.inject({ url: '/sign-in.html' });
    expect(file.body).toBe(SIGN_IN);
  });

  it('is the dark one for a browser that last showed the back office dark (its theme cookie), light otherwise', async () => {
    const page = (cookie?: string) =>
      app.inject({ url: '/', headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
    const dark = await page('lang=es; earrival.theme=dark');
    expect(dark.body).toBe(SIGN_IN_DARK);
    expect(dark.headers.vary).toMatch(/cookie/i);
    expect(dark.headers.vary).toMatch(/accept-encoding/i);
    expect((await page('earrival.theme=light')).body).toBe(SIGN_IN);
    expect((await page('earrival.theme=darker')).body).toBe(SIGN_IN);
    expect((await page('xearrival.theme=dark')).body).toBe(SIGN_IN);
    expect((await page('earrival.theme=%00dark\u0000')).body).toBe(SIGN_IN);
    expect((await page()).body).toBe(SIGN_IN);
  });

  it('sends a sign-in form posted before its script arrived back to the page, echoing and keeping nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin%40example.com&password=s3cret%00%F0%9F%94%91&remember=on',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.body).not.toContain('s3cret');
    expect(response.body).not.toContain('admin');
  });

  it('refuses the sign-in form posted from another site with 403; from our own page it goes on', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/',
        headers: { host: 'office.example', 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'email=admin%40example.com&password=x',
      });
    const elsewhere: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/' },
    ];
    for (const headers of elsewhere) {
      const refused = await post(headers);
      expect({ headers, code: refused.statusCode }).toEqual({ headers, code: 403 });
      expect(refused.json()).toEqual({ status: 0, message: CROSS_SITE_FORM, data: null });
    }
    const ours: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin', origin: 'https://office.example' },
      { origin: 'https://office.example' },
      { referer: 'http://office.example/' },
      {},
    ];
    for (const headers of ours) {
      const sent = await post(headers);
      expect({ headers, code: sent.statusCode }).toEqual({ headers, code: 303 });
    }
  });

  it('refuses a posted form longer than a sign-in form can be with a clear 413, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${'x'.repeat(64 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 0 });
  });
});

describe('with SERVE_SOURCE_MAPS=1', () => {
  it('serves the source maps', async () => {
    const app = await serve({ SERVE_SOURCE_MAPS: '1' });
    try {
      const response = await app.inject({ url: '/main.js.map' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"version":3}');
    } finally {
      await app.close();
    }
  });
});

describe('page routes answer HEAD like GET, without the body', () => {
  it.each([
    [
      'the back-office',
      () => composedWeb(appsRoot),
      ['/', '/admin/new-orders', '/admin/view-order/MTAyMzk5'],
    ],
    [
      'the visitor app',
      () => visitorWeb(appsRoot),
      ['/track-order/MTAyMzk5', '/get-new-order-details/MTAyMzk5'],
    ],
  ])('%s', async (_name, web, urls) => {
    const app = await serve({}, web());
    try {
      for (const url of urls) {
        const get = await app.inject({ method: 'GET', url });
        const head = await app.inject({ method: 'HEAD', url });
        expect({ url, status: head.statusCode, type: head.headers['content-type'], body: head.body }).toEqual(
          {
            url,
            status: 200,
            type: get.headers['content-type'],
            body: '',
          },
        );
        expect(get.body).toContain('<title>Back office</title>');
      }
      // An API path is not a page: HEAD on an unknown one is still a 404.
      expect((await app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('robots.txt', () => {
  it.each([
    ['keeps crawlers out of the back-office', () => composedWeb(appsRoot), 'Disallow: /'],
    ['lets crawlers read the visitor site', () => visitorWeb(appsRoot), 'Allow: /'],
  ])('%s', async (_name, web, rule) => {
    const app = await serve({}, web());
    try {
      const response = await app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body.split('\n')).toEqual(['User-agent: *', rule, '']);
    } finally {
      await app.close();
    }
  });
});
