import type { Locator, Page } from 'playwright-core';

/** The order rows of a queue's table: those with a checkbox or a View link (not the "No records" row). */
export const dataRows = (table: Locator) =>
  table.locator('tbody tr:has(input[type=checkbox]), tbody tr:has(a)');

/** The row of `orderId` in a queue's table (its Order Id cell, matched exactly). */
export const rowOf = (table: Locator, orderId: number) =>
  table
    .locator('tbody tr')
    .filter({ has: table.page().getByRole('cell', { name: String(orderId), exact: true }) });

/** Order ids of the rows shown, top to bottom (the Order Id cell follows the checkbox, when there is one). */
export async function shownIds(table: Locator): Promise<number[]> {
  return dataRows(table).evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')];
      const idCell = cells[0]?.querySelector('input') ? cells[1] : cells[0];
      return Number(idCell?.textContent);
    }),
  );
}

/** Waits until the table shows other rows than `before` (the answer for a new page, sort or search). */
export async function otherRowsThan(table: Locator, before: number[], timeout = 15_000): Promise<number[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const shown = await shownIds(table);
    if (shown.length > 0 && shown.join() !== before.join()) return shown;
    if (Date.now() > deadline) throw new Error(`the table still shows ${before.join(', ')}`);
    await table.page().waitForTimeout(100);
  }
}

/** Opens a queue from the sidebar and waits for its first order row; returns its table. */
export async function openQueue(page: Page, menuLabel: string, title: string): Promise<Locator> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${menuLabel}`) })
    .click();
  const table = page.getByRole('table', { name: title });
  await dataRows(table).first().waitFor({ timeout: 20_000 });
  return table;
}
