import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { repoRoot, type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/** Module Federation composition: each remote renders inside the shell, with one React and a working fallback. */
describe('composed app', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('serves each remote manifest and entry, the registry and the API', async () => {
    for (const remote of ['mf-queues', 'mf-order-detail', 'mf-admin-settings', 'mf-visitor']) {
      const manifest = await fetch(`${app.baseUrl}/${remote}/mf-manifest.json`);
      assert.equal(manifest.status, 200, `${remote} manifest`);
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      const entry = await fetch(`${app.baseUrl}/${remote}/remoteEntry.js`);
      assert.equal(entry.status, 200, `${remote} remoteEntry`);
    }
    const registry = (await (await fetch(`${app.baseUrl}/mf-registry.json`)).json()) as {
      remotes: unknown[];
    };
    assert.equal(registry.remotes.length, 4);
    const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as { status: number };
    assert.equal(health.status, 1);
  });

  it('renders each remote route inside the shell, all in one page with one copy of React and of every shared singleton', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    // Stands in for React DevTools: every react-dom copy that starts in the page registers here once.
    // (A string, not a function: the test's compiler would add helpers the page does not have.)
    await page.addInitScript(`
      const renderers = new Map();
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer) { renderers.set(renderers.size + 1, renderer); return renderers.size; },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    `);
    const remoteFiles = new Set<string>();
    page.on('response', (response) => {
      const match = /\/(mf-[a-z-]+)\//.exec(new URL(response.url()).pathname);
      if (match?.[1]) remoteFiles.add(match[1]);
    });
    await signIn(page, 'admin@example.com');

    // Each screen is checked by something only the remote itself renders, so a remote that fails to
    // load (the shell then shows its fallback under the same title) fails the test.
    const screens = [
      {
        path: '/admin/recent-order',
        remote: 'mf-queues',
        own: page.getByRole('columnheader', { name: /Order Id/ }),
      },
      {
        path: '/admin/gateway-setting',
        remote: 'mf-admin-settings',
        own: page.getByRole('button', { name: 'Active Gateway' }),
      },
      {
        path: `/admin/view-order/${Buffer.from('200002').toString('base64')}`,
        remote: 'mf-order-detail',
        own: page.getByRole('heading', { name: 'Email History' }),
      },
      {
        path: '/track-order/100001',
        remote: 'mf-visitor',
        own: page.getByRole('button', { name: 'TRACK ORDER' }),
      },
    ];
    for (const screen of screens) {
      // Client-side navigation, as a click in the app does: every remote joins the same page.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, screen.path);
      await screen.own.first().waitFor({ timeout: 15_000 });
      assert.equal(await page.getByTestId('remote-unavailable').count(), 0, `${screen.remote} loaded`);
      assert.ok(remoteFiles.has(screen.remote), `${screen.remote} was loaded for ${screen.path}`);
    }

    const reactRenderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    assert.equal(reactRenderers, 1, 'the shell and four remotes share one react-dom');

    // The federation runtime's share scope: every shared singleton (each @earrival/shared entry, the
    // router, the query cache, ...) has one copy in the page, and the apps that use it use that copy.
    const scope = await page.evaluate(() => {
      type Scope = Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scope> } })
        .__FEDERATION__.__SHARE__;
      const keys: Record<string, { versions: number; useIn: string[] }> = {};
      for (const scopes of Object.values(share)) {
        for (const [key, versions] of Object.entries(scopes.default ?? {})) {
          const entries = Object.values(versions);
          keys[key] = {
            versions: entries.length,
            useIn: [...new Set(entries.flatMap((entry) => entry.useIn ?? []))],
          };
        }
      }
      return keys;
    });
    for (const [key, { versions }] of Object.entries(scope)) {
      assert.equal(versions, 1, `one copy of ${key} in the page`);
    }
    for (const key of [
      '@earrival/shared/api',
      '@earrival/shared/query',
      '@tanstack/react-query',
      'react-router-dom',
    ]) {
      assert.ok(scope[key], `${key} is shared`);
      assert.ok(scope[key].useIn.length > 1, `${key} serves several apps from one copy: ${scope[key].useIn}`);
    }
    await context.close();
  });

  it('shows a clear message with Retry when a remote is down, and recovers on Retry', async () => {
    const dist = path.join(repoRoot, 'mf-admin-settings', 'dist');
    const hidden = `${dist}-hidden-by-test`;
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    fs.renameSync(dist, hidden);
    try {
      await page.goto('/admin/change-password');
      await page.getByTestId('remote-unavailable').waitFor({ timeout: 15_000 });
      assert.match(
        await page.getByTestId('remote-unavailable').innerText(),
        /Settings is not available right now/,
      );
      // The rest of the shell keeps working: the sidebar still navigates to another remote.
      await page.getByRole('link', { name: 'New Orders' }).first().click();
      await page.getByRole('heading', { name: 'New Orders' }).first().waitFor({ timeout: 15_000 });
      await page.goto('/admin/change-password');
      await page.getByTestId('remote-unavailable').waitFor({ timeout: 15_000 });
    } finally {
      fs.renameSync(hidden, dist);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Update Password' }).first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('serves the standalone visitor app on its own port', async () => {
    const { page, context } = await newPage(browser, app.visitorUrl);
    await page.goto('/track-order/100001');
    await page.getByRole('heading', { name: 'Download your Cuba Arrival Card' }).waitFor();
    await context.close();
  });
});
