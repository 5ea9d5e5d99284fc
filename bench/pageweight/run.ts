/**
 * Page weight as Chromium loads it from the real server (npm start's build and serving): for the sign-in
 * page, the queue screen after sign-in (the queues remote's own files), the standalone visitor page (in
 * English, Spanish and Chinese, and its HTML with the language's texts), its download page (tracked) and
 * the statistics chart's own chunk (what Country Orders adds to draw it),
 * the JS and CSS files, their raw bytes, gzip bytes and the bytes on the wire, beside a bare React page
 * built with the same settings (the floor) and the ratio to it.
 *
 *   npm run bench -- pageweight        (the apps must be built: npm run build)
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../../e2e/support/browser';
import { startApp } from '../../e2e/support/server';
import {
  kib,
  PAGES,
  weighChart,
  weighPage,
  weighQueueAfterSignIn,
  weighSignIn,
  weighVisitor,
  weighVisitorDownload,
  type PageWeight,
} from '../../e2e/support/pageWeight';
import { serveFloor } from './floorPage';

async function weighFloor(browser: Browser): Promise<PageWeight> {
  const floor = await serveFloor();
  const { page, context } = await newPage(browser, floor.url);
  try {
    return await weighPage(page, '/index.html', () => page.getByRole('heading', { name: 'Hello' }).waitFor());
  } finally {
    await context.close();
    await floor.stop();
  }
}

const app = await startApp();
const browser = await launchBrowser();
try {
  const floor = await weighFloor(browser);
  const rows: [string, PageWeight][] = [
    ['bare React page (the floor)', floor],
    [PAGES.signIn, await weighSignIn(browser, app.baseUrl)],
    [PAGES.queue, await weighQueueAfterSignIn(browser, app.baseUrl)],
    [PAGES.visitor, await weighVisitor(browser, app.visitorUrl)],
    [`${PAGES.visitor}, Spanish`, await weighVisitor(browser, app.visitorUrl, 'es')],
    [`${PAGES.visitor}, Chinese`, await weighVisitor(browser, app.visitorUrl, 'zh')],
    [PAGES.visitorDownload, await weighVisitorDownload(browser, app)],
    [PAGES.chart, (await weighChart(browser, app.baseUrl)).chart],
  ];
  console.log(
    `${'page (JS + CSS)'.padEnd(46)}${'files'.padStart(6)}${'raw'.padStart(11)}${'gzip'.padStart(10)}${'wire'.padStart(10)}  gzip / floor`,
  );
  for (const [name, weight] of rows) {
    console.log(
      `${name.padEnd(46)}${String(weight.files.length).padStart(6)}${kib(weight.raw).padStart(11)}${kib(weight.gzip).padStart(10)}${kib(weight.wire).padStart(10)}  ${(weight.gzip / floor.gzip).toFixed(2)}`,
    );
  }
  console.log(
    'gzip: each file gzipped at level 9; wire: the body bytes the server sent (Brotli when accepted).',
  );
  // The page itself carries its language's texts (compiled, in the state script): its HTML per language.
  console.log(
    `\n${'visitor track page, the HTML document'.padEnd(46)}${'raw'.padStart(17)}${'gzip'.padStart(10)}`,
  );
  for (const language of ['en', 'es', 'zh'] as const) {
    const response = await fetch(`${app.visitorUrl}/track-order/100001`, {
      headers: { 'accept-language': language },
    });
    const html = Buffer.from(await response.arrayBuffer());
    console.log(
      `${language.padEnd(46)}${kib(html.length).padStart(17)}${kib(gzipSync(html, { level: 9 }).length).padStart(10)}`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
