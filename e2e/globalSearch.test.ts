import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage, screenshot, signIn } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/** The top bar's order search against the real API: "/" to focus, type, arrows, Enter opens the order. */
describe('order search in the top bar', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`finds orders as one types and opens one by keyboard at ${viewport.width} px`, async () => {
      const { page, context, problems } = await newPage(browser, app.baseUrl, viewport);
      await signIn(page, 'telecaller@example.com');
      await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('/');
      const box = page.getByRole('combobox', { name: /Search orders/ });
      assert.equal(await box.evaluate((element) => element === document.activeElement), true);
      await page.keyboard.type('.com', { delay: 30 });
      const options = page.getByRole('listbox', { name: 'Orders found' }).getByRole('option');
      await options.first().waitFor({ timeout: 20_000 });
      assert.ok((await options.count()) <= 10);
      await screenshot(page, `global-search-${viewport.width}`);
      await page.keyboard.press('ArrowDown');
      const id = (await options.first().locator('strong').innerText()).replace('#', '');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/view-order\//);
      const heading = page.locator('#ea-content h1').first();
      await heading.waitFor({ timeout: 30_000 });
      // Focus moved to the order page's heading.
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 10_000 });
      await page.locator('#ea-content').getByText(id).first().waitFor({ timeout: 30_000 });
      assert.deepEqual(problems.errors, []);
      await context.close();
    });
  }
});
