import type { Configuration } from 'webpack';
import { appConfig, type BuildEnv } from '../scripts/federation';
import { FirstScreenLinks } from '../scripts/first-screen-links';
import { serverRenderer } from '../scripts/server-renderer';

/** How src/app/VisitorRoutes.tsx imports the download screen (its chunk group's stylesheets). */
const DOWNLOAD_SCREEN_REQUEST = '../features/download/components/DownloadScreen';

// Federation name, exposes, dev port and title come from the app manifest (shared/src/apps.ts).
const browser = appConfig(import.meta.dirname, {
  description: 'Track your Cuba e-Arrival card order and download your approved arrival card.',
  // Customers open it on its own (VISITOR_PORT): it keeps a federation runtime of its own.
  ownPage: true,
  // The track-order page a customer opens from the e-mail (and the not-found page).
  firstScreen: [
    'src/bootstrap.tsx',
    'src/exposes',
    'src/standalone',
    'src/features/track-order',
    'src/components/layout',
    // The download page's own markup, which the server renders too (its table's classes load with it):
    // without it the page's visually hidden heading shows until the rest of Bootstrap arrives, and the
    // result moves up (layout shift).
    'src/features/download/components/DownloadScreen.tsx',
  ],
});

export default (env: BuildEnv | undefined, argv: { mode?: string }): Configuration | Configuration[] => {
  const config = { ...browser(env, argv), name: 'browser' };
  if (argv.mode === 'development') return config;
  // The first screen's styles and scripts in the page itself: the server-rendered form is styled at its
  // first paint, and the scripts that hydrate it load side by side rather than one after another.
  config.plugins = [
    ...(config.plugins ?? []),
    // The download page is rendered on the server too: its stylesheets are linked into it (the API's
    // visitor pages read page-styles.json), its script waits for the customer's first touch.
    new FirstScreenLinks('./bootstrap', { download: DOWNLOAD_SCREEN_REQUEST }),
  ];
  // The page's server renderer (server/render.tsx -> dist/ssr/render.cjs): the API's visitor pages render
  // the customer's first screen with it.
  const renderer = serverRenderer({
    context: import.meta.dirname,
    entry: { render: './server/render.tsx' },
    outDir: config.output!.path!,
  });
  return [config, renderer];
};
