import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startApp, type RunningApp } from './server';

/**
 * Starts the server and Chromium before a file's tests and stops both after them; `ready` receives them.
 * `env` adds to the server's environment (e.g. TRUST_PROXY).
 */
export function useRunningApp(
  ready: (app: RunningApp, browser: Browser) => void,
  env: Record<string, string> = {},
): void {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  before(async () => {
    app = await startApp(env);
    browser = await launchBrowser();
    ready(app, browser);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
}
