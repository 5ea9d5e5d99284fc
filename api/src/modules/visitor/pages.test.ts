import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { NEEDS_PROOF, NOT_MATCHED } from './routes/front';
import type { PageState } from './routes/pages';
import { LINK_NOTICE } from './service/linkMail';
import { settled } from './routes/track';
import { PROOF_COOKIE } from './proof';
import { TRACK_LIMITS } from './service/rateLimit';
import { visitorPages } from './public';
import { orderWithDocument, tempDataDir } from './fixtures/index';
import { CROSS_SITE_FORM } from '../../platform/http/formOrigin';
import { CATALOGUES } from '@earrival/shared/customerTexts';
import { CUSTOMER_LANGUAGES, LANGUAGE_TAGS } from '@earrival/shared/languages';

/*
 * The visitor build stands in as a folder of its own: its index.html, and a renderer that writes the state
 * it was given into the page (what the real one, mf-visitor/server/render.tsx, renders from), so each test
 * reads what the server decided to show.
 */
function visitorBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-pages-'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    // As the build writes it: minified, attribute values unquoted where they can be.
    '<!doctype html><html lang=en><head><title>Cuba e-Arrival - Track your order</title><meta name=description content="Track your order."></head><body><noscript>This application needs JavaScript.</noscript><div id=root></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'ssr', 'render.cjs'),
    `exports.render = async (state) => ({
      app: '<main>rendered</main>',
      stateScript: '<script type="application/json" id="state">' + JSON.stringify(state).replace(/</g, '\\\\u003c') + '</script>',
    });`,
  );
  // The download page's stylesheets as the build lists them; a name that is no file of ours is dropped.
  fs.writeFileSync(
    path.join(dist, 'page-styles.json'),
    JSON.stringify({ download: ['8567.abc.css', '"><script>alert(1)</script>.css', '../secret.css'] }),
  );
  return dist;
}

const DOWNLOAD_STYLES = '<link rel="stylesheet" href="/8567.abc.css"></head>';

const dist = visitorBuild();
const web = async (app: FastifyInstance) => {
  await app.register(visitorPages, {
    dist,
    sendBuiltPage: (reply) => reply.type('text/html').send('built page'),
  });
};

const stateOf = (html: string): PageState =>
  JSON.parse(/<script type="application\/json" id="state">(.*?)<\/script>/.exec(html)![1]!) as PageState;

