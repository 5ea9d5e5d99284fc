import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startTestS3, type TestS3 } from '@earrival/api/platform/store/testing';
import { DEMO_PASSWORD, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { repoRoot, startApp, type RunningApp } from './support/server';
import { openQueue } from './support/queues';

/*
 * The release drill (issue 29): a remote team publishes a rebuilt mf-queues through `npm run release`
 * while staff work in open shells; the open pages get it without a reload, a canary reaches its share of
 * the demo members, a rollback reaches everyone, and what must be refused is refused. It runs once with
 * the release files in the local folder (DATA_DIR) and once in an S3 store (s3rver).
 *
 * One real build: mf-queues with another version (1.0.1), which its own code shows below each queue
 * ("Queues 1.0.1"). The other releases are copies of it whose manifest says another version (a distinct
 * release), or a singleton of the next major (what a build against the next @earrival/shared declares,
 * which is all the server reads of it).
 */

/**
 * How long a page may take to show what the live stream or a click brought: a guard against a hang, not a
 * speed limit (the latencies are printed with the timings; a loaded machine takes longer than 2 s).
 */
const LIVE_GUARD_MS = 30_000;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-release-drill-'));
const builds = {
  v101: path.join(workDir, 'v101'),
  v102: path.join(workDir, 'v102'),
  v103: path.join(workDir, 'v103'),
  v104: path.join(workDir, 'v104'),
  nextMajor: path.join(workDir, 'next-major'),
};
const sharedVersion = String(
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string })
    .version,
);
const builtInVersion = String(
  (
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'mf-queues', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version,
);

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, out, ms: Date.now() - started }));
  });
}

