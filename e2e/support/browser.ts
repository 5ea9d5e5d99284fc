import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageProblems {
  /** Uncaught page errors and console errors, to assert a screen rendered cleanly. */
  errors: string[];
}

/**
 * How long a locator or navigation may wait for what it waits for: a hang guard, not a speed check. The
 * first sign-in of a fresh server in a fresh browser passed Playwright's 30 s default on an idle 2-core
 * machine but not with a container build and a second test run beside it (2026-12-02).
 */
export const WAIT_GUARD_MS = 90_000;

export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  context.setDefaultTimeout(WAIT_GUARD_MS);
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  return { context, page, problems };
}

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real sign-in page and waits for the admin area. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /Sign In/ }).click();
  await page.waitForURL(/\/admin/);
}

/**
 * Resolves once no CSS transition is running in the page (a modal fading in, the sidebar folding away after
 * a resize): waits for the end of the movement rather than a guessed time. Two frames first, so that a
 * transition the last change starts has begun. The timeout only guards a hang.
 */
export async function transitionsDone(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { timeout: timeoutMs },
  );
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Collects the page's Content Security Policy violations, with the element that caused each. */
export const recordCspViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const element = event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : '';
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${element}`);
    });
  });

/** The violations recorded so far (none is expected: every app's styles and scripts are files). */
export const cspViolations = async (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** A sidebar badge's count, once it shows one (it shows '·' while the counts load). */
export async function badge(page: Page, path: string): Promise<number> {
  const testId = `count-${path}`;
  await page.waitForFunction(
    (id) => /^\d+$/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    testId,
  );
  return Number(await page.getByTestId(testId).innerText());
}

/** The live event stream: a signed-in page keeps it open for good, so it never counts as loading. */
const LIVE_STREAM = '/api/admin/events';

/**
 * Waits until the page has had no request in flight for `quietMs`, the live event stream aside.
 * Playwright's 'networkidle' never comes on a signed-in page, whose event stream stays open.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<unknown>();
  const track = (request: { url(): string }) => {
    if (!request.url().includes(LIVE_STREAM)) inFlight.add(request);
  };
  const done = (request: unknown) => inFlight.delete(request);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`The network did not settle within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inFlight.size) quietSince = Date.now();
    }
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}
