import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import axe, { type Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { encodeId } from '@earrival/shared/util';
import { DEMO_PASSWORD, networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/*
 * The accessibility sweep: axe-core finds no critical or serious violation (WCAG 2.1 A and AA rules) on
 * each page staff and customers use, at a desktop width and at a phone width, in light and in dark mode
 * (the system setting the staff pages follow by default; the customers' pages stay light), and every
 * control on a page can be reached with Tab and shows where the focus is.
 */

const WIDTHS = [1280, 375] as const;
const SCHEMES = ['light', 'dark'] as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

interface Target {
  name: string;
  /** Where the page lives: the composed app or the standalone visitor app. */
  on: 'app' | 'visitor';
  signedIn: boolean;
  open: (page: Page) => Promise<void>;
}

/** One violation per line, with where it is and what axe says to fix, for a failing run's message. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map(
          (node) =>
            `      at ${node.target.join(' ')}\n         ${node.failureSummary?.split('\n').join(' ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 6 ? `\n      ... and ${violation.nodes.length - 6} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes}${more}`;
    })
    .join('\n');
}

async function blockingViolations(page: Page): Promise<Result[]> {
  // axe's own script, evaluated in the page (not a <script> tag, which the app's CSP would refuse).
  await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG,
  );
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/**
 * Tabs through the page: every enabled control is reached, and each shows a visible change when it has
 * the focus (an outline, a ring or a border), so a keyboard user sees where they are.
 */
async function keyboardProblems(page: Page, maxTabs = 250): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const reached = new Set<string>();
  for (let step = 0; step < maxTabs; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const key = element.dataset.a11yKey ?? `k${Math.random().toString(36).slice(2)}`;
      element.dataset.a11yKey = key;
      const style = getComputedStyle(element);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent?.trim().slice(0, 40) || element.getAttribute('name') || element.tagName);
      return { key, ring, what: `${element.tagName.toLowerCase()} "${label}"` };
    });
    if (!focused) continue;
    // Back at the first control: the walk has gone round the page. (A date field takes a Tab per part, so
    // the same control twice in a row is not yet the end.)
    if (reached.size > 1 && focused.key === [...reached][0]) break;
    if (reached.has(focused.key)) continue;
    reached.add(focused.key);
    if (!focused.ring) problems.push(`no visible focus on ${focused.what}`);
  }
  const unreached = await page.evaluate(
    (keys) => {
      const seen = new Set(keys);
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]):not([type=radio]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
        ),
      ].filter((element) => element.getAttribute('tabindex') !== '-1');
      return controls
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // checkVisibility is false inside a closed <details>: its links are reached once it is opened.
          const shown =
            box.width > 0 &&
            box.height > 0 &&
            element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
          return (
            shown &&
            !element.closest('[inert], [aria-hidden=true]') &&
            !seen.has(element.dataset.a11yKey ?? '')
          );
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"`,
        );
    },
    [...reached],
  );
  // A radio group takes one Tab stop (arrows move inside it), so radios are left out of the count.
  return [...problems, ...unreached.map((what) => `not reachable with Tab: ${what}`)];
}

interface DemoOrder {
  orderId: number;
  email: string;
}