/** A copy of the 1.0.1 build whose manifest says something else. */
function variant(to: string, edit: (manifest: ManifestLike) => void): void {
  fs.cpSync(builds.v101, to, { recursive: true });
  const file = path.join(to, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestLike;
  edit(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
  // The build's precompressed twins of the manifest would say the old text: the server makes new ones.
  fs.rmSync(`${file}.br`, { force: true });
  fs.rmSync(`${file}.gz`, { force: true });
}

const withVersion = (version: string) => (manifest: ManifestLike) => {
  manifest.metaData.buildInfo.buildVersion = version;
};

before(async () => {
  const built = await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [
    'scripts/webpack-app.ts',
    'build',
    'mf-queues',
    `--out=${builds.v101}`,
    '--app-version=1.0.1',
  ]);
  assert.equal(built.code, 0, built.out);
  variant(builds.v102, withVersion('1.0.2'));
  variant(builds.v103, withVersion('1.0.3'));
  variant(builds.v104, withVersion('1.0.4'));
  const nextMajor = `${Number(sharedVersion.split('.')[0]) + 1}.0.0`;
  variant(builds.nextMajor, (manifest) => {
    withVersion('1.0.5')(manifest);
    for (const shared of manifest.shared)
      if (shared.name.startsWith('@earrival/shared/')) shared.version = nextMajor;
  });
});
after(() => fs.rmSync(workDir, { recursive: true, force: true }));

interface Answer {
  status: number;
  message: string;
  data: unknown;
  jwtToken?: string;
}
interface RegistryData {
  remotes: { app: string; releaseId: string | null }[];
}
interface ReleaseData {
  releaseId: string;
  sequence: number;
}
type ReleasesData = { app: string; live: ReleaseData | null; history: ReleaseData[] }[];
interface ManifestLike {
  metaData: { buildInfo: { buildVersion: string } };
  shared: { name: string; version: string }[];
}

async function api(app: RunningApp, token: string | null, method: string, url: string, body?: unknown) {
  const response = await fetch(`${app.baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { code: response.status, body: (await response.json()) as Answer };
}

const login = async (app: RunningApp, email: string) =>
  String(
    (await api(app, null, 'POST', '/api/admin/admin-login', { email, password: DEMO_PASSWORD })).body
      .jwtToken,
  );

/** The member's registry entry for mf-queues. */
async function queuesEntry(app: RunningApp, token: string) {
  const { data } = (await api(app, token, 'GET', '/api/remotes')).body;
  return (data as RegistryData).remotes.find((remote) => remote.app === 'mf-queues')!;
}

const ACCOUNTS = ['admin', 'manager', 'team', 'telecaller', 'nightstaff'].map(
  (name) => `${name}@example.com`,
);

const buildLine = (page: Page) => page.locator('[data-release]').first();

/** Client-side navigation through the sidebar: the page stays the same document. */
const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as { drillMark?: number }).drillMark === 42);

for (const store of ['local folder', 's3rver'] as const) {
  describe(`releasing mf-queues while staff work (release files in the ${store})`, () => {
    let s3: TestS3 | undefined;
    let app: RunningApp;
    let browser: Browser;
    let adminToken: string;
    let queuesToken: string;
    let detailToken: string;
    const timings: string[] = [];
    const release = (dist: string, token: string, ...extra: string[]) =>
      run(
        process.execPath,
        ['--import', 'tsx', 'scripts/release.ts', 'mf-queues', '--dist', dist, ...extra],
        {
          RELEASE_URL: app.baseUrl,
          RELEASE_TOKEN: token,
        },
      );
    const newDeployToken = async (remote: string) => {
      const { data } = (await api(app, adminToken, 'POST', '/api/admin/deploy-tokens', { app: remote })).body;
      return (data as { token: string }).token;
    };
    const lastLine = (out: string) => out.trim().split('\n').at(-1) ?? '';

    before(async () => {
      let env: Record<string, string> = {};
      if (store === 's3rver') {
        s3 = await startTestS3('earrival-releases');
        env = {
          S3_ENDPOINT: s3.config.endpoint,
          S3_BUCKET: s3.config.bucket,
          S3_REGION: s3.config.region,
          S3_ACCESS_KEY_ID: s3.config.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        };
      }
      app = await startApp(env);
      browser = await launchBrowser();
      adminToken = await login(app, 'admin@example.com');
      queuesToken = await newDeployToken('mf-queues');
      detailToken = await newDeployToken('mf-order-detail');
    });
    after(async () => {
      console.log(`release drill (${store}): ${timings.join('; ')}`);
      await browser?.close();
      await app?.stop();
      await s3?.close();
    });

    it('a publish reaches open shells with no reload: an open queue offers the new version, the next visit loads it', async () => {
      const manager = await newPage(browser, app.baseUrl);
      const team = await newPage(browser, app.baseUrl);
      await signIn(manager.page, 'manager@example.com');
      await signIn(team.page, 'team@example.com');
      for (const { page } of [manager, team]) {
        await page.evaluate(() => ((window as { drillMark?: number }).drillMark = 42));
        await openQueue(page, 'New Orders', 'New Orders');
        await buildLine(page).waitFor();
        assert.equal(await buildLine(page).getAttribute('data-release'), 'built-in');
        assert.equal(await buildLine(page).textContent(), `Queues ${builtInVersion}`);
      }
      // Team goes on to the dashboard; Manager keeps the queue open.
      await team.page
        .getByRole('navigation')
        .getByRole('link', { name: /^Dashboard/ })
        .click();
      await team.page.waitForURL(/\/admin\/?$/);
      const fromRelease: string[] = [];
      team.page.on('request', (request) => {
        if (request.url().includes('/releases/mf-queues/')) fromRelease.push(request.url());
      });

      const published = await release(builds.v101, queuesToken, '--note', 'drill');
      assert.equal(published.code, 0, published.out);
      const [releaseId, state] = lastLine(published.out).split(' ');
      assert.match(releaseId!, /^1\.0\.1-[0-9a-f]{12}$/);
      assert.equal(state, 'live');
      const answered = Date.now();

      const banner = manager.page
        .getByRole('status')
        .filter({ hasText: 'A new version of Queues is available' });
      await banner.waitFor({ timeout: LIVE_GUARD_MS });
      timings.push(
        `npm run release (archive, upload, checks) ${published.ms} ms, then its answer -> banner on an open queue: ${Date.now() - answered} ms`,
      );

      // The page that had no queue open loads the release on its next visit, without reloading.
      const visit = Date.now();
      await openQueue(team.page, 'New Orders', 'New Orders');
      await team.page.locator(`[data-release="${releaseId}"]`).waitFor({ timeout: LIVE_GUARD_MS });
      timings.push(`next visit -> the new build shown: ${Date.now() - visit} ms`);
      assert.equal(await buildLine(team.page).textContent(), 'Queues 1.0.1');
      assert.ok(
        fromRelease.some((url) => /\.js(\?|$)/.test(url)),
        `chunks came from the release: ${fromRelease.join(', ')}`,
      );
      assert.ok(await stillTheSamePage(team.page), 'no page reload');

      // The open queue remounts alone when asked.
      await banner.getByRole('button', { name: 'Load the new version' }).click();
      await manager.page.locator(`[data-release="${releaseId}"]`).waitFor({ timeout: LIVE_GUARD_MS });
      assert.equal(await buildLine(manager.page).textContent(), 'Queues 1.0.1');
      await manager.page.getByRole('table', { name: 'New Orders' }).waitFor();
      assert.ok(await stillTheSamePage(manager.page), 'no page reload');
      await screenshot(manager.page, `release-drill-${store.replace(' ', '-')}-new-version`);
      assert.deepEqual(
        [...manager.problems.errors, ...team.problems.errors].filter((e) => !/favicon/.test(e)),
        [],
      );
      await manager.context.close();
      await team.context.close();
    });

    it('a canary at 50% reaches some demo members and not others, the same ones every time', async () => {
      const live = (await queuesEntry(app, adminToken)).releaseId;
      const published = await release(builds.v102, queuesToken, '--canary', '50');
      assert.equal(published.code, 0, published.out);
      const [canaryId, state] = lastLine(published.out).split(' ');
      assert.equal(state, 'canary');
      const seen = new Map<string, string | null>();
      for (const email of ACCOUNTS) {
        const token = await login(app, email);
        for (let ask = 0; ask < 3; ask += 1) {
          const { releaseId } = await queuesEntry(app, token);
          if (seen.has(email)) assert.equal(releaseId, seen.get(email), `${email} stays on one release`);
          seen.set(email, releaseId);
        }
      }
      const inCanary = [...seen].filter(([, id]) => id === canaryId).map(([email]) => email);
      const onLive = [...seen].filter(([, id]) => id === live).map(([email]) => email);
      assert.ok(
        inCanary.length > 0 && onLive.length > 0,
        `some in the canary (${inCanary.join(', ')}), some not (${onLive.join(', ')})`,
      );
      assert.equal(inCanary.length + onLive.length, ACCOUNTS.length);
    });

    it('a rollback from Settings -> Deployments returns everyone to the previous build within 2 s', async () => {
      const manager = await newPage(browser, app.baseUrl);
      const admin = await newPage(browser, app.baseUrl);
      await signIn(manager.page, 'manager@example.com');
      await openQueue(manager.page, 'New Orders', 'New Orders');
      await buildLine(manager.page).waitFor();
      assert.equal(await buildLine(manager.page).textContent(), 'Queues 1.0.1');

      await signIn(admin.page, 'admin@example.com');
      await admin.page
        .getByRole('navigation')
        .getByRole('link', { name: /^Deployments/ })
        .click();
      const card = admin.page.getByRole('region', { name: /Queues/ });
      await card.getByRole('button', { name: 'Roll Queues back' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      const clicked = Date.now();
      const banner = manager.page
        .getByRole('status')
        .filter({ hasText: 'A new version of Queues is available' });
      await banner.waitFor({ timeout: LIVE_GUARD_MS });
      timings.push(`rollback confirmed -> banner on an open queue: ${Date.now() - clicked} ms`);
      await banner.getByRole('button', { name: 'Load the new version' }).click();
      await manager.page.locator('[data-release="built-in"]').waitFor({ timeout: LIVE_GUARD_MS });
      assert.equal(await buildLine(manager.page).textContent(), `Queues ${builtInVersion}`);
      for (const email of ACCOUNTS) {
        const entry = await queuesEntry(app, await login(app, email));
        assert.equal(entry.releaseId, null, `${email} is back on the built-in build`);
      }
      // The card follows the live stream: the built-in build is live again.
      await card.getByText('Built-in build (dist/)').first().waitFor({ timeout: LIVE_GUARD_MS });
      await screenshot(admin.page, `release-drill-${store.replace(' ', '-')}-deployments`);
      await manager.context.close();
      await admin.context.close();
    });

    it('refuses a build against the next major of @earrival/shared (409) and a token of another app (403); nothing changes', async () => {
      const before = JSON.stringify((await api(app, adminToken, 'GET', '/api/remotes')).body.data);
      const refused = await release(builds.nextMajor, queuesToken);
      assert.notEqual(refused.code, 0);
      assert.match(refused.out, /409: Queues was built for @earrival\/shared \d+\.x; this back-office runs /);
      const wrongApp = await release(builds.v103, detailToken);
      assert.notEqual(wrongApp.code, 0);
      assert.match(wrongApp.out, /403: This deploy token may publish mf-order-detail only, not mf-queues\./);
      assert.equal(JSON.stringify((await api(app, adminToken, 'GET', '/api/remotes')).body.data), before);
    });

    it('two publishes at once both land; the later one recorded is live', async () => {
      const [a, b] = await Promise.all([
        release(builds.v103, queuesToken),
        release(builds.v104, queuesToken),
      ]);
      assert.equal(a.code, 0, a.out);
      assert.equal(b.code, 0, b.out);
      const ids = [lastLine(a.out).split(' ')[0], lastLine(b.out).split(' ')[0]];
      const all = (await api(app, adminToken, 'GET', '/api/admin/releases')).body.data as ReleasesData;
      const queues = all.find((entry) => entry.app === 'mf-queues')!;
      const recorded = queues.history.filter((r) => ids.includes(r.releaseId));
      assert.equal(recorded.length, 2);
      const later = recorded.reduce((x, y) => (x.sequence > y.sequence ? x : y));
      assert.equal(queues.live?.releaseId, later.releaseId);
    });
  });
}
