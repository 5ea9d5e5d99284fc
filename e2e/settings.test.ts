import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  cspViolations,
  newPage,
  recordCspViolations,
  screenshot,
  signIn,
  transitionsDone,
} from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * The settings remote in a real browser against the real server: Manage Team (add, edit, delete and what
 * that does to the member's own session), Change Gateway, Update Password, and who may open them.
 */

const MEMBER = { name: 'Erin Example', email: 'erin.e2e@example.com', password: 'erin-pass-1' };

async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('complementary', { name: 'Main menu' });
  await menu.locator('.ea-menu-label').first().waitFor();
  return menu.locator('.ea-menu-label').allInnerTexts();
}

async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('user') ?? sessionStorage.getItem('user'));
  assert.ok(raw, 'a session is stored');
  return (JSON.parse(raw) as { accessToken: string }).accessToken;
}

/** Toasts cover the top right of a screenshot; a click closes one (closeOnClick), even while it moves. */
async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  for (let attempt = 0; attempt < 20 && (await toasts.count()) > 0; attempt++) {
    await toasts
      .first()
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  }
}

/** A screenshot at phone width, once the shell's sidebar has finished collapsing; then back to desktop. */
async function phoneScreenshot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 400, height: 900 });
  await transitionsDone(page);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await transitionsDone(page);
}

/**
 * What went wrong in the page: console errors and Content Security Policy violations, except the
 * network lines `expected` names (a refusal the test asked for).
 */
async function pageProblems(page: Page, errors: string[], expected?: RegExp): Promise<string[]> {
  return [
    ...(await cspViolations(page)),
    ...errors.filter(
      (e) => !e.startsWith('Applying inline style violates') && !(expected && expected.test(e)),
    ),
  ];
}

