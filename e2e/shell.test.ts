import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { networkQuiet, newPage, screenshot, signIn, badge } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/** The shell in a real browser: sign-in, role menus, session end, live sidebar counts, responsive layout. */

const QUEUES = [
  'My Orders',
  'New Orders',
  'Priority Orders',
  'Pending Orders',
  'Completed Orders',
  'Awaiting Customer',
  'Awaiting Govt',
  'Future Orders',
  'Customer Called',
  'Contact Customer',
  'Deleted Orders',
];
const TOOLS = [
  'Refund Orders',
  'Charge Back',
  'Country Order List',
  'Manage Invoices',
  'Change Password',
  'Two-Factor Sign-In',
];
const MANAGER_ONLY = ['Manage Team', 'Order Processed', 'Gateway Setting'];

const ROLES: { email: string; name: RegExp; orderHistory: boolean; manager: boolean }[] = [
  { email: 'admin@example.com', name: /admin/i, orderHistory: true, manager: true },
  { email: 'manager@example.com', name: /manager/i, orderHistory: true, manager: true },
  { email: 'team@example.com', name: /team/i, orderHistory: true, manager: false },
  { email: 'telecaller@example.com', name: /tele/i, orderHistory: false, manager: false },
  { email: 'nightstaff@example.com', name: /night/i, orderHistory: true, manager: false },
];

async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('complementary', { name: 'Main menu' });
  await menu.locator('.ea-menu-label').first().waitFor();
  return menu.locator('.ea-menu-label').allInnerTexts();
}

/** The welcome toast covers the top bar in a screenshot; a click closes it (closeOnClick). */
async function dismissToasts(page: Page): Promise<void> {
  const toast = page.locator('.Toastify__toast');
  if (await toast.count()) {
    await toast.first().click();
    await toast.first().waitFor({ state: 'detached' });
  }
}