describe.each(databaseKinds())('visitor pages rendered by the server on %s', (kind) => {
  let context: TestContext;
  useSuiteDatabase(
    kind,
    (ready) => {
      context = ready;
    },
    { dataDir: tempDataDir() },
    web,
  );
  afterAll(() => settled());

  const post = (
    url: string,
    form: Record<string, string>,
    ip = '127.0.0.1',
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });

  it('answers / and /track-order/{orderId} with the page rendered, no longer saying it needs JavaScript', async () => {
    for (const url of ['/', '/track-order/', '/track-order/100001?landing=arrivalpass-cuba.example']) {
      const response = await context.app.inject({ url, headers: { host: 'track.example:8081' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"><main>rendered</main></div>');
      expect(response.body).not.toContain('needs JavaScript');
      const state = stateOf(response.body);
      expect(state.url).toBe(url);
      expect(state.domain).toBe(url.includes('landing=') ? 'arrivalpass-cuba.example' : 'track.example');
      expect(state.track).toBeUndefined();
    }
  });

  it('a form posted with a wrong e-mail answers the page again, the refusal under what was typed, and no proof', async () => {
    const { orderId } = await orderWithDocument(context.app);
    const response = await post(`/track-order/${orderId}`, {
      orderId: String(orderId),
      email: 'someone@example.org',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(stateOf(response.body).track).toEqual({
      values: { orderId: String(orderId), email: 'someone@example.org' },
      error: NOT_MATCHED,
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('the right e-mail sets the proof and sends the browser to the download page, which renders with the order', async () => {
    const { orderId, email, file1 } = await orderWithDocument(context.app);
    const response = await post('/', { orderId: ` ${orderId} `, email: email.toUpperCase() });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/get-new-order-details/${orderId}`);
    const proofs = response.cookies.filter((cookie) => cookie.name === PROOF_COOKIE);
    expect(proofs.map((cookie) => cookie.path).sort()).toEqual(['/api/front', '/get-new-order-details']);
    for (const cookie of proofs) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    const page = await context.app.inject({
      url: `/get-new-order-details/${orderId}`,
      headers: { cookie: `${PROOF_COOKIE}=${proofs[0]!.value}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const { download } = stateOf(page.body);
    expect(download?.mainResult).toMatchObject({ order_id: orderId, completed: true, file1 });
    expect(download?.path).toEqual({ path: `uploads/docs/${orderId}/`, file1 });
    // It wears the order's brand from its first paint, not the host's (a white-label order's page).
    const { domain } = stateOf(page.body);
    expect(domain).toBe(download?.mainResult.landing_domain);
    expect(domain).not.toBe('localhost');
    // Styled at its first paint: the page's own stylesheets are linked (its script waits for a touch).
    expect(page.body).toContain(DOWNLOAD_STYLES);
    expect(page.body.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("renders the download page without data for a browser without the proof, or with another order's", async () => {
    const first = await orderWithDocument(context.app, { email: 'first@example.org' });
    const second = await orderWithDocument(context.app, { email: 'second@example.org' });
    const tracked = await post('/', { orderId: String(first.orderId), email: first.email });
    const proof = tracked.cookies.find((cookie) => cookie.name === PROOF_COOKIE)!.value;
    for (const headers of [{}, { cookie: `${PROOF_COOKIE}=${proof}` }]) {
      const page = await context.app.inject({ url: `/get-new-order-details/${second.orderId}`, headers });
      expect(page.statusCode).toBe(200);
      expect(stateOf(page.body).download).toBeUndefined();
      expect(page.body).not.toContain(DOWNLOAD_STYLES);
    }
  });

  it('Download Now posted without JavaScript records the download and sends the browser to the file', async () => {
    const { orderId, email, file1, bytes } = await orderWithDocument(context.app);
    const tracked = await post('/', { orderId: String(orderId), email });
    const proof = tracked.cookies.find((cookie) => cookie.name === PROOF_COOKIE)!.value;
    const withProof = {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${PROOF_COOKIE}=${proof}`,
    };
    const download = await context.app.inject({
      method: 'POST',
      url: `/get-new-order-details/${orderId}`,
      headers: withProof,
      payload: new URLSearchParams({ file1 }).toString(),
    });
    expect(download.statusCode).toBe(303);
    expect(download.headers.location).toBe(`/api/front/uploads/docs/${orderId}/${file1}`);
    const rows = await context.app.db
      .selectFrom('download_history')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(rows).toHaveLength(1);
    const file = await context.app.inject({
      url: download.headers.location as string,
      headers: { cookie: withProof.cookie },
    });
    expect(file.body).toBe(bytes);

    const refused = await context.app.inject({
      method: 'POST',
      url: `/get-new-order-details/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ file1 }).toString(),
    });
    expect(refused.statusCode).toBe(403);
    expect(stateOf(refused.body).downloadError).toBe(NEEDS_PROOF);
    const other = await context.app.inject({
      method: 'POST',
      url: `/get-new-order-details/${orderId}`,
      headers: withProof,
      payload: new URLSearchParams({ file1: 'not-this-order.pdf' }).toString(),
    });
    expect(other.statusCode).toBe(404);
    expect(stateOf(other.body).downloadError).toBe('Document not found.');
    expect(stateOf(other.body).download?.mainResult.order_id).toBe(orderId);
  });

  it('refuses bad input with the form messages, never a 500', async () => {
    const cases: Array<[Record<string, string>, number, string | RegExp]> = [
      [{ orderId: '', email: 'a@b.org' }, 400, 'Please enter your orderId'],
      [{ orderId: '100001', email: '  ' }, 400, 'Please enter your email'],
      [{ orderId: '100001' }, 400, 'Please enter your email'],
      [{ orderId: 'not an id', email: 'a@b.org' }, 400, /Invalid order id/],
      [{ orderId: '1'.repeat(500), email: 'a@b.org' }, 400, /too long/],
    ];
    for (const [form, status, message] of cases) {
      const response = await post('/track-order/', form);
      expect(response.statusCode).toBe(status);
      expect(stateOf(response.body).track?.error).toMatch(message);
    }
    const notAForm = await context.app.inject({
      method: 'POST',
      url: '/track-order/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderId=${'9'.repeat(5000)}`,
    });
    expect(notAForm.statusCode).toBe(413);
  });

  it('past the per-order limit answers every caller with the locked-order notice, as the JSON call does', async () => {
    const { orderId, email } = await orderWithDocument(context.app);
    const { limit } = TRACK_LIMITS.perOrder;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const guess = await post(
        '/',
        { orderId: String(orderId), email: `guess${attempt}@example.org` },
        `10.0.0.${attempt + 1}`,
      );
      expect(guess.statusCode).toBe(404);
    }
    for (const typed of ['wrong@example.org', email]) {
      const response = await post('/', { orderId: String(orderId), email: typed }, '10.0.1.1');
      expect(response.statusCode).toBe(202);
      expect(stateOf(response.body).track).toEqual({
        values: { orderId: String(orderId), email: typed },
        notice: LINK_NOTICE,
      });
      expect(response.cookies).toHaveLength(0);
    }
    // The link mail goes out after the reply: done before the next test empties the tables under it.
    await settled();
  });

  it('refuses the track form posted from another site (403, nothing tried, no proof); our own pages and curl go on', async () => {
    const { orderId, email, file1 } = await orderWithDocument(context.app);
    const form = { orderId: String(orderId), email };
    const host = 'track.example:8081';
    const elsewhere: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.track.example' },
      // Older browsers: no Sec-Fetch-Site, so the Origin, else the Referer, must name this host.
      { origin: 'https://evil.example' },
      { origin: 'http://track.example:8082' },
      { origin: 'null' },
      { referer: 'https://evil.example/prize.html' },
    ];
    for (const headers of elsewhere) {
      const response = await post('/', form, '127.0.0.1', { host, ...headers });
      expect({ headers, code: response.statusCode }).toEqual({ headers, code: 403 });
      expect(response.cookies).toHaveLength(0);
      // The page says why, and does not show what the other site typed.
      expect(stateOf(response.body).track).toEqual({
        values: { orderId: '', email: '' },
        error: CROSS_SITE_FORM,
      });
      expect(response.body).not.toContain(email);
    }
    // Nothing was tried: no attempt was counted against the order or the address.
    const counted = await context.app.db.selectFrom('throttle_buckets').select('key').execute();
    expect(counted.filter((row) => /^track-order:(ip|order):/.test(row.key))).toEqual([]);

    const ours: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://track.example:8081' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://track.example:8081' },
      { referer: 'http://track.example:8081/track-order/' },
      // curl, or a browser that sends neither.
      {},
    ];
    for (const headers of ours) {
      const response = await post(`/track-order/${orderId}`, form, '127.0.0.1', { host, ...headers });
      expect({ headers, code: response.statusCode }).toEqual({ headers, code: 303 });
    }

    // Download Now, posted from elsewhere with a good proof: refused too, nothing recorded.
    const tracked = await post('/', form);
    const proof = tracked.cookies.find((cookie) => cookie.name === PROOF_COOKIE)!.value;
    const download = await post(`/get-new-order-details/${orderId}`, { file1 }, '127.0.0.1', {
      host,
      cookie: `${PROOF_COOKIE}=${proof}`,
      'sec-fetch-site': 'cross-site',
    });
    expect(download.statusCode).toBe(403);
    expect(stateOf(download.body).downloadError).toBe(CROSS_SITE_FORM);
    const downloads = await context.app.db.selectFrom('download_history').select('id').execute();
    expect(downloads).toEqual([]);
  });

  describe('in the customer language (issue 47)', () => {
    const open = (url: string, headers: Record<string, string> = {}) =>
      context.app.inject({ url, headers: { host: 'track.example:8081', ...headers } });

    it('Accept-Language chooses it: <html lang>, title, description, Content-Language, Vary and the texts', async () => {
      const response = await open('/track-order/100001', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
      expect(response.statusCode).toBe(200);
      const state = stateOf(response.body);
      expect(state.language).toBe('es');
      expect(Object.keys(state.messages)).toContain('track.title');
      expect(response.body).toContain('<html lang="es">');
      expect(response.body).toContain(`<title>${CATALOGUES.es['page.title']}</title>`);
      expect(response.body).toContain(
        `<meta name="description" content="${CATALOGUES.es['page.description']}">`,
      );
      // The page gets its own texts, not the mails'.
      expect(Object.keys(state.messages).some((id) => id.startsWith('mail.'))).toBe(false);
      expect(response.headers['content-language']).toBe('es');
      expect(String(response.headers.vary)).toMatch(/Accept-Language/);
      expect(response.cookies).toHaveLength(0);
      // Every language's address for search engines, absolute, plus the one without a choice.
      const alternates = [
        ...response.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
      ];
      expect(alternates.map((match) => match[1])).toEqual([
        ...CUSTOMER_LANGUAGES.map((l) => LANGUAGE_TAGS[l]),
        'x-default',
      ]);
      expect(alternates[1]![2]).toBe('http://track.example:8081/track-order/100001?lang=es');
      expect(alternates[8]![2]).toBe('http://track.example:8081/track-order/100001');
    });

    it('a Host header no address can be built on never breaks the page: it goes without its alternates', async () => {
      const odd = await open('/track-order/100001', { host: 'bad host[' });
      expect(odd.statusCode).toBe(200);
      expect(odd.body).not.toContain('hreflang');
    });

    it('?lang= wins and is kept in the cookie; the cookie wins over Accept-Language; an unknown one is ignored', async () => {
      const linked = await open('/track-order/100001?lang=ru', { 'accept-language': 'de' });
      expect(stateOf(linked.body).language).toBe('ru');
      expect(linked.cookies).toEqual([
        expect.objectContaining({ name: 'ea_lang', value: 'ru', path: '/', sameSite: 'Lax' }),
      ]);
      const kept = await open('/', { 'accept-language': 'de', cookie: 'ea_lang=zh' });
      expect(stateOf(kept.body).language).toBe('zh');
      expect(kept.body).toContain('<html lang="zh-Hans">');
      const unknown = await open('/?lang=tlh', { 'accept-language': 'it' });
      expect(stateOf(unknown.body).language).toBe('it');
      expect(unknown.cookies).toHaveLength(0);
      const nothing = await open('/', {});
      expect(stateOf(nothing.body).language).toBe('en');
    });

    it('a refusal reads in it: the no-JS form and the JSON call alike; the texts for a page the server did not render', async () => {
      const { orderId } = await orderWithDocument(context.app);
      const form = await post(
        `/track-order/${orderId}`,
        { orderId: String(orderId), email: 'someone@example.org' },
        '127.0.0.9',
        { 'accept-language': 'fr' },
      );
      expect(stateOf(form.body).track?.error).toBe(CATALOGUES.fr['track.notMatched']);
      const call = await context.app.inject({
        method: 'POST',
        url: '/api/front/track-order',
        remoteAddress: '127.0.0.9',
        headers: { cookie: 'ea_lang=de' },
        payload: { orderId: String(orderId), email: 'someone@example.org' },
      });
      expect(call.json()).toEqual({ status: 0, message: CATALOGUES.de['track.notMatched'], data: null });
      const bad = await context.app.inject({
        method: 'POST',
        url: '/api/front/track-order',
        remoteAddress: '127.0.0.9',
        headers: { 'accept-language': 'ru' },
        payload: { orderId: '', email: 'a@b.org' },
      });
      expect([bad.statusCode, bad.json().message]).toEqual([400, CATALOGUES.ru['track.orderIdRequired']]);

      const messages = await context.app.inject({ url: '/api/front/messages?lang=pt' });
      expect(messages.statusCode).toBe(200);
      expect(messages.json().data.language).toBe('pt');
      expect(Object.keys(messages.json().data.messages).sort()).toEqual(
        Object.keys(CATALOGUES.en)
          .filter((id) => !/^(mail|page)\./.test(id))
          .sort(),
      );
      expect(messages.cookies).toEqual([expect.objectContaining({ name: 'ea_lang', value: 'pt' })]);
    });
  });
});
