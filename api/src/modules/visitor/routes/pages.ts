import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { LIMITS } from '@earrival/shared/limits';
import { customerError, DomainError } from '../../../platform/errors';
import {
  compiledMessages,
  customerTextFor,
  requestLanguage,
  translate,
  type CustomerText,
} from '../../../platform/i18n';
import {
  CUSTOMER_LANGUAGES,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  type CustomerLanguage,
} from '@earrival/shared/languages';
import type { Messages } from '@lingui/core';
import { HTTP_STATUS } from '../../../platform/http/envelope';
import { escapeHtml } from '../../../platform/mailer/templates';
import { postedFromElsewhere } from '../../../platform/http/formOrigin';
import { documentAddress, downloadPageData, recordCustomerDownload } from '../service/download';
import { NEEDS_PROOF_TEXT } from '../service/track';
import { rememberLanguageChoice } from './language';
import { provenOrder, trackOrder } from './track';
import type { HistoryReply } from '../schemas';

/**
 * What the page's renderer starts from (mf-visitor reads it as VisitorPageState): the address and the
 * brand, the answer to a form posted without JavaScript, and the download page's data when proven.
 */
export interface PageState {
  /** The address the page was rendered for (path and query). */
  url: string;
  /** The landing domain the page wears: `?landing=`, otherwise the host the page was opened on. */
  domain: string;
  /** The language the page is written in, and its texts (compiled): the browser renders with the same. */
  language: CustomerLanguage;
  messages: Messages;
  /** What was typed, and the refusal or notice under it. */
  track?: { values: { orderId: string; email: string }; error?: string; notice?: string };
  /** The history call's answer. */
  download?: HistoryReply;
  /** Why a Download Now posted without JavaScript was refused. */
  downloadError?: string;
}

/** What the visitor build's server renderer (mf-visitor/server/render.tsx) offers. */
type Render = (state: PageState) => Promise<{ app: string; stateScript: string }>;

/** The form's fields as the browser posts them (application/x-www-form-urlencoded). */
type FormBody = Record<string, string | undefined>;

const TRACK_PAGES = ['/', '/track-order/', '/track-order/:orderId'] as const;
const DOWNLOAD_PAGE = '/get-new-order-details/:orderId';
/** A form of two short fields; anything longer is not ours. */
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * The stylesheet links of one of the build's other server-rendered screens, from the list the build
 * writes beside index.html (`page-styles.json`: scripts/first-screen-links.ts); none when it has no list.
 */
async function pageStyles(dist: string, page: string): Promise<string> {
  const file = path.join(dist, 'page-styles.json');
  if (!fs.existsSync(file)) return '';
  const styles = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, unknown>;
  const files = Array.isArray(styles[page]) ? styles[page] : [];
  return files
    .filter((name): name is string => typeof name === 'string' && /^[\w.-]+\.css$/.test(name))
    .map((name) => `<link rel="stylesheet" href="/${name}">`)
    .join('');
}

