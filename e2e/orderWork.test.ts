import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, screenshot, signIn, transitionsDone } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';
import { until } from './support/wait';

/**
 * The order page for a day's work, at a desk (1280x800) and on a phone (375x812): opened from a queue, its
 * action bar (status, moves, Add Comment, Previous/Next, Back to list) stays in view and uncovered down to
 * the bottom of the page, the section links land below it, the keys work, and nothing scrolls sideways.
 * Screenshots in light and dark colour mode go to test-results/screenshots/.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;

/** Opens Pending Orders and, from it, the second order shown (so it has both a previous and a next). */
async function openOrderFromQueue(page: Page): Promise<void> {
  await page.goto('/admin/pending-order');
  const links = page.locator('main a[href*="/admin/view-order/"]');
  await links.first().waitFor({ timeout: 30_000 });
  // A row may link its order more than once (its id, its View button).
  const hrefs = [...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!)))];
  assert.ok(hrefs.length >= 3, 'the queue shows at least three orders');
  const href = hrefs[1]!;
  await page.locator(`main a[href="${href}"]`).first().click();
  await page.waitForURL(`**${href}`);
}

/** The bar's controls a person can use now (the hidden slot of the current status aside). */
async function usableControls(bar: Locator): Promise<Locator[]> {
  const all = await bar.locator('a, button').all();
  const usable: Locator[] = [];
  for (const control of all) {
    if ((await control.isVisible()) && (await control.getAttribute('aria-hidden')) !== 'true')
      usable.push(control);
  }
  return usable;
}

/** Each control lies inside the viewport and is the top element at its centre (nothing covers it). */
async function assertInViewAndUncovered(page: Page, controls: Locator[], where: string): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const control of controls) {
    const name = (await control.innerText()).trim();
    const box = await control.boundingBox();
    assert.ok(box, `${where}: "${name}" has a box`);
    assert.ok(
      box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= viewport.width &&
        box.y + box.height <= viewport.height,
      `${where}: "${name}" lies within the ${viewport.width}x${viewport.height} viewport (${JSON.stringify(box)})`,
    );
    const onTop = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top !== null && (top === element || element.contains(top));
    });
    assert.ok(onTop, `${where}: "${name}" is not covered by anything`);
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

describe('the order page for a day of work', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const viewport of VIEWPORTS) {
    it(`keeps the action bar in view and uncovered at ${viewport.width}x${viewport.height}`, async () => {
      const { page, context, problems } = await newPage(browser, app.baseUrl, viewport);
      // No animations: a screenshot must not catch a button half-way through its colour change.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signIn(page, 'admin@example.com');
      await openOrderFromQueue(page);
      const bar = page.getByRole('region', { name: /^Actions for order \d+$/ });
      await bar.waitFor({ timeout: 30_000 });
      const orderId = Number((await bar.getAttribute('aria-label'))!.replace(/\D+/g, ''));

      // One page heading, and the focus starts on it.
      assert.equal(await page.locator('h1').count(), 1);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');

      // Opened from the queue: the list's place, Previous, Next and Back to list.
      const trail = bar.getByRole('navigation', { name: 'Orders of the list' });
      // The place in the whole list, once the server has answered (the shown rows stand in until then).
      await page.waitForFunction(() =>
        /^2 of \d+/.test(document.querySelector('.od-trail-place')?.textContent ?? ''),
      );
      await trail.getByRole('link', { name: 'Previous' }).waitFor();
      await trail.getByRole('link', { name: 'Next' }).waitFor();
      await trail.getByRole('link', { name: 'Back to list' }).waitFor();
      assert.match(await bar.getByTitle('Current status').innerText(), /Pending/);
      await screenshot(page, `order-work-${viewport.name}-top-light`);

      // The bottom of a long page: the bar is still there, whole and on top.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      assert.ok(
        await page.evaluate(() => window.scrollY > 1000),
        'the page is long enough to have scrolled far',
      );
      // The moves fold behind Change status at every width; opened, they still fit on screen.
      await bar.getByRole('button', { name: 'Change status' }).click();
      await bar.getByRole('group', { name: 'Move the order to' }).waitFor();
      const controls = await usableControls(bar);
      const names = await Promise.all(controls.map(async (control) => (await control.innerText()).trim()));
      for (const expected of [
        'Add Comment',
        'Previous',
        'Next',
        'Completed Orders',
        'Delete',
        'Charge Back',
      ]) {
        assert.ok(
          names.some((name) => name.includes(expected)),
          `${expected} in the bar: ${names.join(', ')}`,
        );
      }
      await assertInViewAndUncovered(page, controls, `${viewport.name} at the bottom`);
      await page.locator('.od-bar').getByTitle('Current status').waitFor();

      const width = await noSidewaysScroll(page);
      assert.ok(width.scrollWidth <= width.innerWidth, `no sideways scroll: ${JSON.stringify(width)}`);

      await screenshot(page, `order-work-${viewport.name}-bottom-light`);
      await page.evaluate(() => {
        document.documentElement.dataset.bsTheme = 'dark';
      });
      await transitionsDone(page);
      await screenshot(page, `order-work-${viewport.name}-bottom-dark`);
      await assertInViewAndUncovered(page, controls, `${viewport.name} in dark mode`);
      await page.evaluate(() => {
        delete document.documentElement.dataset.bsTheme;
      });

      // A section link lands the section's heading, focused, below the sticky bar.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page
        .getByRole('navigation', { name: 'Sections of the order' })
        .getByRole('link', { name: 'Comments' })
        .click();
      const heading = page.getByRole('heading', { level: 2, name: 'Comment History', exact: true });
      await page.waitForFunction(() => document.activeElement?.id === 'comment-history-title');
      // Bootstrap scrolls smoothly: wait for the heading to come to rest.
      let lastY = Number.NaN;
      const headingBox = (await until(
        () => heading.boundingBox(),
        (box) => {
          const still = box !== null && box.y === lastY;
          lastY = box?.y ?? Number.NaN;
          return still;
        },
        'the page to stop scrolling',
      ))!;
      const barBox = (await bar.boundingBox())!;
      assert.ok(
        headingBox.y >= barBox.y + barBox.height,
        `Comment History's heading (${headingBox.y}) shows below the bar (${barBox.y + barBox.height})`,
      );
      assert.ok(
        headingBox.y + headingBox.height <= viewport.height,
        `Comment History's heading (${headingBox.y}) is on screen`,
      );

      // Add Comment opens in the bar, in view, with the focus in the remark; Escape closes it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('c');
      const panel = bar.getByRole('region', { name: 'New comment' });
      const remark = panel.getByLabel('Remark');
      await page.waitForFunction(() => document.activeElement?.id === 'bar-comment-remark');
      await remark.pressSequentially(`Checked order ${orderId}`);
      await assertInViewAndUncovered(
        page,
        [remark, panel.getByRole('button', { name: 'Add Comment' })],
        `${viewport.name} comment panel`,
      );
      await screenshot(page, `order-work-${viewport.name}-comment-open`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // n opens the next order of the list; u goes back to the list.
      const before = page.url();
      await page.keyboard.press('n');
      await page.waitForURL((url) => url.toString() !== before);
      await page
        .getByRole('region', { name: /^Actions for order \d+$/ })
        .getByText('3 of', { exact: false })
        .waitFor();
      await page.keyboard.press('u');
      await page.waitForURL('**/admin/pending-order**');

      assert.deepEqual(problems.errors, []);
      await context.close();
    });
  }
});