describe('shell', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const role of ROLES) {
    it(`${role.email} sees the menu of their role`, async () => {
      const { page, context } = await newPage(browser, app.baseUrl);
      await signIn(page, role.email);
      await page.getByRole('button', { name: /Welcome,/ }).waitFor();
      const labels = await menuLabels(page);
      for (const label of [...QUEUES, ...TOOLS])
        assert.ok(labels.includes(label), `${role.email} sees ${label}`);
      assert.equal(labels.includes('Order History'), role.orderHistory, `${role.email} Order History`);
      for (const label of MANAGER_ONLY) {
        assert.equal(labels.includes(label), role.manager, `${role.email} ${label}`);
      }
      if (!role.manager) {
        await page.goto('/admin/manage-team');
        await page.getByTestId('not-allowed').waitFor();
      }
      await context.close();
    });
  }

  it('a wrong password shows the server message and stays on sign-in', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/');
    await page.getByLabel('Email ID').fill('team@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /Sign In/ }).click();
    await page.locator('.Toastify__toast--error').getByText('Invalid email or password').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await context.close();
  });

  it('shows the spec validation messages under the fields', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/');
    await page.getByLabel('Email ID').fill('nope');
    await page.getByText('Invalid email address').waitFor();
    await page.getByLabel('Email ID').fill('');
    await page.getByText('Email Address is required').waitFor();
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByLabel('Password', { exact: true }).blur();
    await page.getByText('Password is required').waitFor();
    await context.close();
  });

  it('logout in the top-bar dropdown clears the session and returns to "/"', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'team@example.com');
    await page.getByRole('button', { name: /Welcome,/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Sign In/ }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('user') ?? sessionStorage.getItem('user'));
    assert.equal(stored, null);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('an invalid session (401) removes it and returns to "/" with the message', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'team@example.com');
    await badge(page, 'recent-order');
    await page.evaluate(() => {
      const storage = localStorage.getItem('user') ? localStorage : sessionStorage;
      storage.setItem(
        'user',
        JSON.stringify({ accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJuYW1lIjoieCIsInR5cGUiOiJUZWFtIn0.bad' }),
      );
    });
    // The next call made with it answers 401 (the queue screen may already be making one); a counts-changed
    // on the page's bus makes the shell call at once.
    await page.evaluate(() => {
      const bus = (globalThis as { __earrivalEventBus__?: { next(event: object): void } })
        .__earrivalEventBus__;
      bus?.next({ type: 'counts-changed', source: 'e2e' });
    });
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Sign In/ }).waitFor();
    await page.locator('.Toastify__toast--error').first().waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('user') ?? sessionStorage.getItem('user'));
    assert.equal(stored, null);
    await context.close();
  });

  it('sidebar counts follow an action in the queues remote without a page reload', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'team@example.com');
    await page.goto('/admin/recent-order');
    const newBefore = await badge(page, 'recent-order');
    const mineBefore = await badge(page, 'my-order');
    await page.evaluate(() => Object.assign(window, { __notReloaded: true }));

    // Assign the first new order to me through the queue screen's own bulk action.
    const firstRowBox = page.locator('tbody input[type="checkbox"]').first();
    await firstRowBox.waitFor({ timeout: 15_000 });
    await firstRowBox.check();
    await page.getByRole('button', { name: /Assign to me/ }).click();
    await page.getByRole('button', { name: 'Yes' }).click();

    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="count-my-order"]')?.textContent) === before + 1,
      mineBefore,
      { timeout: 15_000 },
    );
    assert.equal(await badge(page, 'recent-order'), newBefore - 1);
    assert.equal(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded), true);
    await context.close();
  });

  it('below 992px the sidebar is collapsed behind a toggle', async () => {
    const { page, context } = await newPage(browser, app.baseUrl, { width: 900, height: 800 });
    await signIn(page, 'admin@example.com');
    const sidebar = page.getByRole('complementary', { name: 'Main menu' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    // Closed: off screen and hidden, so its links are not in the tab order either.
    const hidden = await page.locator('#ea-sidebar').boundingBox();
    assert.ok(hidden && hidden.x + hidden.width <= 1, `sidebar off screen, got x=${hidden?.x}`);
    assert.equal(await sidebar.count(), 0);
    await toggle.click();
    await page.waitForFunction(() => document.getElementById('ea-sidebar')?.getBoundingClientRect().x === 0);
    await screenshot(page, 'shell-sidebar-open-900');
    await sidebar.getByRole('link', { name: /Pending Orders/ }).click();
    await page.waitForURL(/\/admin\/pending-order/);
    await page.waitForFunction(
      () => (document.getElementById('ea-sidebar')?.getBoundingClientRect().right ?? 1) <= 1,
    );
    await context.close();
  });

  it('keeps the fixed product title on every screen', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/');
    assert.equal(await page.title(), 'Cuba e-Arrival Back Office');
    await signIn(page, 'admin@example.com');
    for (const path of [
      '/admin',
      '/admin/pending-order',
      '/admin/gateway-setting',
      '/admin/nope',
      '/track-order/1',
    ]) {
      await page.goto(path);
      await networkQuiet(page);
      assert.equal(await page.title(), 'Cuba e-Arrival Back Office', path);
    }
    await context.close();
  });

  it('visitor pages wear the brand of the landing domain; the white-label one hides some links', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await page.goto('/track-order/MTAwMDAx');
    const nav = page.getByRole('navigation', { name: 'Cuba e-Arrival site' });
    await nav.getByRole('link', { name: 'FAQ' }).waitFor();
    await screenshot(page, 'shell-visitor-default-brand');
    await page.goto('/track-order/MTAwMDAx?landing=arrivalpass-cuba.example');
    const white = page.getByRole('navigation', { name: 'Arrival Pass Cuba site' });
    await white.getByRole('link', { name: 'Contact Us' }).waitFor();
    assert.equal(await white.getByRole('link', { name: 'FAQ' }).count(), 0);
    await screenshot(page, 'shell-visitor-white-label');
    assert.equal(await page.locator('#ea-translate-script').count(), 0);
    await context.close();
  });

  for (const width of [1280, 400]) {
    it(`screenshots at ${width}px: sign-in, dashboard, a queue`, async () => {
      const { page, context, problems } = await newPage(browser, app.baseUrl, { width, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: /Sign In/ }).waitFor();
      await screenshot(page, `shell-signin-${width}`);
      await signIn(page, 'admin@example.com');
      await page.getByTestId('tile-recent-order').waitFor();
      await badge(page, 'recent-order');
      await page.getByRole('link', { name: 'View' }).first().waitFor({ timeout: 15_000 });
      await dismissToasts(page);
      await screenshot(page, `shell-dashboard-${width}`);
      await page.goto('/admin/pending-order');
      await page.getByRole('link', { name: 'View' }).first().waitFor({ timeout: 15_000 });
      await screenshot(page, `shell-queue-${width}`);
      const real = problems.errors.filter((e) => !/translate|ERR_|net::/i.test(e));
      assert.deepEqual(real, []);
      await context.close();
    });
  }
});
