import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * Staff screens on a 375 px phone: nothing scrolls sideways (the page is no wider than the window), in
 * light and in dark, and the menu opens over the page and closes again. Screenshots go to
 * test-results/screenshots/phone-*.
 */

const PHONE = { width: 375, height: 812 };

const SCREENS: Array<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
  {
    name: 'dashboard',
    path: '/admin',
    ready: (page) => page.getByRole('heading', { name: 'Dashboard' }).first().waitFor({ timeout: 30_000 }),
  },
  {
    name: 'pending-orders',
    path: '/admin/pending-order',
    ready: (page) =>
      page.getByRole('heading', { name: 'Pending Orders' }).first().waitFor({ timeout: 30_000 }),
  },
  {
    name: 'country-orders',
    path: '/admin/country-order',
    ready: (page) =>
      page.getByRole('heading', { name: 'Country Order List' }).first().waitFor({ timeout: 30_000 }),
  },
  {
    name: 'processed-by',
    path: '/admin/processed-order',
    ready: (page) =>
      page.getByRole('heading', { name: 'Order Processed' }).first().waitFor({ timeout: 30_000 }),
  },
  {
    name: 'manage-team',
    path: '/admin/manage-team',
    ready: (page) => page.locator('tbody tr').first().waitFor({ timeout: 30_000 }),
  },
  {
    name: 'change-password',
    path: '/admin/change-password',
    ready: (page) =>
      page.getByRole('heading', { name: 'Update Password' }).first().waitFor({ timeout: 30_000 }),
  },
  {
    name: 'gateway-setting',
    path: '/admin/gateway-setting',
    ready: (page) =>
      page.getByRole('heading', { name: 'Change Gateway' }).first().waitFor({ timeout: 30_000 }),
  },
];

/** How far the page reaches past the window's right edge, and the widest elements that do it. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const past = document.documentElement.scrollWidth - width;
    const culprits =
      past > 0
        ? [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            .filter(
              (element) =>
                !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5,
            )
            .slice(0, 8)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right ${Math.round(element.getBoundingClientRect().right)})`,
            )
        : [];
    return { past, culprits };
  });
}

describe('staff screens at 375 px: no sideways scroll', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const scheme of ['light', 'dark'] as const) {
    describe(`in ${scheme} mode`, () => {
      let context: BrowserContext;
      let page: Page;
      before(async () => {
        ({ page, context } = await newPage(browser, app.baseUrl, PHONE));
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, 'admin@example.com');
      });
      after(() => context.close());

      for (const screen of SCREENS) {
        it(`${screen.name} is no wider than the phone`, async () => {
          await page.goto(screen.path);
          await screen.ready(page);
          await networkQuiet(page);
          assert.equal(
            await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme')),
            scheme,
          );
          await screenshot(page, `phone-${screen.name}-${scheme}`);
          const { past, culprits } = await sidewaysOverflow(page);
          assert.ok(past <= 0, `${screen.name}: ${past} px of sideways scroll\n  ${culprits.join('\n  ')}`);
        });
      }

      it('the menu slides over the page and closes after choosing a screen', async () => {
        await page.goto('/admin');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('complementary', { name: 'Main menu' });
        await menu.getByRole('link', { name: /^Completed Orders/ }).click();
        await page.getByRole('heading', { name: 'Completed Orders' }).first().waitFor({ timeout: 30_000 });
        // It slides away: hidden once its transition has run (30 s only guard a hang on a loaded machine).
        await menu.waitFor({ state: 'hidden', timeout: 30_000 });
        assert.equal(await menu.isVisible(), false, 'the menu closed');
        const { past } = await sidewaysOverflow(page);
        assert.ok(past <= 0, `${past} px of sideways scroll with the menu used`);
        await screenshot(page, `phone-menu-used-${scheme}`);
      });
    });
  }
});