function memberRow(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

describe('settings', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('Admin adds a member, who can then sign in', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await recordCspViolations(page);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/manage-team');
    await page.getByRole('heading', { name: 'Team Member List' }).waitFor();
    await memberRow(page, 'manager@example.com').waitFor();

    // An empty submit says every rule under its field and puts the focus on the first one.
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const text of [
      'Please enter your name.',
      'Please enter your password.',
      'Please enter your email.',
      'Please select type.',
    ])
      await page.getByText(text).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'member-name');

    await page.getByLabel('Name').fill(MEMBER.name);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByLabel('Email ID').fill(MEMBER.email);
    await page.getByLabel('Member Type').selectOption('Team');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.Toastify__toast--success').getByText('Team member added successfully.').waitFor();
    await memberRow(page, MEMBER.email).waitFor();
    assert.equal(await page.getByLabel('Name').inputValue(), '', 'the form is ready for the next member');

    // The same e-mail again: the server's message under the field, not only as a toast.
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Password').fill('another-pass');
    await page.getByLabel('Email ID').fill(MEMBER.email);
    await page.getByLabel('Member Type').selectOption('Team');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('#member-email-error').getByText('already exists').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'member-email');

    await dismissToasts(page);
    // Leaving the field (the click on the toast) does not wipe the server's message.
    await page.locator('#member-email-error').getByText('already exists').waitFor();
    await screenshot(page, 'settings-manage-team-1280');
    await phoneScreenshot(page, 'settings-manage-team-400');
    // The refused duplicate is the browser's own network log line; anything else is a real problem.
    assert.deepEqual(await pageProblems(page, problems.errors, /status of 409/), []);
    await context.close();

    const member = await newPage(browser, app.baseUrl);
    await signIn(member.page, MEMBER.email, MEMBER.password);
    await member.page.getByRole('button', { name: /Welcome,/ }).waitFor();
    assert.ok(!(await menuLabels(member.page)).includes('Manage Team'), 'a Team member has no Manage Team');
    await member.context.close();
  });

  it("Admin edits the member's type, and the member's menu follows", async () => {
    const member = await newPage(browser, app.baseUrl);
    await signIn(member.page, MEMBER.email, MEMBER.password);
    assert.ok(!(await menuLabels(member.page)).includes('Gateway Setting'));

    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await recordCspViolations(page);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/manage-team');
    await memberRow(page, MEMBER.email)
      .getByRole('link', { name: `Edit ${MEMBER.name}` })
      .click();
    await page.waitForURL(/\/admin\/manage-team\/\d+$/);
    await page.getByRole('heading', { name: `Edit Team Member: ${MEMBER.name}` }).waitFor();
    assert.equal(await page.getByLabel('Name').inputValue(), MEMBER.name);
    assert.equal(await page.getByLabel('Email ID').inputValue(), MEMBER.email);
    assert.equal(await page.getByLabel(/^Password/).inputValue(), '', 'no password is ever shown');
    assert.equal(await page.getByLabel('Member Type').inputValue(), 'Team');
    await screenshot(page, 'settings-edit-member-1280');
    await phoneScreenshot(page, 'settings-edit-member-400');

    await page.getByLabel('Member Type').selectOption('Manager');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.locator('.Toastify__toast--success').getByText('Team member updated successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/manage-team');
    await memberRow(page, MEMBER.email).getByText('Manager').waitFor();

    // The member's open session keeps working (the password did not change) and now shows a Manager's menu.
    await member.page.reload();
    await member.page.getByRole('button', { name: /Welcome,/ }).waitFor();
    await member.page
      .getByRole('complementary', { name: 'Main menu' })
      .getByText('Gateway Setting')
      .waitFor();
    const labels = await menuLabels(member.page);
    for (const label of ['Manage Team', 'Order Processed', 'Gateway Setting'])
      assert.ok(labels.includes(label));

    // A bad id shows a not-found state with a way back.
    await page.goto('/admin/manage-team/999999');
    await page.getByRole('heading', { name: 'Team member not found' }).waitFor();
    await screenshot(page, 'settings-member-not-found-1280');
    await page.getByRole('link', { name: 'Back to the Team Member List' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/manage-team');
    assert.deepEqual(await pageProblems(page, problems.errors, /status of 404/), []);
    await member.context.close();
    await context.close();
  });

  it('Admin deletes the member, whose open page then ends by itself and returns to "/"', async () => {
    const member = await newPage(browser, app.baseUrl);
    await signIn(member.page, MEMBER.email, MEMBER.password);
    await member.page.getByRole('button', { name: /Welcome,/ }).waitFor();

    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/manage-team');
    await memberRow(page, MEMBER.email)
      .getByRole('button', { name: `Delete ${MEMBER.name}` })
      .click();
    await page.getByText('Are you sure you want to delete?').waitFor();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.locator('.Toastify__toast--success').getByText('Team member deleted successfully.').waitFor();
    await memberRow(page, MEMBER.email).waitFor({ state: 'detached' });
    // Nobody deletes their own account: the Admin's own row has no Delete.
    assert.equal(
      await memberRow(page, 'admin@example.com')
        .getByRole('button', { name: /Delete/ })
        .count(),
      0,
    );
    await context.close();

    // The member's open page ends by itself, with no click: its live stream is re-checked every 3 s, ends
    // for the deleted member, and the reconnect's 401 ends the session.
    await member.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await member.page.getByRole('button', { name: /Sign In/ }).waitFor();
    await member.page.locator('.Toastify__toast--error').getByText('no longer exists').waitFor();
    await member.context.close();
  });

  it('Admin switches the gateway, and it stays active after a reload', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await recordCspViolations(page);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/gateway-setting');
    const select = page.getByLabel('Payment Gateway');
    await select.locator('option').nth(1).waitFor({ state: 'attached' });
    const before = await select.inputValue();
    assert.notEqual(before, '', 'the active gateway is pre-selected');
    const options = await select
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })),
      );
    const other = options.find((option) => option.value && option.value !== before)!;
    const otherName = other.label.replace(' (active)', '');

    // Nothing chosen: the rule's message.
    await select.selectOption('');
    await page.getByRole('button', { name: 'Active Gateway' }).click();
    await page.getByText('Please select gateway.').waitFor();

    // The switch asks first, naming the gateway; Cancel leaves the active one as it was.
    await select.selectOption(other.value);
    await page.getByRole('button', { name: 'Active Gateway' }).click();
    const question = page.getByRole('dialog', { name: `Switch payments to ${otherName}?` });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    assert.equal(await select.inputValue(), before, 'Cancel puts the dropdown back on the active gateway');

    await select.selectOption(other.value);
    await page.getByRole('button', { name: 'Active Gateway' }).click();
    await question.getByRole('button', { name: `Switch to ${otherName}` }).click();
    await page
      .locator('.Toastify__toast--success')
      .getByText(`${otherName} is now the active gateway.`)
      .waitFor();
    await page.getByRole('option', { name: `${otherName} (active)` }).waitFor({ state: 'attached' });

    await page.reload();
    await page.getByRole('option', { name: `${otherName} (active)` }).waitFor({ state: 'attached' });
    assert.equal(await page.getByLabel('Payment Gateway').inputValue(), other.value);
    await dismissToasts(page);
    await screenshot(page, 'settings-gateway-1280');
    await phoneScreenshot(page, 'settings-gateway-400');
    assert.deepEqual(await pageProblems(page, problems.errors), []);
    await context.close();
  });

  it('a Manager is offered only the lower ranks and manages only those members', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'manager@example.com');
    await page.goto('/admin/manage-team');
    await memberRow(page, 'team@example.com').getByRole('link', { name: /^Edit/ }).waitFor();
    const types = page.getByLabel('Member Type').locator('option');
    await page.waitForFunction(() => document.querySelectorAll('#member-type option').length > 1);
    assert.deepEqual(await types.allInnerTexts(), ['Select type', 'Team', 'Telecaller', 'Night Staff']);
    for (const email of ['admin@example.com', 'manager@example.com'])
      assert.equal(await memberRow(page, email).getByRole('link', { name: /^Edit/ }).count(), 0, email);
    await context.close();
  });

  it('a member changes their own password with the current one, lands on "/", every session ends, and the new one signs in', async () => {
    const other = await newPage(browser, app.baseUrl);
    await signIn(other.page, 'manager@example.com');
    const otherToken = await storedToken(other.page);
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await recordCspViolations(page);
    await signIn(page, 'manager@example.com');
    await page.goto('/admin/change-password');
    const field = page.getByLabel('New Password');
    await field.fill('abc');
    await page.getByText('New Password must be at least 6 characters.').waitFor();
    await field.fill('');
    await page.getByText('Please enter your New Password.').waitFor();
    await dismissToasts(page);
    await screenshot(page, 'settings-password-1280');
    await phoneScreenshot(page, 'settings-password-400');

    // A wrong current password is refused next to the form, and nothing changes.
    await page.getByLabel('Current Password').fill('not-my-password');
    await field.fill('new-secret-9');
    await page.getByLabel('Confirm Password').fill('new-secret-9');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').getByText('Current Password is incorrect.').waitFor();

    const myToken = await storedToken(page);
    await page.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .locator('.Toastify__toast--success')
      .getByText(/Password updated/)
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Sign In/ }).waitFor();
    assert.equal(
      await page.evaluate(() => localStorage.getItem('user') ?? sessionStorage.getItem('user')),
      null,
      'the stored session is gone',
    );
    for (const [token, which] of [
      [myToken, 'this device'],
      [otherToken, 'the other device'],
    ] as const) {
      const refused = await fetch(`${app.baseUrl}/api/user_info`, { headers: { authorization: token } });
      assert.equal(refused.status, 401, `${which}: its session has ended`);
    }
    await other.context.close();

    const signInWith = (password: string) =>
      fetch(`${app.baseUrl}/api/admin/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'manager@example.com', password }),
      });
    assert.equal((await signInWith('new-secret-9')).status, 200, 'the new password signs in');
    assert.equal((await signInWith(DEMO_PASSWORD)).status, 400, 'the old password no longer signs in');
    // The refused wrong current password is the one expected 400.
    assert.deepEqual(await pageProblems(page, problems.errors, /status of 400/), []);
    await context.close();
  });

  for (const email of ['team@example.com', 'telecaller@example.com', 'nightstaff@example.com']) {
    it(`${email} typing the Manage Team or Gateway address sees 'not allowed', and the server refuses`, async () => {
      const { page, context } = await newPage(browser, app.baseUrl);
      await signIn(page, email);
      for (const path of ['/admin/manage-team', '/admin/manage-team/1', '/admin/gateway-setting']) {
        await page.goto(path);
        await page.getByTestId('not-allowed').waitFor();
      }
      const token = await storedToken(page);
      for (const path of ['admin/get-team-member-list', 'admin/payment-gateways']) {
        const response = await fetch(`${app.baseUrl}/api/${path}`, { headers: { authorization: token } });
        assert.equal(response.status, 403, path);
      }
      await context.close();
    });
  }
});