/** The built page and its renderer, read once; null when the build has no renderer (the page then renders in the browser). */
function pageBuilder(dist: string) {
  let loaded: Promise<{ template: string; render: Render; downloadStyles: string } | null> | undefined;
  const load = async () => {
    const file = path.join(dist, 'ssr', 'render.cjs');
    if (!fs.existsSync(file)) return null;
    const module = (await import(pathToFileURL(file).href)) as {
      render?: Render;
      default?: { render?: Render };
    };
    const render = module.render ?? module.default?.render;
    if (!render) return null;
    const template = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
    return { template, render, downloadStyles: await pageStyles(dist, 'download') };
  };
  return async (state: PageState, alternates: string): Promise<string | null> => {
    loaded ??= load();
    const built = await loaded;
    if (!built) return null;
    const { app, stateScript } = await built.render(state);
    // The download page the server filled is styled at its first paint: its script (and the stylesheets
    // it would bring) waits for the customer's first touch.
    const styles = state.download ? built.downloadStyles : '';
    const text = (id: 'page.title' | 'page.description') => escapeHtml(translate(state.language, id));
    // The page works without JavaScript now: the template's "needs JavaScript" notice goes.
    return (
      built.template
        // The built page is minified: attribute values may come with or without quotes.
        .replace(/<html(\s+lang=(?:"[^"]*"|[^\s>]*))?/, () => `<html lang="${LANGUAGE_TAGS[state.language]}"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${text('page.title')}</title>`)
        .replace(
          /<meta name="?description"? content=(?:"[^"]*"|[^\s>]*)/,
          () => `<meta name="description" content="${text('page.description')}"`,
        )
        .replace(/<noscript>[^<]*<\/noscript>/, '')
        .replace('</head>', () => `${alternates}${styles}</head>`)
        .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${app}</div>${stateScript}`)
    );
  };
}

/** The landing domain the page wears: `?landing=` (a brand preview), otherwise the host it was opened on. */
function domainOf(request: FastifyRequest): string {
  const landing = new URL(request.url, 'http://page').searchParams.get('landing');
  return landing || request.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
}

/**
 * The page's address in every customer language (`?lang=`), and without one for whoever has no choice
 * yet (x-default): what search engines offer a reader of each language.
 */
function languageAlternates(request: FastifyRequest): string {
  // The path and query as the page reads them (a URL such as '//elsewhere/x' stays a path of this site).
  const address = new URL(request.url, 'http://page');
  let url: URL;
  try {
    url = new URL(`${address.pathname}${address.search}`, `${request.protocol}://${request.host}`);
  } catch {
    // A Host header no address can be built on: the page goes without its alternates.
    return '';
  }
  url.searchParams.delete(LANGUAGE_PARAM);
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  const inLanguage = (language: CustomerLanguage) => {
    const target = new URL(url);
    target.searchParams.set(LANGUAGE_PARAM, language);
    return target.href;
  };
  return [
    ...CUSTOMER_LANGUAGES.map((language) => link(LANGUAGE_TAGS[language], inLanguage(language))),
    link('x-default', url.href),
  ].join('');
}

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as FormBody)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

export interface VisitorPagesOptions {
  /** The visitor build (mf-visitor/dist): its index.html and its server renderer (ssr/render.cjs). */
  dist: string;
  /** The page as built, for a build without a renderer. */
  sendBuiltPage: (reply: FastifyReply) => FastifyReply;
}

/**
 * The customers' pages of the standalone visitor site, rendered on the server: the track form (at `/` and
 * `/track-order/{orderId}`) and the download page (with the order's data when the request carries the
 * proof). The form also works without JavaScript: the browser posts it here, and the answer is the page
 * again with the refusal under the form, or the order's download page. Same checks, throttles and proof
 * as the JSON call (routes/track.ts). A form posted from another site's page is refused with 403
 * (platform/http/formOrigin.ts).
 */
export async function visitorPages(app: FastifyInstance, options: VisitorPagesOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
  const build = pageBuilder(options.dist);
  const secret = app.config.jwtSecret;

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    state: Omit<PageState, 'url' | 'domain' | 'language' | 'messages'>,
    cache: 'no-cache' | 'no-store',
  ) {
    // A page that shows an order wears the order's brand from its first paint, as it would once its
    // script knew the order; any other, the preview's or the host's.
    const domain = state.download?.mainResult.landing_domain || domainOf(request);
    const choice = requestLanguage(request);
    const { language } = choice;
    const page = await build(
      { ...state, url: request.url, domain, language, messages: compiledMessages(language) },
      languageAlternates(request),
    );
    if (page === null) return options.sendBuiltPage(reply);
    rememberLanguageChoice(request, reply, choice);
    return reply
      .header('Cache-Control', cache)
      .header('Vary', 'Accept-Language, Cookie')
      .header('Content-Language', LANGUAGE_TAGS[language])
      .type('text/html; charset=utf-8')
      .send(page);
  }

  for (const url of TRACK_PAGES) {
    app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, {}, 'no-cache'));
    app.post(url, { schema: { hide: true } }, async (request, reply) => {
      // What was typed goes back into the form; a refusal goes under it, in the page's live region.
      const answer = (track: NonNullable<PageState['track']>, code: number) =>
        sendPage(request, reply.code(code), { track }, 'no-store');
      const says = (text: CustomerText) => customerTextFor(request, text);
      // Posted by another site's page (login CSRF): nothing is tried, and what it typed is not shown.
      if (postedFromElsewhere(request))
        return answer({ values: { orderId: '', email: '' }, error: says({ id: 'form.crossSite' }) }, 403);
      const values = { orderId: field(request.body, 'orderId'), email: field(request.body, 'email') };
      try {
        if (values.orderId.length > LIMITS.orderIdText || values.email.length > LIMITS.email)
          throw customerError('invalid', { id: 'track.fieldsTooLong' });
        const outcome = await trackOrder(app, request, reply, values);
        if (outcome.kind === 'notice')
          return answer({ values, notice: says({ id: 'track.linkNotice' }) }, 202);
        // Post/redirect/get: the download page renders from the proof just set, and reloads safely.
        return reply.redirect(`/get-new-order-details/${outcome.orderId}`, 303);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
        return answer(
          { values, error: error.text ? says(error.text) : error.message },
          HTTP_STATUS[error.kind],
        );
      }
    });
  }

  /** The order the download page's address names, when the request proves it; null otherwise. */
  function provenPageOrder(request: FastifyRequest): number | null {
    const typed = (request.params as { orderId: string }).orderId;
    const proven = provenOrder(request, secret);
    return proven !== null && /^\d+$/.test(typed) && Number(typed) === proven ? proven : null;
  }

  async function sendDownloadPage(request: FastifyRequest, reply: FastifyReply, downloadError?: string) {
    const orderId = provenPageOrder(request);
    // Without the proof (or for another order) the page renders without data: its script then says so.
    const download =
      orderId === null ? undefined : await downloadPageData(app, orderId).catch(() => undefined);
    return sendPage(
      request,
      reply,
      { ...(download ? { download } : {}), ...(downloadError ? { downloadError } : {}) },
      'no-store',
    );
  }

  app.get(DOWNLOAD_PAGE, { schema: { hide: true } }, (request, reply) => sendDownloadPage(request, reply));

  // Download Now without JavaScript: the download is recorded as the page's call records it, then the
  // browser fetches the file (an attachment: the page stays).
  app.post(DOWNLOAD_PAGE, { schema: { hide: true } }, async (request, reply) => {
    try {
      if (postedFromElsewhere(request)) throw customerError('forbidden', { id: 'form.crossSite' });
      const orderId = provenPageOrder(request);
      if (orderId === null) throw customerError('forbidden', NEEDS_PROOF_TEXT);
      const file1 = field(request.body, 'file1');
      if (!file1 || file1.length > LIMITS.fileName)
        throw customerError('notFound', { id: 'download.notFound' });
      await recordCustomerDownload(app, request.actor, orderId, file1, '');
      return reply.redirect(documentAddress(orderId, file1), 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      const message = error.text ? customerTextFor(request, error.text) : error.message;
      return sendDownloadPage(request, reply.code(HTTP_STATUS[error.kind]), message);
    }
  });
}
