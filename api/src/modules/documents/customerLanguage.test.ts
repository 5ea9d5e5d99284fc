import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { siteOrder } from '../../testing/siteOrder';
import { mailSettled, startTestSmtp, type TestSmtp } from '../../platform/mailer/testing';
import { loadConfig } from '../../config';
import { pdfBytes, useDocumentSuite } from './fixtures/index';

// A guard against a hang, not a speed limit (uploads and real SMTP on the loaded 2-core machine).
jest.setTimeout(60_000);

const INTAKE_KEY = 'test-intake-key-lang';

/*
 * Issue 47: every customer mail is written in the order's language (subject, HTML and plain text): the
 * intake's `language`, else the language of the customer's last visit to the track page; staff may change
 * it, and a visit then no longer does.
 */
describe.each(databaseKinds())('customer mails in the customer language on %s', (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });
  const suite = useDocumentSuite(kind, () => ({
    intakeApiKey: INTAKE_KEY,
    mail: { ...loadConfig().mail, provider1Url: smtp.url, provider2Url: smtp.url },
  }));
  const db = () => suite.context.app.db;

  async function approve(orderId: number) {
    const { code } = await suite.upload(
      suite.staff.Team.token,
      { orderId: String(orderId), email: 'ana@example.org', mailServiceProvider: 'first' },
      { name: 'card.pdf', type: 'application/pdf', bytes: pdfBytes() },
    );
    expect(code).toBe(200);
    await mailSettled(suite.context.app);
    expect(smtp.received).toHaveLength(1);
    return smtp.received[0]!;
  }

  const languageOf = async (orderId: number) =>
    db()
      .selectFrom('orders')
      .select(['language', 'language_source'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  it("a Spanish customer's document mail arrives in Spanish: subject, HTML and plain text", async () => {
    const orderId = await makeOrder(db(), { first_name: 'Ana', sur_name: 'López', language: 'es' });
    const mail = await approve(orderId);
    expect(mail.subject).toBe(`Su tarjeta Cuba e-Arrival ha sido aprobada - pedido ${orderId}`);
    expect(mail.text).toContain('Estimado/a Ana López:');
    expect(mail.text).toContain(`número de pedido ${orderId}`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(`<strong>${orderId}</strong>`);
    expect(mail.text).not.toContain('Dear');
  });

  it('an order from the intake with language "fr" gets French mail; "pt-BR" reads as Portuguese, "nl" as English', async () => {
    const post = (body: Record<string, unknown>) =>
      suite.context.app.inject({
        method: 'POST',
        url: '/api/intake/orders',
        headers: { 'x-api-key': INTAKE_KEY },
        payload: siteOrder(body),
      });
    const french = await post({ order_number: 'SITE-FR-1', language: 'fr' });
    expect(french.statusCode).toBe(201);
    const orderId = french.json().data.order_id as number;
    expect(await languageOf(orderId)).toEqual({ language: 'fr', language_source: 'intake' });
    const mail = await approve(orderId);
    expect(mail.subject).toContain('Cuba e-Arrival');
    expect(mail.text).toMatch(/^Bonjour /);
    expect(mail.html).toContain('<html lang="fr">');

    const brazilian = await post({ order_number: 'SITE-PT-1', language: 'pt-BR' });
    expect(await languageOf(brazilian.json().data.order_id as number)).toMatchObject({ language: 'pt' });
    const dutch = await post({ order_number: 'SITE-NL-1', language: 'nl' });
    expect(dutch.statusCode).toBe(201);
    expect(await languageOf(dutch.json().data.order_id as number)).toEqual({
      language: null,
      language_source: null,
    });
    const malformed = await post({ order_number: 'SITE-XX-1', language: '<script>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('language');
  });

  it('no language known: English, as before', async () => {
    const orderId = await makeOrder(db(), { first_name: 'Ann', sur_name: 'Lee' });
    const mail = await approve(orderId);
    expect(mail.subject).toBe(`Your Cuba e-Arrival card is approved - order ${orderId}`);
    expect(mail.text).toContain('Dear Ann Lee,');
  });

  it('the track page visit sets the language; staff change it, and a later visit does not', async () => {
    const orderId = await makeOrder(db(), { email: 'ana@example.org', language: null });
    const track = (acceptLanguage: string) =>
      suite.context.app.inject({
        method: 'POST',
        url: '/api/front/track-order',
        headers: { 'accept-language': acceptLanguage },
        payload: { orderId: String(orderId), email: 'ana@example.org' },
      });
    const found = await track('ru-RU,ru;q=0.9,en;q=0.5');
    expect(found.statusCode).toBe(200);
    expect(found.json().message).toBe('Ваш заказ найден.');
    expect(await languageOf(orderId)).toEqual({ language: 'ru', language_source: 'visit' });

    const saved = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/save-order-language', {
      orderId,
      language: 'de',
    });
    expect(saved.code).toBe(200);
    expect(await languageOf(orderId)).toEqual({ language: 'de', language_source: 'staff' });
    await track('es');
    expect(await languageOf(orderId)).toEqual({ language: 'de', language_source: 'staff' });

    // The order page shows it, and its history says who changed it.
    const detail = await suite.as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${orderId}`);
    expect(detail.body.data).toMatchObject({ language: 'de' });
    expect(JSON.stringify(detail.body.data)).toContain('Customer language set to Deutsch (was Русский)');

    // The track-order link mail (Sent Mail) follows it.
    const sent = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/send-track-order-mail', {
      orderId,
      email: 'ana@example.org',
    });
    expect(sent.code).toBe(200);
    await mailSettled(suite.context.app);
    expect(smtp.received.at(-1)!.text).toMatch(/^Guten Tag /);

    const refused = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/save-order-language', {
      orderId,
      language: 'nl',
    });
    expect(refused.code).toBe(400);
  });
});
