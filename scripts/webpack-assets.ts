/**
 * How styles and files leave a build. Production: CSS extracted to content-hashed files and minified
 * (no embedded sources), Bootstrap cut down to the classes the apps use, and every text file
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

/**
 * @param purgeSources the source folders whose class names Bootstrap must keep: for the shell, every
 *   app's (the shell carries the page's one copy of Bootstrap), for another app its own and shared's.
 */
export function styleRules(production: boolean, purgeSources: string[]): RuleSetRule[] {
  const use = [
    production ? MiniCssExtractPlugin.loader : 'style-loader',
    { loader: 'css-loader', options: { sourceMap: !production } },
  ];
  return [
    {
      test: BOOTSTRAP_CSS,
      use: production
        ? [
            ...use,
            {
              loader: path.join(import.meta.dirname, 'bootstrap-purge.ts'),
              options: { sourceDirs: purgeSources },
            },
          ]
        : use,
    },
    { test: /\.css$/, exclude: BOOTSTRAP_CSS, use },
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
