import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { customerDocumentName } from '@earrival/shared/util';
import { ok } from '../../../platform/http/reply';
import { replyWithObject } from '../../../platform/store/http';
import { customerError } from '../../../platform/errors';
import { compiledMessages, english, requestLanguage, textFor } from '../../../platform/i18n';
import { parseId } from '../../../platform/http/ids';
import { contentTypeOf, documentFolder } from '../documents';
import { rememberLanguageChoice } from './language';
import { provenOrder, setProof, settled, trackOrder } from './track';
import { verifyLink } from '../proof';
import { NEEDS_PROOF, NEEDS_PROOF_TEXT, NOT_MATCHED } from '../service/track';
import { downloadableKey, downloadPageData, recordCustomerDownload } from '../service/download';
import { limitDownloads } from '../service/rateLimit';
import * as S from '../schemas';

export { NEEDS_PROOF, NOT_MATCHED };
/** The track call's success message (the page shows it as a toast), in English. */
export const TRACK_FOUND = english({ id: 'track.found' });
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

  /** The order id the request's proof is for; refused when it is missing, forged, expired or another's. */
  function requireProof(request: FastifyRequest, orderId: number): void {
    if (provenOrder(request, secret) !== orderId) throw customerError('forbidden', NEEDS_PROOF_TEXT);
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
      const outcome = await trackOrder(app, request, reply, request.body);
      if (outcome.kind === 'notice') {
        const message = textFor(request, 'track.linkNotice');
        return reply.code(202).send({ status: 1, message, data: { checkEmail: true } });
      }
      return ok(
        { orderId: outcome.orderId, landingDomain: outcome.landingDomain },
        textFor(request, 'track.found'),
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
      setProof(reply, secret, orderId);
      // Relative, so the page opens on whichever app the link was opened (standalone 8081 or composed).
      return reply.redirect(`/get-new-order-details/${orderId}`, 302);
    },
  );

  app.get(
    '/front/messages',
    {
      schema: {
        tags: ['visitor'],
        summary:
          "The customer pages' texts in the request's language (?lang=, the switch's cookie, Accept-Language, English), compiled: for a page the server did not render. ?lang= also keeps the choice in the cookie",
        querystring: S.MessagesQuery,
        response: { 200: S.MessagesReply, ...S.errors },
      },
    },
    async (request, reply) => {
      const choice = requestLanguage(request);
      rememberLanguageChoice(request, reply, choice);
      reply.header('Vary', 'Accept-Language, Cookie');
      return ok({ language: choice.language, messages: compiledMessages(choice.language) }, 'OK');
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
      return downloadPageData(app, orderId);
    },
  );

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
      const file1 = request.body.file1;
      await recordCustomerDownload(app, request.actor, orderId, file1, request.body.timezone ?? '');
      return ok(
        { url: `front/${documentFolder(orderId)}${encodeURIComponent(file1)}` },
        textFor(request, 'download.starting'),
      );
    },
  );

  app.get(
    '/front/uploads/docs/:orderId/:file1',
    {
      schema: {
        tags: ['visitor'],
        summary:
          "The order's own stored document, as an attachment named cuba-arrival-card-<orderId>.<ext> (needs the proof for that order)",
        params: S.DocumentParams,
        response: { 200: S.DocumentBytes, 206: S.DocumentBytes, ...S.errors },
      },
    },
    async (request, reply) => {
      const orderId = parseId(request.params.orderId);
      requireProof(request, orderId);
      await limitDownloads(app.db, 'file', request.ip);
      const key = await downloadableKey(app, orderId, request.params.file1);
      const name = request.params.file1;
      // Streamed from the store, with Range (a resumed download) and ETag (If-None-Match, If-Range); saved
      // as 'cuba-arrival-card-<orderId>.pdf', not under the store's name.
      const sent = await replyWithObject(request, reply, store, key, {
        contentType: contentTypeOf(name),
        disposition: `attachment; filename="${customerDocumentName(orderId, name)}"`,
      });
      if (!sent) throw customerError('notFound', { id: 'download.notFound' });
      return sent;
    },
  );
}
