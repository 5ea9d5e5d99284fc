import path from 'node:path';
import type { Configuration } from 'webpack';
import { SHELL_SIGN_IN_PAGES } from '@earrival/shared/apps';
import { appConfig, type BuildEnv } from '../scripts/federation';
import { FirstScreenLinks } from '../scripts/first-screen-links';
import { PrerenderPage, serverRenderer } from '../scripts/server-renderer';
import { PRERENDERED_PAGE_ATTRIBUTE } from './src/app/prerendered';

// Federation name, dev port and title come from the app manifest (shared/src/apps.ts).
const browser = appConfig(import.meta.dirname, {
  // The shell owns deep links such as /admin/view-order/..., so its files are addressed from the root.
  publicPath: '/',
  runtimePlugins: [path.resolve(import.meta.dirname, 'src/remotes/remoteErrorPlugin.ts')],
  description:
    'Staff back-office of the Cuba e-Arrival card service: customer orders, queues, documents and the team.',
  // The sign-in page.
  // (theme.ts names data-bs-theme: the first screen's Bootstrap keeps its dark mode.)
  firstScreen: [
    'src/bootstrap.tsx',
    'src/app/App.tsx',
    'src/features/auth',
    'src/ui',
    'src/features/theme/theme.ts',
  ],
});

export default (env: BuildEnv | undefined, argv: { mode?: string }): Configuration | Configuration[] => {
  const config = { ...browser(env, argv), name: 'browser' };
  if (argv.mode === 'development') return config;
  // The sign-in page's styles are linked into the page, and the scripts that hydrate it are preloaded
  // side by side: the prerendered form is styled at its first paint.
  config.plugins = [...(config.plugins ?? []), new FirstScreenLinks('./bootstrap')];
  const prerender = serverRenderer({
    context: import.meta.dirname,
    entry: { prerender: './server/prerender.tsx' },
    outDir: config.output!.path!,
    plugins: [
      new PrerenderPage({
        renderer: 'prerender',
        attribute: PRERENDERED_PAGE_ATTRIBUTE,
        // Dark for a member whose browser last showed the back office dark: no light flash before the
        // entry script applies the theme (the CSP refuses an inline script that could do it sooner).
        pages: {
          [SHELL_SIGN_IN_PAGES.light]: (html) => html,
          [SHELL_SIGN_IN_PAGES.dark]: (html) => html.replace(/<html\b/, '<html data-bs-theme="dark"'),
        },
      }),
    ],
  });
  return [config, prerender];
};
