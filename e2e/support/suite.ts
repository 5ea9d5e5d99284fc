import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startApp, type RunningApp } from './server';

/** Starts the server and Chromium before a file's tests and stops both after them; `ready` receives them. */
export function useRunningApp(ready: (app: RunningApp, browser: Browser) => void): void {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    ready(app, browser);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
}
