import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, networkQuiet, newPage, screenshot } from './support/browser';
import { type RunningApp } from './support/server';
import { gateScriptsNaming } from './support/scriptGate';
import { useRunningApp } from './support/suite';

/**
 * The staff sign-in page as the build prerendered it: shown and styled before any script of the page has
 * run, safe to press before then, and taken over at the member's first touch with what they typed.
 */

const PHONE = { width: 375, height: 812 };

/** The page's React root has been hydrated (React marks the container it manages). */
const rootIsReacts = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

describe('the prerendered sign-in page', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('without JavaScript shows the styled form, and a press posts nothing into the address and comes back to it', async () => {
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      const button = page.getByRole('button', { name: 'Sign In' });
      assert.ok(await button.isVisible());
      // Bootstrap's primary button rule applies: the first screen's stylesheet is linked in the page.
      assert.notEqual(
        await button.evaluate((node) => getComputedStyle(node).backgroundColor),
        'rgba(0, 0, 0, 0)',
        'the form is styled at its first paint',
      );
      await screenshot(page, 'shell-signin-nojs-375');

      await page.getByLabel('Email ID').fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      const [posted] = await Promise.all([
        page.waitForRequest(
          (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/',
        ),
        button.click(),
      ]);
      await page.waitForLoadState();
      assert.equal(page.url(), `${app.baseUrl}/`, 'back at the page, nothing in its address');
      assert.ok(!page.url().includes(DEMO_PASSWORD));
      assert.equal((await posted.response())?.status(), 303);
      assert.ok(await page.getByLabel('Email ID').isVisible());
    } finally {
      await context.close();
    }
  });

  it("loads the form's script at the first touch, and signs in with what was typed and a press made before it arrived", async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    try {
      // Hold the form's chunks (formik's is the one that names useFormik) until the member has pressed.
      const form = await gateScriptsNaming(page, 'useFormik', 'hold');
      const formScripts = form.stopped;
      await page.goto('/');
      await networkQuiet(page);
      assert.deepEqual(formScripts, [], 'a page nobody has touched has not loaded the form');
      assert.equal(await rootIsReacts(page), false, 'nothing is hydrated before the first touch');

      await page.getByLabel('Email ID').click();
      await page.keyboard.type('admin@example.com');
      assert.ok(formScripts.length > 0, 'the first touch asked for the form');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Sign In' }).click();
      assert.equal(new URL(page.url()).pathname, '/', 'the press is held, not posted');

      form.letThrough();
      await page.waitForURL(/\/admin/);
      await page
        .getByRole('columnheader', { name: /Order Id/ })
        .first()
        .waitFor({ timeout: 30_000 });
      const stored = await page.evaluate(() => localStorage.getItem('user'));
      assert.ok(stored?.includes('accessToken'), 'Remember me, ticked before the script, was kept');
      assert.deepEqual(
        problems.errors.filter((error) => /hydrat|#418|#423|#425/i.test(error)),
        [],
        'the script took the page over as the server rendered it',
      );
    } finally {
      await context.close();
    }
  });

  it('a member already signed in who opens / goes on to /admin', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    try {
      await page.goto('/');
      await page.getByLabel('Email ID').fill('manager@example.com');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin/);
      await page.goto('/');
      await page.waitForURL(/\/admin/);
      await page
        .getByRole('columnheader', { name: /Order Id/ })
        .first()
        .waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('comes dark, before any script, to a browser that last showed the back office dark', async () => {
    const context = await browser.newContext({ baseURL: app.baseUrl, colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      // The first visit learns the theme (System, on a dark system) and says it in a cookie.
      await page.goto('/');
      await page.getByLabel('Email ID').waitFor();
      await page.waitForFunction(() => document.cookie.includes('earrival.theme=dark'));
      // The next one is dark before the page's script has run (here it never does).
      await page.route(/\/main\.js$/, (route) => route.abort());
      await page.goto('/');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme')), 'dark');
      const body = page.locator('.ea-signin-body');
      assert.notEqual(
        await body.evaluate((node) => getComputedStyle(node).backgroundColor),
        'rgb(255, 255, 255)',
        "the card wears the dark theme's colours",
      );
      await screenshot(page, 'shell-signin-dark-before-script');
    } finally {
      await context.close();
    }
  });

  it("says the server could not be reached when the API client's script cannot load, and signs in once it can", async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    try {
      // The API client's chunk: the one that names the sign-in call.
      const client = await gateScriptsNaming(page, 'admin-login', 'refuse');
      await page.goto('/');
      await page.getByLabel('Email ID').fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const refusal = page.getByTestId('signin-error');
      await refusal.waitFor();
      assert.equal(
        (await refusal.textContent())?.trim(),
        'The server could not be reached. Please check your connection and try again.',
      );
      assert.ok(client.stopped.length > 0, "the API client's script was asked for and refused");
      assert.equal(new URL(page.url()).pathname, '/');

      client.letThrough();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin/);
    } finally {
      await context.close();
    }
  });

  it("lets a press post the form when the shell's script cannot load, and the page it gets back signs in", async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    try {
      const form = await gateScriptsNaming(page, 'useFormik', 'refuse');
      await page.goto('/');
      // Once the load has failed, presses are no longer held: this one posts, and '/' comes back.
      const failed = page.waitForEvent('console', (message) => message.text().includes('could not load'));
      await page.getByLabel('Email ID').fill('admin@example.com');
      await failed;
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      form.letThrough();
      const posted = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/',
      );
      await page.getByRole('button', { name: 'Sign In' }).click();
      await posted;
      await page.waitForLoadState();
      assert.equal(page.url(), `${app.baseUrl}/`);
      await page.getByLabel('Email ID').fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin/);
    } finally {
      await context.close();
    }
  });
});
