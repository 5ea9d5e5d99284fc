import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { cspViolations, newPage, recordCspViolations, screenshot } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * The interactive API reference at /api/reference (@fastify/swagger-ui) in Chromium, under the server's
 * Content-Security-Policy: it renders the OpenAPI document GET /api/docs serves, lists its operations and
 * opens one, with no failed request, no CSP violation and no page or console error.
 */

interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, { operationId?: string }>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** "GET /api/admin/get-orders-list/{orderName}" for every operation of the document. */
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

const ORDER_LIST = '/api/admin/get-orders-list/{orderName}';

/** Requests that failed or were answered 400 or above, from now on. */
function recordFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

/** Opens the reference and waits until it lists operations; returns the document the page read. */
async function openReference(page: Page): Promise<unknown> {
  // swagger-ui's initializer reads the document from the reference's own ./json, not from /api/docs.
  const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reference/json');
  const answer = await page.goto('/api/reference');
  assert.ok(answer);
  assert.equal(answer.status(), 200);
  assert.match(
    (await answer.allHeaders())['content-security-policy'] ?? '',
    /script-src 'self'.*style-src 'self'/,
    'served under the same CSP as the apps',
  );
  await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
  return (await read).json();
}

describe('API reference, in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let document: OpenApiDocument;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });
  before(async () => {
    const served = await fetch(`${app.baseUrl}/api/docs`);
    assert.equal(served.status, 200);
    document = (await served.json()) as OpenApiDocument;
  });

  it('shows the document /api/docs serves, lists every operation, and opens the order list', async () => {
    const operations = operationsOf(document);
    assert.ok(operations.includes(`GET ${ORDER_LIST}`), 'the document has the order list');
    const { page, context } = await newPage(browser, app.baseUrl);
    const failed = recordFailedRequests(page);
    assert.deepEqual(await openReference(page), document, 'the page reads the document /api/docs serves');

    // swagger-ui's own tab title (docs.ts sets no theme title); the heading is the document's.
    assert.equal(await page.title(), 'Swagger UI');
    const heading = page.getByRole('heading', { name: document.info.title });
    await heading.waitFor();
    assert.match(await heading.innerText(), new RegExp(document.info.version.replace(/\./g, '\\.')));

    const shown = await page.locator('.opblock').evaluateAll((blocks) =>
      blocks.map((block) => {
        const method = block.querySelector('.opblock-summary-method')?.textContent ?? '';
        const path = block.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method.toUpperCase()} ${path}`;
      }),
    );
    assert.deepEqual([...new Set(shown)].sort(), [...operations].sort(), 'every operation of the document');

    // A caller opens the order list: its parameters show, and the address deep-links to its operationId.
    const orderList = page.locator('.opblock-get').filter({
      has: page.locator(`.opblock-summary-path[data-path="${ORDER_LIST}"]`),
    });
    await orderList.locator('.opblock-summary-control').first().click();
    const parameter = orderList.locator('tr[data-param-name="orderName"][data-param-in="path"]');
    await parameter.waitFor();
    assert.match(await parameter.locator('.parameter__name').innerText(), /^orderName\s*\*$/, 'required');
    const operationId = document.paths[ORDER_LIST]?.get?.operationId;
    assert.equal(operationId, 'getOrdersList');
    await page.waitForURL((url) => url.hash.endsWith(`/${operationId}`));
    await screenshot(page, 'api-reference-order-list');
    assert.deepEqual(failed, [], 'no request failed');
    await context.close();
  });

  it('loads under the CSP with no violation and no page or console error', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await recordCspViolations(page);
    const failed = recordFailedRequests(page);
    await openReference(page);
    await page.getByRole('heading', { name: document.info.title }).waitFor();
    assert.deepEqual(failed, [], 'no request failed');
    assert.deepEqual(await cspViolations(page), [], 'no CSP violation');
    assert.deepEqual(problems.errors, [], 'no page or console error');
    await context.close();
  });
});
