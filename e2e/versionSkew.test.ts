import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { APPS, REMOTE_APPS } from '@earrival/shared/apps';
import { SINGLETON_ENTRIES } from '../scripts/shared-config';
import { launchBrowser, networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { repoRoot, startApp, type RunningApp } from './support/server';

/*
 * The version-skew drill: the settings remote (the smallest admin remote) is built as if against the
 * previous major and against a newer minor of @earrival/shared, into a temporary folder (the working
 * tree's builds and shared/package.json stay as they are), and served in its place beside the current
 * shell and the other remotes, through the real server (APPS_ROOT pointing at links to the builds).
 */

const SKEWED = REMOTE_APPS.find((app) => app.folder === 'mf-admin-settings')!;
const current = String(
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string })
    .version,
);
const [major = 0, minor = 0] = current.split('.').map(Number);
const VARIANTS = {
  previousMajor: `${Math.max(major - 1, 0)}.9.0`,
  newerMinor: `${major}.${minor + 1}.0`,
} as const;
type Variant = keyof typeof VARIANTS;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-skew-'));
const appsRoot = path.join(workDir, 'apps');
const buildOf = (variant: Variant) => path.join(workDir, 'builds', variant);

function buildVariant(variant: Variant): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [
        'scripts/webpack-app.ts',
        'build',
        SKEWED.folder,
        `--out=${buildOf(variant)}`,
        `--shared-version=${VARIANTS[variant]}`,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${variant} build failed:\n${output}`)),
    );
  });
}

/** Serves `variant` as the settings remote, as a redeploy at the same address would. */
function deploy(variant: Variant): void {
  const dist = path.join(appsRoot, SKEWED.folder, 'dist');
  const next = `${dist}.next`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(buildOf(variant), next);
  fs.renameSync(next, dist);
}

/** Client-side navigation, as a click in the app does: every remote joins the same page. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

interface ScopeEntry {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** The federation runtime's share scope: every version of every shared module, who gave it, who uses it. */
const shareScope = (page: Page) =>
  page.evaluate(() => {
    type Raw = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Raw>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, Record<string, ScopeEntry>> = {};
    for (const scopes of Object.values(share)) {
      for (const [key, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          (out[key] ??= {})[version] = {
            version,
            from: entry.from ?? '',
            loaded: Boolean(entry.loaded || entry.lib),
            useIn: entry.useIn ?? [],
          };
        }
      }
    }
    return out;
  });

describe('a remote built against another @earrival/shared', () => {
  let app: RunningApp;
  let browser: Browser;

  before(async () => {
    // Both variants at once: two webpack builds on two cores, the slow part of the drill.
    await Promise.all([buildVariant('previousMajor'), buildVariant('newerMinor')]);
    for (const { folder } of APPS) {
      fs.mkdirSync(path.join(appsRoot, folder), { recursive: true });
      if (folder !== SKEWED.folder) {
        fs.symlinkSync(path.join(repoRoot, folder, 'dist'), path.join(appsRoot, folder, 'dist'));
      }
    }
    deploy('newerMinor');
    app = await startApp({ APPS_ROOT: appsRoot });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('the shell provides every singleton itself, so no remote decides which copy the page runs', async () => {
    const manifest = (await (await fetch(`${app.baseUrl}/mf-manifest.json`)).json()) as {
      shared: { name: string; version: string }[];
    };
    const provided = new Set(manifest.shared.map((shared) => shared.name));
    for (const entry of Object.keys(SINGLETON_ENTRIES)) {
      assert.ok(provided.has(`@earrival/shared/${entry}`), `the shell provides @earrival/shared/${entry}`);
    }
    for (const library of ['react', 'react-dom', 'react-router-dom', 'formik', '@tanstack/react-query']) {
      assert.ok(provided.has(library), `the shell provides ${library}`);
    }
  });

  it('runs a remote built against a newer minor fully, on the shell singletons, with a warning naming both versions', async () => {
    deploy('newerMinor');
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signIn(page, 'admin@example.com');
    await navigate(page, '/admin/gateway-setting');
    const select = page.getByLabel('Payment Gateway');
    await select.waitFor({ timeout: 30_000 });
    // Works fully: a change goes to the server and comes back as a toast in the shell's container.
    const options = await select
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    const before = await select.inputValue();
    const other = options.find((value) => value && value !== before)!;
    await select.selectOption(other);
    await page.getByRole('button', { name: 'Active Gateway' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Switch to / })
      .click();
    await page
      .locator('.Toastify__toast--success')
      .getByText(/is now the active gateway/)
      .waitFor();
    await screenshot(page, 'version-skew-newer-minor');

    assert.ok(
      warnings.some(
        (text) =>
          text.includes(`was built for @earrival/shared ${VARIANTS.newerMinor}`) &&
          text.includes(`this back-office runs ${current}`),
      ),
      `a warning names both versions: ${warnings.join(' | ')}`,
    );
    const scope = await shareScope(page);
    // Singletons: only the shell's version was ever handed out, to the remote as well.
    for (const key of ['@earrival/shared/api', '@earrival/shared/toast']) {
      const used = Object.values(scope[key] ?? {}).filter((entry) => entry.useIn.length > 0);
      assert.deepEqual(
        used.map((entry) => entry.version),
        [current],
        `${key} runs at the shell's ${current}`,
      );
      assert.ok(
        used[0]!.useIn.includes(SKEWED.federationName),
        `${SKEWED.federationName} uses the shell's ${key}`,
      );
    }
    // A stateless entry: the remote gets a copy at least as new as it was built with, its own.
    const form = scope['@earrival/shared/form']?.[VARIANTS.newerMinor];
    assert.ok(form?.useIn.includes(SKEWED.federationName), 'the remote runs its own newer form helpers');
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('refuses a remote of the previous major by name, and every other remote and the dashboard keep working in the same page', async () => {
    deploy('previousMajor');
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const skewedFiles: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (file.startsWith(`/${SKEWED.folder}/`) && !file.endsWith('/mf-manifest.json'))
        skewedFiles.push(file);
    });
    await signIn(page, 'admin@example.com');
    await navigate(page, '/admin/manage-team');
    const refusal = page.locator('[data-reason="version-skew"]');
    await refusal.waitFor({ timeout: 30_000 });
    const message =
      `Settings was built for @earrival/shared ${major - 1}.x; this back-office runs ${current}. ` +
      `Redeploy ${SKEWED.folder}.`;
    assert.match(await refusal.innerText(), /Settings needs to be redeployed/);
    assert.ok((await refusal.innerText()).includes(message), await refusal.innerText());
    assert.equal(await refusal.getByRole('button', { name: 'Retry' }).count(), 0, 'no Retry for skew');
    await screenshot(page, 'version-skew-previous-major');

    // Then, in the same page, every other remote and the dashboard.
    const others = [
      { path: '/admin', own: page.getByRole('heading', { name: 'Dashboard' }) },
      { path: '/admin/recent-order', own: page.getByRole('columnheader', { name: /Order Id/ }) },
      {
        path: `/admin/view-order/${Buffer.from('200002').toString('base64')}`,
        own: page.getByRole('heading', { name: 'Email History' }),
      },
      { path: '/track-order/100001', own: page.getByRole('button', { name: 'TRACK ORDER' }) },
    ];
    for (const screen of others) {
      await navigate(page, screen.path);
      await screen.own.first().waitFor({ timeout: 30_000 });
      assert.equal(await page.getByTestId('remote-unavailable').count(), 0, `${screen.path} works`);
    }
    // The dashboard's tiles show their counts (the query cache and the API, after the refusal).
    await navigate(page, '/admin');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid^="tile-"] .ea-tile-count')].some((node) =>
        /^\d+$/.test(node.textContent ?? ''),
      ),
    );
    await networkQuiet(page);
    await screenshot(page, 'version-skew-dashboard-after');

    // Nothing of the refused build ran or reached the share scope.
    assert.deepEqual(skewedFiles, [], 'no file of the refused build was loaded');
    const scope = await shareScope(page);
    const fromSkewed = Object.values(scope)
      .flatMap((versions) => Object.values(versions))
      .filter((entry) => entry.from === SKEWED.federationName || entry.version === VARIANTS.previousMajor);
    assert.deepEqual(fromSkewed, []);
    assert.deepEqual(pageErrors, [], 'no page error');
    // The one console error is the refusal itself, logged for whoever reads the console.
    // (The visitor page's translation widget is fetched from a host this closed network cannot resolve.)
    assert.deepEqual(
      problems.errors.filter((text) => !text.includes(message) && !/ERR_NAME_NOT_RESOLVED/.test(text)),
      [],
    );

    // Once the team redeploys, opening the screen again works without reloading the page.
    deploy('newerMinor');
    await navigate(page, '/admin/manage-team');
    await page.getByRole('heading', { name: 'Team Member List' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByTestId('remote-unavailable').count(), 0);
    await context.close();
  });
});
