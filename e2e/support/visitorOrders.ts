import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from './browser';
import type { RunningApp } from './server';

/** The demo data's two landing domains: the default brand and a white-label one. */
export const DEFAULT_DOMAIN = 'cuba-earrival.example';
export const WHITE_LABEL_DOMAIN = 'arrivalpass-cuba.example';

/** A completed demo order a customer can track, with the document staff uploaded for it. */
export interface TrackedOrder {
  orderId: number;
  email: string;
  file1: string;
  bytes: Buffer;
}

/** A distinct small PDF per order (the server checks the bytes, not the name). */
const pdfFor = (orderId: number) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% order ${orderId}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

export async function staffToken(app: RunningApp): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/admin/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { jwtToken: string };
  return body.jwtToken;
}

async function staffGet<T>(app: RunningApp, token: string, url: string): Promise<T> {
  const response = await fetch(`${app.baseUrl}/api/${url}`, { headers: { authorization: token } });
  const body = (await response.json()) as { status: number; data: T };
  assert.equal(body.status, 1, url);
  return body.data;
}

/** A completed demo order of that landing domain, given a fresh document uploaded the way staff do it. */
export async function completedOrderWithDocument(
  app: RunningApp,
  token: string,
  domain: string,
): Promise<TrackedOrder> {
  const rows = await staffGet<Array<{ order_id: number }>>(
    app,
    token,
    'admin/get-orders-list/completedOrder?page=1&limit=100&delay=1',
  );
  for (const { order_id } of rows) {
    const detail = await staffGet<{ landing_domain: string; email: string }>(
      app,
      token,
      `admin/get-orders-details/${order_id}`,
    );
    if (detail.landing_domain !== domain) continue;
    const bytes = pdfFor(order_id);
    const form = new FormData();
    form.set('orderId', String(order_id));
    form.set('email', detail.email);
    form.set('mailServiceProvider', 'first');
    form.set('uploadVisaDoc', new Blob([bytes], { type: 'application/pdf' }), 'card.pdf');
    const upload = await fetch(`${app.baseUrl}/api/admin/upload-visa-document`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    assert.equal(upload.status, 200, await upload.clone().text());
    const files = fs.readdirSync(path.join(app.dataDir, 'uploads', 'docs', String(order_id)));
    const file1 = files.find((name) =>
      fs.readFileSync(path.join(app.dataDir, 'uploads', 'docs', String(order_id), name)).equals(bytes),
    );
    assert.ok(file1, 'the upload is stored');
    return { orderId: order_id, email: detail.email, file1, bytes };
  }
  throw new Error(`no completed demo order of ${domain}`);
}