/** A demo order whose customer has a document to download and a download history to show. */
async function orderWithDownloads(app: RunningApp): Promise<DemoOrder> {
  const login = await fetch(`${app.baseUrl}/api/admin/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { jwtToken: string }).jwtToken;
  const get = async <T>(url: string) =>
    (
      (await (await fetch(`${app.baseUrl}/api/${url}`, { headers: { authorization: token } })).json()) as {
        data: T;
      }
    ).data;
  const rows = await get<Array<{ order_id: number }>>(
    'admin/get-orders-list/completedOrder?page=1&limit=100',
  );
  for (const { order_id } of rows) {
    const detail = await get<{ email: string; uploadDoc: unknown[]; downloadHistory: unknown[] }>(
      `admin/get-orders-details/${order_id}`,
    );
    if (detail.uploadDoc.length && detail.downloadHistory.length)
      return { orderId: order_id, email: detail.email };
  }
  throw new Error('no completed demo order with a document and a download history');
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name }).first().waitFor({ timeout: 30_000 });

function targets(order: () => DemoOrder): Target[] {
  const admin = (
    name: string,
    path: string | (() => string),
    ready: (page: Page) => Promise<unknown>,
  ): Target => ({
    name,
    on: 'app',
    signedIn: true,
    open: async (page) => {
      await page.goto(typeof path === 'string' ? path : path());
      await ready(page);
    },
  });
  return [
    {
      name: 'sign-in',
      on: 'app',
      signedIn: false,
      open: async (page) => {
        await page.goto('/');
        await page.getByLabel('Email ID').waitFor();
      },
    },
    {
      name: 'forgot-password',
      on: 'app',
      signedIn: false,
      open: async (page) => {
        await page.goto('/forgot-password');
        await page.getByRole('button').first().waitFor({ timeout: 30_000 });
      },
    },
    admin('dashboard', '/admin', (page) => page.locator('tbody tr').first().waitFor({ timeout: 30_000 })),
    admin('queue (Pending Orders)', '/admin/pending-order', (page) =>
      page.locator('tbody tr').first().waitFor({ timeout: 30_000 }),
    ),
    admin('Future Order tiles', '/admin/future-order', (page) => heading(page, 'Future Order')),
    admin(
      'order detail',
      () => `/admin/view-order/${encodeId(order().orderId)}`,
      (page) => page.getByText(order().email).first().waitFor({ timeout: 30_000 }),
    ),
    admin('Country Order List (chart)', '/admin/country-order', (page) =>
      page
        .getByTestId('report-chart')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor({ timeout: 30_000 }),
    ),
    admin('Order Processed (chart)', '/admin/processed-order', (page) =>
      page
        .getByTestId('report-chart')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor({ timeout: 30_000 }),
    ),
    admin('Manage Team', '/admin/manage-team', (page) =>
      page.locator('tbody tr').first().waitFor({ timeout: 30_000 }),
    ),
    admin('Change Gateway', '/admin/gateway-setting', (page) => heading(page, 'Change Gateway')),
    admin('Update Password', '/admin/change-password', (page) => heading(page, 'Update Password')),
    admin('Two-Factor Sign-In', '/admin/two-factor', (page) => heading(page, /Two-Factor/)),
    admin('Deployments', '/admin/deployments', (page) => heading(page, 'Deployments')),
    admin('Sessions', '/admin/sessions', (page) =>
      page.getByRole('table', { name: 'Sessions' }).waitFor({ timeout: 30_000 }),
    ),
    admin('Security Log', '/admin/security-log', (page) =>
      page.getByRole('table', { name: 'Security events' }).waitFor({ timeout: 30_000 }),
    ),
    {
      name: 'visitor track page',
      on: 'visitor',
      signedIn: false,
      open: async (page) => {
        await page.goto(`/track-order/${order().orderId}`);
        await page.getByRole('button', { name: 'TRACK ORDER' }).waitFor({ timeout: 30_000 });
      },
    },
    {
      name: 'visitor download page',
      on: 'visitor',
      signedIn: false,
      open: async (page) => {
        await page.goto(`/track-order/${order().orderId}`);
        await page.getByLabel('Email ID').fill(order().email);
        await page.getByRole('button', { name: 'TRACK ORDER' }).click();
        await page.waitForURL(`**/get-new-order-details/**`, { timeout: 30_000 });
        await page.getByRole('table', { name: 'Downloaded History' }).waitFor({ timeout: 30_000 });
      },
    },
  ];
}

describe('accessibility sweep (axe-core, WCAG 2.1 AA: no critical or serious violation)', () => {
  let app: RunningApp;
  let browser: Browser;
  let demo: DemoOrder | undefined;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });
  before(async () => {
    demo = await orderWithDownloads(app);
  });
  const order = () => {
    assert.ok(demo, 'the demo order was found');
    return demo;
  };

  for (const scheme of SCHEMES)
    for (const width of WIDTHS) {
      describe(`at ${width} px wide, ${scheme} mode`, () => {
        const contexts: BrowserContext[] = [];
        const pages = new Map<string, Page>();
        /** One page per kind (signed in, signed out, visitor app), reused across the targets. */
        async function pageFor(target: Target): Promise<Page> {
          const kind = `${target.on}:${target.signedIn}`;
          const existing = pages.get(kind);
          if (existing) return existing;
          const { page, context } = await newPage(
            browser,
            target.on === 'app' ? app.baseUrl : app.visitorUrl,
            {
              width,
              height: 900,
            },
          );
          contexts.push(context);
          await page.emulateMedia({ colorScheme: scheme });
          if (target.signedIn) {
            await signIn(page, 'admin@example.com');
            // The welcome toast is a transient overlay, not part of the page under test.
            await page.evaluate(() =>
              document.querySelectorAll('.Toastify').forEach((toast) => toast.remove()),
            );
          }
          pages.set(kind, page);
          return page;
        }
        after(async () => {
          for (const context of contexts) await context.close();
        });

        for (const target of targets(order)) {
          it(`${target.name}: no critical or serious violation, every control reachable by keyboard`, async () => {
            const page = await pageFor(target);
            await target.open(page);
            await networkQuiet(page);
            // Staff pages follow the system's colour setting; the customers' pages stay light.
            if (target.on === 'app' && !target.name.startsWith('visitor'))
              assert.equal(
                await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme')),
                scheme,
              );
            await screenshot(
              page,
              `a11y-${target.name.replace(/\W+/g, '-').toLowerCase()}-${width}-${scheme}`,
            );
            const violations = await blockingViolations(page);
            assert.equal(
              violations.length,
              0,
              `${target.name} at ${width} px, ${scheme}: ${violations.length} critical or serious axe violation(s)\n${describeViolations(violations)}`,
            );
            const keyboard = await keyboardProblems(page);
            assert.deepEqual(
              keyboard,
              [],
              `${target.name} at ${width} px, ${scheme}: keyboard problems\n  ${keyboard.join('\n  ')}`,
            );
          });
        }
      });
    }
});
