import type { Page } from 'playwright-core';

/**
 * Stands between the page and its scripts: each script whose text names `marker` (formik's chunk names
 * `useFormik`, the API client's `admin-login`) is held, refused as by a dropped connection, or let through,
 * as the test says; every other script goes through. Install before `page.goto`.
 */
export async function gateScriptsNaming(page: Page, marker: string, initially: 'hold' | 'refuse') {
  let mode: 'hold' | 'refuse' | 'pass' = initially;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  /** The addresses of the scripts that named the marker, held or refused. */
  const stopped: string[] = [];
  await page.route(/\.js$/, async (route) => {
    const body = await (await fetch(route.request().url())).text();
    if (mode !== 'pass' && body.includes(marker)) {
      stopped.push(route.request().url());
      if (mode === 'refuse') return route.abort('internetdisconnected');
      await released;
    }
    return route.continue();
  });
  return {
    stopped,
    /** From now on every script goes through, and the held ones go on. */
    letThrough(): void {
      mode = 'pass';
      release();
    },
  };
}
