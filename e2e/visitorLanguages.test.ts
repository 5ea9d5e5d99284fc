import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CATALOGUES } from '@earrival/shared/customerTexts';
import { LANGUAGE_COOKIE } from '@earrival/shared/languages';
import { screenshot } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';
import {
  completedOrderWithDocument,
  DEFAULT_DOMAIN,
  staffToken,
  type TrackedOrder,
} from './support/visitorOrders';

/**
 * Issue 47: the customer's pages in their language. The server chooses it (`?lang=`, the switch's cookie,
 * Accept-Language, English) and renders the page in it, so it reads right before any script and without
 * one; the switch keeps the choice across a reload and in a shared link; a refusal reads in it too.
 */

const PHONE = { width: 375, height: 812 };

/** The page's React root has been hydrated (React marks the container it manages). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** The track form's button is React's (its script has taken the server's HTML over). */
const formHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('button[type="submit"]');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });

describe('visitor pages in the customer language', () => {
  let app: RunningApp;
  let browser: Browser;
  let order: TrackedOrder;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });
  before(async () => {
    order = await completedOrderWithDocument(app, await staffToken(app), DEFAULT_DOMAIN);
  });

  const open = (options: { acceptLanguage?: string; javaScript?: boolean } = {}): Promise<BrowserContext> =>
    browser.newContext({
      baseURL: app.visitorUrl,
      viewport: PHONE,
      javaScriptEnabled: options.javaScript ?? true,
      extraHTTPHeaders: options.acceptLanguage ? { 'Accept-Language': options.acceptLanguage } : {},
    });

  for (const [acceptLanguage, language, tag] of [
    ['es-MX,es;q=0.9,en;q=0.5', 'es', 'es'],
    ['ru-RU,ru;q=0.9', 'ru', 'ru'],
    ['zh-CN,zh;q=0.9', 'zh', 'zh-Hans'],
  ] as const) {
    it(`Accept-Language ${acceptLanguage}: the server renders the page in ${language}, with JavaScript off`, async () => {
      const texts = CATALOGUES[language];
      const context = await open({ acceptLanguage, javaScript: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(`/track-order/${order.orderId}`);
        assert.equal(response?.headers()['content-language'], tag);
        assert.equal(await page.locator('html').getAttribute('lang'), tag);
        assert.equal(await page.title(), texts['page.title']);
        assert.equal(
          await page.locator('meta[name="description"]').getAttribute('content'),
          texts['page.description'],
        );
        await page.getByRole('heading', { name: texts['track.title'] }).waitFor();
        assert.ok(await page.getByRole('button', { name: texts['track.submit'] }).isVisible());
        assert.ok(await page.getByLabel(texts['track.email']).isVisible());
        assert.ok(await page.getByText(texts['customs.title']).isVisible());
        // Every language's address for search engines, and the one without a choice.
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          );
        assert.equal(alternates.length, 9);
        assert.ok(alternates.some(([hreflang, href]) => hreflang === 'ru' && href?.endsWith('?lang=ru')));
        assert.ok(alternates.some(([hreflang]) => hreflang === 'x-default'));
        assert.equal(await page.getByText(CATALOGUES.en['track.title']).count(), 0, 'no English left');
        await screenshot(page, `visitor-${language}-nojs-375`);

        // Refused without a script: the server answers the form again, in the language.
        await page.getByLabel(texts['track.email']).fill('somebody.else@example.org');
        await page.getByRole('button', { name: texts['track.submit'] }).click();
        await page.getByRole('alert').filter({ hasText: texts['track.notMatched'] }).first().waitFor();
      } finally {
        await context.close();
      }
    });
  }

  it('with a script: hydration keeps the language (no flash of English), and a refusal reads in it', async () => {
    const texts = CATALOGUES.es;
    const context = await open({ acceptLanguage: 'es' });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`/track-order/${order.orderId}`);
      await hydrated(page);
      await page.getByLabel(texts['track.email']).click();
      await formHydrated(page);
      assert.ok(await page.getByRole('heading', { name: texts['track.title'] }).isVisible());
      await page.getByLabel(texts['track.email']).fill('somebody.else@example.org');
      await page.getByRole('button', { name: texts['track.submit'] }).click();
      await page.getByRole('alert').filter({ hasText: texts['track.notMatched'] }).first().waitFor();
      // The form's own checks too.
      await page.getByLabel(texts['track.email']).fill('');
      await page.getByLabel(texts['track.orderId']).fill('');
      await page.getByRole('button', { name: texts['track.submit'] }).click();
      await page.getByText(texts['track.orderIdRequired'], { exact: true }).waitFor();
      assert.deepEqual(
        errors.filter((text) => /hydrat/i.test(text)),
        [],
        'the browser rendered what the server did',
      );
    } finally {
      await context.close();
    }
  });

  it('the switch: the choice is kept across a reload and pages, and a shared ?lang= link opens in it', async () => {
    const context = await open({ acceptLanguage: 'en-US,en;q=0.9' });
    try {
      const page = await context.newPage();
      await page.goto(`/track-order/${order.orderId}`);
      await page.getByRole('heading', { name: CATALOGUES.en['track.title'] }).waitFor();
      await page.locator('.ea-language summary').click();
      await page.getByRole('link', { name: 'Français' }).click();
      await page.waitForURL(/\?lang=fr$/);
      await page.getByRole('heading', { name: CATALOGUES.fr['track.title'] }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
      const cookie = (await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE);
      assert.equal(cookie?.value, 'fr');

      await page.reload();
      await page.getByRole('heading', { name: CATALOGUES.fr['track.title'] }).waitFor();
      // Another page of the site, with no ?lang=: the cookie keeps it.
      await page.goto('/');
      await page.getByRole('heading', { name: CATALOGUES.fr['track.title'] }).waitFor();
      await screenshot(page, 'visitor-fr-switched-375');
    } finally {
      await context.close();
    }

    // A link shared with ?lang=: a new browser (an English one, no cookie) opens it in that language.
    const other = await open({ acceptLanguage: 'en' });
    try {
      const page = await other.newPage();
      await page.goto(`/track-order/${order.orderId}?lang=de`);
      await page.getByRole('heading', { name: CATALOGUES.de['track.title'] }).waitFor();
      assert.equal((await other.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value, 'de');
    } finally {
      await other.close();
    }
  });

  it('the download page and its history in the language, once the order is tracked', async () => {
    const texts = CATALOGUES.zh;
    const context = await open({ acceptLanguage: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(`/track-order/${order.orderId}`);
      await page.getByLabel(texts['track.email']).fill(order.email);
      await page.getByRole('button', { name: texts['track.submit'] }).click();
      await page.waitForURL(/get-new-order-details/);
      await page.getByRole('button', { name: texts['download.button'] }).waitFor();
      await page.getByText(texts['download.completed']).waitFor();
      await page.getByRole('heading', { name: texts['history.title'] }).waitFor();
      await screenshot(page, 'visitor-zh-download-375');
    } finally {
      await context.close();
    }
  });
});
