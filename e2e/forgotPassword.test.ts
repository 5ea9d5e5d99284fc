import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage, screenshot, signIn } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * Forgot password end to end: ask for a link on the sign-in page, read the mail from the outbox, open its
 * link, set a new password, and sign in with it.
 */

const EMAIL = 'telecaller@example.com';
const NEW_PASSWORD = 'a-brand-new-pass-7';

/** The set-a-new-password link in the newest outbox mail to `to` (quoted-printable undone). */
async function linkFromOutbox(dataDir: string, to: string): Promise<URL> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((n) => n.endsWith('.eml')) : [];
    for (const name of names.sort().reverse()) {
      const raw = fs
        .readFileSync(path.join(outbox, name), 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      if (!raw.includes(to)) continue;
      const link = /(http:\/\/[^\s"<>]+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(raw)?.[1];
      if (link) return new URL(link);
    }
    if (Date.now() > deadline) throw new Error(`no reset mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('forgot password', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((a, b) => {
    app = a;
    browser = b;
  });

  it('asks for a link, opens it from the mail, sets a new password and signs in with it', async () => {
    const { context, page, problems } = await newPage(browser, app.baseUrl);
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(/\/forgot-password$/);
      await page.getByLabel('Email ID').fill(EMAIL);
      await screenshot(page, 'forgot-password');
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page.getByText('If this e-mail belongs to a staff account, we have sent it a link').waitFor();
      await screenshot(page, 'forgot-password-sent');

      const link = await linkFromOutbox(app.dataDir, EMAIL);
      assert.equal(link.pathname, '/reset-password');
      await page.goto(`${link.pathname}${link.hash}`);
      await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
      await screenshot(page, 'reset-password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Your new password is set. Please sign in with it.').waitFor();
      await page.waitForURL((url) => url.pathname === '/');

      await signIn(page, EMAIL, NEW_PASSWORD);
      assert.match(page.url(), /\/admin/);

      // The link worked once: opened again, it says so.
      await context.clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto(`${link.pathname}${link.hash}`);
      await page.getByLabel('New Password', { exact: true }).fill('yet-another-pass-8');
      await page.getByLabel('Confirm New Password').fill('yet-another-pass-8');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page
        .getByText(/This link to set a new password is not valid any more/)
        .first()
        .waitFor();
      assert.deepEqual(
        problems.errors.filter((e) => !/status of 400/.test(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });
});
