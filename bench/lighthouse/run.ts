/**
 * Lighthouse 12 (mobile profile: its default simulated slow 4G and 4x CPU slowdown) on Debian's Chromium,
 * 3 runs per page, medians of score, FCP, LCP, TBT and CLS, for the customer's (in English, Spanish and
 * Chinese) and the member's first pages beside a bare React page built with the same settings (the floor: this machine's ceiling).
 *
 *   npm run bench -- lighthouse        (the apps must be built: npm run build)
 *   LIGHTHOUSE_RUNS=5 npm run bench -- lighthouse
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from '../../e2e/support/server';
import { CHROMIUM } from '../../e2e/support/browser';
import { completedOrderWithDocument, DEFAULT_DOMAIN, staffToken } from '../../e2e/support/visitorOrders';
import { serveFloor } from '../pageweight/floorPage';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// The flags every browser test here uses (e2e/support/browser.ts): this machine's closed network.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, under load) is tried again. */
async function audit(
  port: number,
  url: string,
  headers: Record<string, string>,
  tries = 3,
): Promise<Figures> {
  try {
    return await auditOnce(port, url, headers);
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`  (${error instanceof Error ? error.message : String(error)}: trying again)`);
    return audit(port, url, headers, tries - 1);
  }
}

async function auditOnce(port: number, url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

/** The proof cookie a customer's browser holds after tracking the order (the download page needs it). */
async function proofCookie(visitorUrl: string, orderId: number, email: string): Promise<string> {
  const response = await fetch(`${visitorUrl}/api/front/track-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: String(orderId), email }),
  });
  const cookie = response.headers.get('set-cookie');
  if (response.status !== 200 || !cookie) throw new Error(`tracking failed: ${await response.text()}`);
  return cookie.split(';')[0]!;
}

const app = await startApp();
const floor = await serveFloor();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  const order = await completedOrderWithDocument(app, await staffToken(app), DEFAULT_DOMAIN);
  const cookie = await proofCookie(app.visitorUrl, order.orderId, order.email);
  const pages: [string, string, Record<string, string>][] = [
    ['bare React page (the floor)', `${floor.url}/index.html`, {}],
    ['visitor track page', `${app.visitorUrl}/track-order/${order.orderId}`, {}],
    // The same page as a Spanish and a Chinese browser get it (the server renders it in their language).
    [
      'visitor track page, Spanish',
      `${app.visitorUrl}/track-order/${order.orderId}`,
      { 'Accept-Language': 'es-ES,es;q=0.9' },
    ],
    [
      'visitor track page, Chinese',
      `${app.visitorUrl}/track-order/${order.orderId}`,
      { 'Accept-Language': 'zh-CN,zh;q=0.9' },
    ],
    [
      'visitor download page (tracked)',
      `${app.visitorUrl}/get-new-order-details/${order.orderId}`,
      { cookie },
    ],
    ['sign-in page', `${app.baseUrl}/`, {}],
  ];
  const rows: [string, Figures][] = [];
  for (const [name, url, headers] of pages) {
    const runs: Figures[] = [];
    // One page's runs in turn, so a burst of load on the shared machine spreads over every page alike.
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, url, headers));
    const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    rows.push([
      name,
      {
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        bytes: pick('bytes'),
      },
    ]);
    console.log(`  ${name}: scores ${runs.map((figures) => figures.score).join(', ')}`);
  }
  console.log(
    '\n' +
      `page (mobile, median of ${RUNS})`.padEnd(38) +
      ['score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred'].map((h) => h.padStart(12)).join(''),
  );
  for (const [name, figures] of rows) {
    console.log(
      name.padEnd(38) +
        [
          String(figures.score),
          `${(figures.fcp / 1000).toFixed(2)} s`,
          `${(figures.lcp / 1000).toFixed(2)} s`,
          `${Math.round(figures.tbt)} ms`,
          figures.cls.toFixed(3),
          `${(figures.bytes / 1024).toFixed(1)} KB`,
        ]
          .map((cell) => cell.padStart(12))
          .join(''),
    );
  }
  console.log(
    "Lighthouse's default mobile profile (simulated: 150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown); transferred: every byte of the page, HTML and API calls included.",
  );
} finally {
  chrome.kill();
  await floor.stop();
  await app.stop();
}
