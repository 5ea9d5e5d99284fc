import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../http/reply';
import { documentKey } from '../../platform/store/documents';
import { replyWithObject } from '../../platform/store/http';
import { forbidden, invalid, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { deviceFromUserAgent, locationOf } from './device';
import { contentTypeOf, documentFolder, safeFileName } from './documents';
import { afterReply, LINK_NOTICE, mailDocumentsLink, settled } from './linkMail';
import {
  PROOF_COOKIE,
  PROOF_COOKIE_PATH,
  PROOF_TTL_SECONDS,
  signProof,
  verifyLink,
  verifyProof,
} from './proof';
import {
  downloadHistory,
  downloadPageOrder,
  findOrder,
  isOrderDocument,
  recordDownload,
  sameEmail,
} from './repository';
import { TRACK_LIMITS, limitDownloads, limitTracking } from './rateLimit';
import { logSecurityEventOnce } from '../../security/securityLog';
import * as S from './schemas';

/** One answer for an unknown order and a wrong e-mail, so nobody can learn which order ids exist. */
export const NOT_MATCHED = 'We could not find an order with this Order ID and Email ID.';
export const NEEDS_PROOF = 'Please track your order with its Order ID and Email ID first.';
/** Where a documents link that is forged, malformed or expired sends the browser: the track form says so. */
export const LINK_REFUSED_QUERY = '?link=invalid';

/**
 * The customer's calls (no staff token): track an order with its id and e-mail, then read its download
 * history, record a download and fetch the document, the last three only with the proof tracking sets.
 */
export default async function visitorRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // Another plugin may already parse cookies for the whole app; only the parser is needed here.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  const secret = app.config.jwtSecret;
  // The documents staff uploaded, from the app's one store; read here, never written.
  const store = app.store;
  // The documents-link mails of locked orders are queued after the reply; wait for that at shutdown.
  app.addHook('onClose', async () => {
    await settled();
  });

  function setProof(reply: FastifyReply, orderId: number): void {
    reply.setCookie(PROOF_COOKIE, signProof(secret, orderId), {
      path: PROOF_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
      maxAge: PROOF_TTL_SECONDS,
    });
  }

  /** The order id the request's proof is for; refused when it is missing, forged, expired or another's. */
  function requireProof(request: FastifyRequest, orderId: number): void {
    const proven = verifyProof(secret, request.cookies[PROOF_COOKIE]);
    if (proven !== orderId) throw forbidden(NEEDS_PROOF);
  }

  app.addHook('onSend', async (_request, reply) => {
    // Customer data and documents must not sit in shared caches or the browser's back/forward cache.
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/front/track-order',
    {
      schema: {
        tags: ['visitor'],
        summary:
          "Find an order by id and e-mail (case and spaces ignored); success sets the proof cookie the other visitor calls need. While the order is locked by too many attempts, or the caller's address has made too many: 202 for every caller, and a link mailed to the order's address when the e-mail matches",
        body: S.TrackOrderBody,
        response: { 200: S.TrackOrderReply, 202: S.TrackLinkReply, ...S.errors },
      },
    },
    async (request, reply) => {
      const typedId = String(request.body.orderId).trim();
      const email = request.body.email.trim();
      if (!typedId) throw invalid('Please enter your orderId');
      if (!email) throw invalid('Please enter your email');
      const orderId = parseId(typedId);
      const gate = await limitTracking(app.db, request.ip, orderId);
      if (gate === 'address-limited') {
        // Once per address and window, whatever was typed (so the record says nothing about a match).
        const { limit, windowSeconds } = TRACK_LIMITS.perAddress;
        await logSecurityEventOnce(
          app.db,
          request,
          { key: `track-order:ip:${request.ip}`, windowSeconds },
          {
            event: 'rate-limited',
            actorId: null,
            detail: `track order: more than ${limit} attempts from this address within ${windowSeconds / 60} minutes; answered as a locked order until the window ends`,
          },
        );
      }

      const order = await findOrder(app.db, orderId);
      const matches = order !== undefined && sameEmail(email, order.email);
      if (gate !== 'open') {
        // Guessing locked the form for this order (or a crowd behind this address used up its tries), but
        // not the customer out: every caller gets the same answer at the same speed, and only the right
        // e-mail mails the order's own address a link, once the reply is gone (sending first would make
        // the right e-mail's answer measurably slower). The link mail's own limit (one per order per 10
        // minutes) keeps this from flooding the customer's mailbox.
        if (matches) {
          afterReply(reply, request.log, async () => {
            const deps = { db: app.db, mail: app.config.mail, mailer: app.mailer, secret, log: request.log };
            const outcome = await mailDocumentsLink(deps, orderId);
            request.log.info({ orderId, outcome, gate }, 'documents link mail');
          });
        }
        return reply.code(202).send({ status: 1, message: LINK_NOTICE, data: { checkEmail: true } });
      }
      if (!order || !matches) throw notFound(NOT_MATCHED);

      setProof(reply, order.order_id);
      return ok(
        { orderId: order.order_id, landingDomain: order.landing_domain },
        'Your order has been found.',
      );
    },
  );

  app.get(
    '/front/open-documents-link',
    {
      schema: {
        tags: ['visitor'],
        summary:
          "The link mailed while tracking was locked: a valid one (24 h) sets the proof and redirects to the order's download page; any other redirects to the track form, which says the link is not valid",
        querystring: S.LinkQuery,
        response: { 302: S.Redirect, ...S.errors },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const orderId = verifyLink(secret, token);
      if (orderId === null) {
        // The id a well-formed token names only fills in the form; nothing is granted for it.
        const named = /^(\d{1,10})\./.exec(token ?? '')?.[1] ?? '';
        return reply.redirect(`/track-order/${named}${LINK_REFUSED_QUERY}`, 302);
      }
      setProof(reply, orderId);
      // Relative, so the page opens on whichever app the link was opened (standalone 8081 or composed).
      return reply.redirect(`/get-new-order-details/${orderId}`, 302);
    },
  );

  app.post(
    '/front/get-download-history',
    {
      schema: {
        tags: ['visitor'],
        summary: 'The order, its newest document and its downloads, newest first (needs the proof)',
        body: S.HistoryBody,
        response: { 200: S.HistoryReply, ...S.errors },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      requireProof(request, orderId);
      const order = await downloadPageOrder(app.db, orderId);
      // A valid proof names an existing order; it can only be gone if the order was erased since.
      if (!order) throw notFound(NOT_MATCHED);
      // Offer the download only when the file is really there (a record without its file helps nobody).
      const key = order.file1 === null ? null : documentKey(orderId, order.file1);
      const stored = key !== null && (await store.stat(key)) !== null;
      const mainResult = { ...order, completed: order.completed && stored };
      return {
        status: 1,
        message: 'OK',
        data: await downloadHistory(app.db, orderId),
        mainResult,
        path:
          mainResult.completed && mainResult.file1
            ? { path: documentFolder(orderId), file1: mainResult.file1 }
            : null,
      };
    },
  );

  /** The store key of a downloadable order's document, or a clear 4xx: not this order's, or not ready. */
  async function downloadableKey(orderId: number, file1: string): Promise<string> {
    const name = safeFileName(file1);
    const order = await downloadPageOrder(app.db, orderId);
    if (!order) throw notFound(NOT_MATCHED);
    if (!order.completed) throw invalid('Your document is not ready yet.');
    if (!(await isOrderDocument(app.db, orderId, name))) throw notFound('Document not found.');
    const key = documentKey(orderId, name);
    if (!key) throw notFound('Document not found.');
    return key;
  }

  app.post(
    '/front/download-passport-doc-pdf',
    {
      schema: {
        tags: ['visitor'],
        summary:
          "Record a download (time, IP, device, browser, OS, country) of the order's document; answers with its address (needs the proof)",
        body: S.DownloadBody,
        response: { 200: S.DownloadReply, ...S.errors },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      requireProof(request, orderId);
      await limitDownloads(app.db, 'record', request.ip);
      const file1 = request.body.file1;
      if (!(await store.stat(await downloadableKey(orderId, file1)))) throw notFound('Document not found.');
      const userAgent = request.headers['user-agent'] ?? null;
      await recordDownload(app.db, {
        orderId,
        ip: request.ip,
        location: await locationOf(request.ip),
        file1,
        timezone: request.body.timezone ?? '',
        userAgent: userAgent ? userAgent.slice(0, 1000) : null,
        ...deviceFromUserAgent(userAgent ?? undefined),
      });
      return ok(
        { url: `front/${documentFolder(orderId)}${encodeURIComponent(file1)}` },
        'Your download will start shortly.',
      );
    },
  );

  app.get(
    '/front/uploads/docs/:orderId/:file1',
    {
      schema: {
        tags: ['visitor'],
        summary: "The order's own stored document, as an attachment (needs the proof for that order)",
        params: S.DocumentParams,
        response: { 200: S.DocumentBytes, 206: S.DocumentBytes, ...S.errors },
      },
    },
    async (request, reply) => {
      const orderId = parseId(request.params.orderId);
      requireProof(request, orderId);
      await limitDownloads(app.db, 'file', request.ip);
      const key = await downloadableKey(orderId, request.params.file1);
      const name = request.params.file1;
      // Streamed from the store, with Range (a resumed download) and ETag (If-None-Match, If-Range).
      const sent = await replyWithObject(request, reply, store, key, {
        contentType: contentTypeOf(name),
        disposition: `attachment; filename="${name}"`,
      });
      if (!sent) throw notFound('Document not found.');
      return sent;
    },
  );
}
