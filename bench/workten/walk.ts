import type { Page } from 'playwright-core';

export interface WorkRun {
  clicks: number;
  ms: number;
  /** How many times Next was not offered and the list had to be opened again. */
  backToList: number;
  /** What the bar said of each order's place, e.g. "3 of 412 in New Orders". */
  positions: string[];
  /** Each "go on to the next order": from the move accepted to the next order's page shown. */
  goOnMs: number[];
}

const bar = (page: Page) => page.getByRole('region', { name: /^Actions for order \d+$/ });

async function shownOrder(page: Page): Promise<number> {
  const label = await bar(page).getAttribute('aria-label');
  return Number(label!.replace(/\D+/g, ''));
}

/** Waits for the action bar of an order other than `previous`. */
async function orderShown(page: Page, previous: number | null): Promise<number> {
  await page.waitForFunction((last) => {
    const region = document.querySelector('section[aria-label^="Actions for order "]');
    const id = Number(region?.getAttribute('aria-label')?.replace(/\D+/g, ''));
    return Number.isSafeInteger(id) && id > 0 && id !== last;
  }, previous);
  return shownOrder(page);
}

/**
 * From a queue on screen: opens its first order, then `count` times moves the order shown to Completed
 * and goes on to the next one, the way a person does it (a click for each step). Ends on the order after
 * the last one worked.
 */
export async function workOrders(page: Page, count: number): Promise<WorkRun> {
  let clicks = 0;
  let backToList = 0;
  const positions: string[] = [];
  const goOnMs: number[] = [];
  const started = performance.now();
  const worked = new Set<string>();
  // The list shown again may first paint its cached rows (the moved orders among them) while it refetches.
  const openFirstRow = async () => {
    const first = page.locator('main a[href*="/admin/view-order/"]').first();
    await page.waitForFunction(
      (done) => {
        const href = document.querySelector('main a[href*="/admin/view-order/"]')?.getAttribute('href');
        return !!href && !done.includes(href);
      },
      [...worked],
    );
    await first.click();
    clicks += 1;
  };
  await openFirstRow();
  let current = await orderShown(page, null);
  for (let done = 0; done < count; done += 1) {
    worked.add(new URL(page.url()).pathname);
    const actions = bar(page);
    const place = actions.locator('.od-trail-place');
    // The place as a person reads it before working the order ('…' while the server is asked).
    if (await place.count()) await place.filter({ hasNotText: '…' }).waitFor();
    positions.push(((await place.count()) ? ((await place.textContent()) ?? '') : '-').replace(/\s+/g, ' '));
    await actions.getByRole('button', { name: 'Change status' }).click();
    await actions
      .getByRole('group', { name: 'Move the order to' })
      .getByRole('button', { name: 'Completed Orders' })
      .click();
    clicks += 2;
    await actions.getByTitle('Current status').getByText('Completed').waitFor();
    const goOn = performance.now();
    const next = actions.getByRole('link', { name: 'Next', exact: true });
    if (await next.count()) {
      await next.click();
      clicks += 1;
    } else {
      await actions.getByRole('link', { name: 'Back to list' }).click();
      clicks += 1;
      backToList += 1;
      await page.waitForURL('**/admin/recent-order**');
      await page.locator('main a[href*="/admin/view-order/"]').first().waitFor();
      await openFirstRow();
    }
    current = await orderShown(page, current);
    goOnMs.push(performance.now() - goOn);
  }
  return { clicks, ms: performance.now() - started, backToList, positions, goOnMs };
}
