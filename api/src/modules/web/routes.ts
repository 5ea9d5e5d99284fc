import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  REMOTE_APPS,
  SHELL_APP,
  SHELL_SIGN_IN_PAGES,
  SHELL_THEME_COOKIE,
  VISITOR_APP,
} from '@earrival/shared/apps';
import { visitorPages } from '../visitor/public';
import { standalonePage } from '../releases/public';
import { distOf } from '../../platform/http/apps';
import { refuseCrossSiteForm } from '../../platform/http/formOrigin';

// Entry points must be re-read after a redeploy; hashed chunks never change and may be cached for good.
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = /\.[0-9a-f]{10}\.\w+$/.test(path.basename(filePath).replace(/\.(br|gz)$/, ''));
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Source maps are served only when SERVE_SOURCE_MAPS=1: browsers never download them otherwise. */
const sourceMapsServed = () => process.env.SERVE_SOURCE_MAPS === '1';

/**
 * Options every static folder shares: the build's .br/.gz twin of a file is sent when the browser accepts
 * it (with Vary: Accept-Encoding), caching by file name, and .map files only when configured.
 */
export function staticOptions(root: string) {
  const serveMaps = sourceMapsServed();
  return {
    root,
    preCompressed: true,
    setHeaders: setCacheHeaders,
    allowedPath: (pathName: string) => serveMaps || !pathName.endsWith('.map'),
  };
}

/**
 * What crawlers may read: the back-office is staff-only, so nothing of it belongs in a search index; the
 * visitor site is the customers' public page.
 */
const ROBOTS = {
  backOffice: 'User-agent: *\nDisallow: /\n',
  visitorSite: 'User-agent: *\nAllow: /\n',
} as const;

function robots(app: FastifyInstance, text: string): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(text),
  );
}

/** The theme cookie the shell writes: 'dark', or light for anything else (or none). */
const DARK_THEME_COOKIE = new RegExp(`(?:^|;\\s*)${SHELL_THEME_COOKIE.replace(/\./g, '\\.')}=dark(?:;|$)`);
const themeOf = (request: FastifyRequest): 'light' | 'dark' =>
  DARK_THEME_COOKIE.test(request.headers.cookie ?? '') ? 'dark' : 'light';

/** A sign-in form has two short fields and a box; anything longer is not ours. */
const SIGN_IN_FORM_LIMIT = 4 * 1024;

/**
 * The prerendered sign-in form, pressed before the shell's script arrived, posts itself to '/' (its
 * method is POST so that a password never lands in an address): the member gets the page again. The body
 * is read past, never parsed nor kept: sign-in is the JSON call's alone. A post from another site's page
 * is refused (403) before its body is read: it is no member's.
 */
async function signInPostedWithoutScript(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: SIGN_IN_FORM_LIMIT },
    (_request, _body, done) => done(null, null),
  );
  app.post('/', { schema: { hide: true }, onRequest: refuseCrossSiteForm }, (_request, reply) =>
    reply.redirect('/', 303),
  );
}

/** The composed app on the main port: shell at /, each remote under /<folder>/, the registry, SPA fallback. */
export function composedWeb(appsRoot: string) {
  return async function web(app: FastifyInstance): Promise<void> {
    robots(app, ROBOTS.backOffice);
    for (const { folder } of REMOTE_APPS) {
      await app.register(fastifyStatic, {
        ...staticOptions(distOf(appsRoot, folder)),
        prefix: `/${folder}/`,
        decorateReply: false,
        index: false,
      });
    }
    const shellDist = distOf(appsRoot, SHELL_APP.folder);
    // '/' is the sign-in page the shell's build prerendered, shown before its script arrives, in the theme
    // the member's browser last showed the back office in; a build without it (the development server's)
    // has its index.html there.
    const built = (file: string) => (fs.existsSync(path.join(shellDist, file)) ? file : 'index.html');
    const signInPages = { light: built(SHELL_SIGN_IN_PAGES.light), dark: built(SHELL_SIGN_IN_PAGES.dark) };
    const sendSignInPage = (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .sendFile(signInPages[themeOf(request)], shellDist);
    app.get('/', { schema: { hide: true } }, sendSignInPage);
    await app.register(signInPostedWithoutScript);
    await app.register(fastifyStatic, { ...staticOptions(shellDist), prefix: '/', index: false });
    app.spaFallback = (reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDist);
  };
}

/** A page route of a single-page app (not the API, not a release file, not a file with an extension). */
const isPageRoute = (url: string) => {
  const pathOnly = url.split('?')[0] ?? '';
  return !pathOnly.startsWith('/api/') && !pathOnly.startsWith('/releases/') && !path.extname(pathOnly);
};

/**
 * The standalone visitor app on its own port: the visitor remote's own page, same API. Once the visitor
 * team has published a release (modules/releases), its pages come from that release (their files from its
 * immutable folder); until then, from the server's own dist/.
 */
export function visitorWeb(appsRoot: string) {
  return async function web(app: FastifyInstance): Promise<void> {
    const visitorDist = distOf(appsRoot, VISITOR_APP.folder);
    robots(app, ROBOTS.visitorSite);
    app.addHook('onRequest', async (request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPageRoute(request.url)) return;
      // The database unreachable (or not migrated): the customer still gets the page this server holds.
      const page = await standalonePage(app.releases, VISITOR_APP.folder).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the visitor release could not be read; serving dist/');
        return null;
      });
      if (page === null) return;
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
    const own = staticOptions(visitorDist);
    await app.register(fastifyStatic, {
      ...own,
      // The page's server renderer (dist/ssr/) is the server's own code, not a file for browsers.
      allowedPath: (pathName: string) => !pathName.startsWith('/ssr/') && own.allowedPath(pathName),
      prefix: '/',
      index: 'index.html',
    });
    const sendBuiltPage = (reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html', visitorDist);
    app.spaFallback = sendBuiltPage;
    // The track form and the download page, rendered on the server (and the form posted without JavaScript).
    await app.register(visitorPages, { dist: visitorDist, sendBuiltPage });
  };
}
