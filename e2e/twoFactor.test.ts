import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authenticator } from 'otplib';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * Two-factor sign-in end to end: turn it on in Settings (QR code, key, a code computed here as the phone
 * would), sign out, then sign in with the password and a code.
 */

const EMAIL = 'nightstaff@example.com';

/** The app's code one step ahead: the step that turned it on was used, and a code is never accepted twice. */
const nextCode = (secret: string) => authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);

describe('two-factor sign-in', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((a, b) => {
    app = a;
    browser = b;
  });

  it('turns on in Settings, then sign-in asks for the code after the password', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    try {
      await signIn(page, EMAIL);
      await page.goto('/admin/two-factor');
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = (await page.locator('code.user-select-all').innerText()).trim();
      assert.match(secret, /^[A-Z2-7]{32}$/);
      await screenshot(page, 'two-factor-setup');
      await page.getByLabel('Code from the app').fill(authenticator.generate(secret));
      await page.getByRole('button', { name: 'Confirm and turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      assert.equal(await codes.count(), 10);
      await screenshot(page, 'two-factor-recovery-codes');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByText(/Recovery codes left: 10/).waitFor();

      await page.locator('#ea-user-menu').click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await page.getByLabel('Email ID').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /Sign In/ }).click();
      await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');
      await page.getByLabel('Authentication code').fill('000000');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'That code is not right.' }).first().waitFor();
      await screenshot(page, 'two-factor-sign-in');
      await page.getByLabel('Authentication code').fill(nextCode(secret));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.waitForURL(/\/admin/);
      await networkQuiet(page);
      await page.getByText('Welcome,').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
