import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { appConfig, type BuildEnv } from '../scripts/federation';
import { FirstScreenLinks } from '../scripts/first-screen-links';

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
    'src/features/layout',
    // The download page's own markup, which the server renders too (its table's classes load with it):
    // without it the page's visually hidden heading shows until the rest of Bootstrap arrives, and the
    // result moves up (layout shift).
    'src/features/download/components/DownloadScreen.tsx',
  ],
});

/**
 * The page's server renderer (server/render.tsx -> dist/ssr/render.cjs), one file for Node: the API's
 * visitor pages render the customer's first screen with it. Styles are the browser build's business.
 */
function serverRenderer(outDir: string): Configuration {
  return {
    name: 'ssr',
    // After the browser build, whose clean-up of dist/ would otherwise remove this file.
    dependencies: ['browser'],
    mode: 'production',
    target: 'node20',
    context: import.meta.dirname,
    entry: { render: './server/render.tsx' },
    devtool: false,
    output: {
      path: path.join(outDir, 'ssr'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic' } },
              },
            },
          },
        },
        { test: /\.css$/, use: path.join(import.meta.dirname, 'server', 'no-style-loader.cjs') },
      ],
    },
    plugins: [
      // One file: the lazy screens are part of it, so a render never waits for a chunk on disk.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

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
  return [config, serverRenderer(config.output!.path!)];
};
