import zlib from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { CATALOGUES } from '@earrival/shared/customerTexts';
import type { CustomerLanguage } from '@earrival/shared/languages';
import { DEMO_PASSWORD, networkQuiet, newPage, signIn } from './browser';
import type { RunningApp } from './server';
import { completedOrderWithDocument, DEFAULT_DOMAIN, staffToken } from './visitorOrders';

/** One script or style file the page loaded. */
export interface LoadedFile {
  url: string;
  type: 'js' | 'css';
  /** Bytes after decoding (what the browser parses). */
  raw: number;
  /** The same bytes gzipped at level 9: comparable across servers whatever they send. */
  gzip: number;
  /** Body bytes on the wire, as the server sent them (compressed or not). */
  wire: number;
  /** Content-Encoding of the response ('' when sent uncompressed). */
  encoding: string;
  vary: string;
}

export interface PageWeight {
  files: LoadedFile[];
  raw: number;
  gzip: number;
  wire: number;
}

const typeOf = (response: Response): LoadedFile['type'] | null => {
  const kind = response.request().resourceType();
  if (kind === 'script') return 'js';
  if (kind === 'stylesheet') return 'css';
  return null;
};

/**
 * Records every JS and CSS file the page loads from now until `stop()`. Use a fresh browser context so
 * nothing comes from the HTTP cache.
 */
export function recordWeight(page: Page, include: (url: URL) => boolean = () => true) {
  const pending: Promise<LoadedFile | null>[] = [];
  const onResponse = (response: Response) => {
    const type = typeOf(response);
    if (!type || !include(new URL(response.url()))) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        return {
          url: response.url(),
          type,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? '',
          vary: headers.vary ?? '',
        };
      })().catch(() => null),
    );
  };
  page.on('response', onResponse);
  return {
    async stop(): Promise<PageWeight> {
      page.off('response', onResponse);
      const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
      const sum = (key: 'raw' | 'gzip' | 'wire') => files.reduce((total, file) => total + file[key], 0);
      return { files, raw: sum('raw'), gzip: sum('gzip'), wire: sum('wire') };
    },
  };
}

/** Loads `url` in the page and waits until the network is quiet (the live stream aside), recording what it loaded. */
export async function weighPage(page: Page, url: string, ready: () => Promise<unknown>): Promise<PageWeight> {
  const recording = recordWeight(page);
  await page.goto(url);
  await ready();
  await networkQuiet(page);
  return recording.stop();
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A file of the queues remote: served with the apps (`/mf-queues/...`) or as a published release of it
 * (`/releases/mf-queues/<release>/...`, when the member's registry points there).
 */
export const isQueuesRemoteFile = (url: URL): boolean => /^\/(releases\/)?mf-queues\//.test(url.pathname);

/** The pages whose weight is measured (bench/pageweight) and budgeted (e2e/pageWeight.test.ts). */
export const PAGES = {
  signIn: 'sign-in page (/)',
  queue: 'queue screen after sign-in: mf-queues files',
  visitor: 'standalone visitor page (/track-order/...)',
  visitorDownload: 'visitor download page (tracked)',
  chart: 'statistics chart chunk (recharts)',
} as const;

/** The sign-in page of a fresh visit: everything it loads until the form is there and the network is quiet. */
export async function weighSignIn(browser: Browser, baseUrl: string): Promise<PageWeight> {
  const { page, context } = await newPage(browser, baseUrl);
  try {
    return await weighPage(page, '/', () => page.getByLabel('Email ID').waitFor());
  } finally {
    await context.close();
  }
}

/** What signing in adds from the queues remote, until the New Orders queue at /admin has its rows. */
export async function weighQueueAfterSignIn(browser: Browser, baseUrl: string): Promise<PageWeight> {
  const { page, context } = await newPage(browser, baseUrl);
  try {
    await page.goto('/');
    await page.getByLabel('Email ID').waitFor();
    const recording = recordWeight(page, isQueuesRemoteFile);
    await page.getByLabel('Email ID').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /Sign In/ }).click();
    await page
      .getByRole('columnheader', { name: /Order Id/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await networkQuiet(page);
    return await recording.stop();
  } finally {
    await context.close();
  }
}

/** The visitor app on its own port, as a customer opens a track-order link. */
export async function weighVisitor(
  browser: Browser,
  visitorUrl: string,
  language: CustomerLanguage = 'en',
): Promise<PageWeight> {
  const { page, context } = await newPage(browser, visitorUrl);
  try {
    // The browser's language: the server renders the page in it, with its texts in the page state.
    await context.setExtraHTTPHeaders({ 'Accept-Language': language });
    return await weighPage(page, '/track-order/100001', () =>
      page.getByRole('button', { name: CATALOGUES[language]['track.submit'] }).waitFor({ timeout: 30_000 }),
    );
  } finally {
    await context.close();
  }
}

/**
 * The standalone visitor's download page of a completed order, as a customer's browser opens it right
 * after tracking it (the proof cookie set by the track call).
 */
export async function weighVisitorDownload(browser: Browser, app: RunningApp): Promise<PageWeight> {
  const order = await completedOrderWithDocument(app, await staffToken(app), DEFAULT_DOMAIN);
  const { page, context } = await newPage(browser, app.visitorUrl);
  try {
    const tracked = await page.request.post('/api/front/track-order', {
      data: { orderId: String(order.orderId), email: order.email },
    });
    if (tracked.status() !== 200) throw new Error(`tracking failed: ${await tracked.text()}`);
    return await weighPage(page, `/get-new-order-details/${order.orderId}`, () =>
      page.getByRole('button', { name: 'Download Now' }).waitFor({ timeout: 30_000 }),
    );
  } finally {
    await context.close();
  }
}

/**
 * The queues remote's files a signed-in member's browser loads to show `path` (a fresh browser each time),
 * and the address of every file it asked for: a file whose body could not be read (a loaded machine can
 * drop it before it is read) is still named there.
 */
async function weighQueuesRemote(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<PageWeight & { requested: Set<string> }> {
  const { page, context } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'admin@example.com');
    await networkQuiet(page);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    const recording = recordWeight(page, isQueuesRemoteFile);
    await page.goto(path);
    await ready(page);
    await networkQuiet(page);
    return { ...(await recording.stop()), requested };
  } finally {
    await context.close();
  }
}

const pathOf = (file: LoadedFile) => new URL(file.url).pathname;

/**
 * The chart's own files: what Country Orders loads when it draws its chart (all time) beyond what the same
 * screen loads when the range holds no order and nothing is drawn. `screen` is the whole of the first.
 */
export async function weighChart(
  browser: Browser,
  baseUrl: string,
): Promise<{ chart: PageWeight; screen: PageWeight }> {
  const screen = await weighQueuesRemote(browser, baseUrl, '/admin/country-order', (page) =>
    page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first().waitFor({ timeout: 30_000 }),
  );
  const empty = await weighQueuesRemote(
    browser,
    baseUrl,
    '/admin/country-order?from=2000-01-01&to=2000-01-02',
    (page) => page.getByText('No records found').waitFor({ timeout: 30_000 }),
  );
  // Every file the empty screen asked for, read or not: only what drawing the chart adds is left.
  const files = screen.files.filter((file) => !empty.requested.has(pathOf(file)));
  const sum = (key: 'raw' | 'gzip' | 'wire') => files.reduce((total, file) => total + file[key], 0);
  return { chart: { files, raw: sum('raw'), gzip: sum('gzip'), wire: sum('wire') }, screen };
}
