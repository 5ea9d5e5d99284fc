/**
 * How styles and files leave a build. Production: CSS extracted to content-hashed files and minified
 * (no embedded sources), Bootstrap cut down to the classes the app's own sources use, and every text file
 * precompressed with Brotli and gzip beside the original so the server sends them without compressing
 * on each request. Development keeps style-loader (hot reload) and full Bootstrap.
 */
import path from 'node:path';
import type { RuleSetRule, WebpackPluginInstance } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';

const BOOTSTRAP_CSS = /bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;
const TEXT_FILES = /\.(js|css|html|json|svg)$/;

/** The cascade layer Bootstrap sits in: the apps' unlayered styles always win over it. */
const BOOTSTRAP_LAYER = 'bootstrap';
/** `import 'bootstrap/dist/css/bootstrap.min.css?first-screen'`: only what the first screen uses. */
const FIRST_SCREEN = /first-screen/;

/**
 * TypeScript and JSX through swc, for the browser (`development`: React's development transform) and for
 * the server renderers (scripts/server-renderer.ts).
 */
export function scriptRule(development = false): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development, refresh: false } },
        },
      },
    },
  };
}

/**
 * Bootstrap comes in two imports. With `?first-screen` (the entry: the sign-in page, the track-order
 * page) it keeps only the classes of the first screen's sources; without (imported by what loads after:
 * the signed-in area, the download page, and every exposed module of a remote) the classes of every
 * source of the app. Each build purges to its own sources (and what they import of @earrival/shared):
 * a remote's screens bring the Bootstrap they use, so the shell's keeps only the shell's.
 * @param sources the app's source folders.
 * @param firstScreenSources the folders and files of the app's first screen.
 * @param exposedModules the files a remote exposes: each imports the remote's Bootstrap (expose-bootstrap.ts).
 */
export function styleRules(
  production: boolean,
  sources: string[],
  firstScreenSources: string[],
  exposedModules: string[] = [],
): RuleSetRule[] {
  const use = [
    production ? MiniCssExtractPlugin.loader : 'style-loader',
    { loader: 'css-loader', options: { sourceMap: !production } },
  ];
  const bootstrap = (purgeTo: string[], declareOrder: boolean) => [
    ...use,
    {
      loader: path.join(import.meta.dirname, 'bootstrap-purge.ts'),
      // Development keeps all of Bootstrap (no purge), in the same layer.
      options: {
        sources: production ? purgeTo : undefined,
        variableSources: sources,
        layer: BOOTSTRAP_LAYER,
        // The first screen's file is the page's first Bootstrap: it declares the order of the sublayers.
        declareOrder,
      },
    },
  ];
  return [
    { test: BOOTSTRAP_CSS, resourceQuery: FIRST_SCREEN, use: bootstrap(firstScreenSources, true) },
    { test: BOOTSTRAP_CSS, resourceQuery: { not: [FIRST_SCREEN] }, use: bootstrap(sources, false) },
    { test: /\.css$/, exclude: BOOTSTRAP_CSS, use },
    ...(exposedModules.length
      ? [
          {
            test: exposedModules,
            enforce: 'pre' as const,
            use: path.join(import.meta.dirname, 'expose-bootstrap.ts'),
          },
        ]
      : []),
  ];
}

export function productionPlugins(): WebpackPluginInstance[] {
  return [
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:10].css',
      chunkFilename: '[name].[contenthash:10].css',
      // Order between the apps' style files does not matter: each targets its own classes.
      ignoreOrder: true,
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_FILES,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_FILES,
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 0.9,
    }),
  ];
}

/** Terser for scripts (webpack's default, '...') and cssnano for the extracted CSS. */
export const minimizers = ['...', new CssMinimizerPlugin()] as const;
