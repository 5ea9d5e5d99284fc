import path from 'node:path';
import fs from 'node:fs';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { APPS, appByFolder, SHELL_APP, type AppDescriptor } from '@earrival/shared/apps';
import { minimizers, productionPlugins, styleRules } from './webpack-assets';
import { surfaceAliases } from './shared-surfaces/index';
import { sharedConfig, type SharedPackage, type VersionOf } from './shared-config';

/** How one app of the product is built: its entry in the app manifest plus what only its build knows. */
export interface AppBuildOptions {
  /** Folder of the app (where its webpack.config.ts lives). */
  dir: string;
  /** The app's entry in the manifest (shared/src/apps.ts): federation name, exposes, dev port, title. */
  app: AppDescriptor;
  /** Public path of the built files; remotes use 'auto' so they work from any address. */
  publicPath?: string;
  runtimePlugins?: string[];
  /**
   * The folders and files (relative to the app) of what the app's own page shows first: the Bootstrap
   * imported with `?first-screen` keeps only their classes (and @earrival/shared's form and brand kits').
   */
  firstScreen?: string[];
  /** The page's `<meta name="description">`, for the pages people reach from outside (shell, visitor). */
  description?: string;
}

/**
 * What a build may be told from outside (webpack's `--env`, or scripts/webpack-app.ts's flags): used by
 * the version-skew drill (e2e/versionSkew.test.ts) to build a remote as if against another release of
 * @earrival/shared, into a folder of its own, without touching the package or the app's dist/.
 */
export interface BuildEnv {
  /** The @earrival/shared version the build declares (default: shared/package.json's). */
  sharedVersion?: string;
  /** Where the files go (default: the app's dist/). */
  outDir?: string;
}

/** The config of the app in `dir`, in the mode webpack-cli or scripts/webpack-app.ts asks for. */
export function appConfig(dir: string, extra: Omit<AppBuildOptions, 'dir' | 'app'> = {}) {
  const app = appByFolder(path.basename(dir));
  if (!app) throw new Error(`${dir} is not an app of the manifest (shared/src/apps.ts)`);
  return (env: BuildEnv | undefined, argv: { mode?: string }) =>
    federatedConfig(
      { dir, app, ...extra },
      argv.mode === 'development' ? 'development' : 'production',
      env ?? {},
    );
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

const versionOf: VersionOf = (dependency) => {
  const manifest = readJson(path.join(repoRoot, 'node_modules', dependency, 'package.json'));
  return String(manifest.version);
};
/** @earrival/shared as this build declares it: the package's entries, at its version unless told another. */
function sharedPackage(env: BuildEnv): SharedPackage {
  const manifest = readJson(path.join(repoRoot, 'shared', 'package.json'));
  const entries = Object.keys(manifest.exports as Record<string, string>).map((key) =>
    key.replace(/^\.\//, ''),
  );
  return { version: env.sharedVersion ?? String(manifest.version), entries };
}

/** Whose class names the app's Bootstrap keeps: the shell styles every remote it loads. */
function purgeSources(app: AppDescriptor): string[] {
  const apps = app.folder === SHELL_APP.folder ? APPS : [app];
  return [...apps.map((a) => path.join(repoRoot, a.folder, 'src')), path.join(repoRoot, 'shared', 'src')];
}

/** The first screen's sources: the app's listed ones plus the shared kits every first screen uses. */
function firstScreenSources(options: AppBuildOptions): string[] {
  const own = (options.firstScreen ?? ['src']).map((source) => path.join(options.dir, source));
  return [
    ...own,
    path.join(repoRoot, 'shared', 'src', 'form'),
    path.join(repoRoot, 'shared', 'src', 'brand'),
  ];
}

export function federatedConfig(
  options: AppBuildOptions,
  mode: 'production' | 'development',
  env: BuildEnv = {},
): Configuration {
  const production = mode === 'production';
  const { app } = options;
  const publicPath = options.publicPath ?? 'auto';
  const devServer: DevServerConfiguration = {
    port: app.devPort,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // In development every app talks to the API started by `npm run dev`.
    proxy: [
      { context: ['/api', '/mf-registry.json'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    ],
  };
  return {
    mode,
    context: options.dir,
    entry: './src/index.ts',
    // Production maps are written beside the files; the server sends them only when asked to
    // (SERVE_SOURCE_MAPS=1), so browsers never download them by default.
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: env.outDir ? path.resolve(env.outDir) : path.join(options.dir, 'dist'),
      publicPath,
      uniqueName: app.federationName,
      // Entry files keep stable names (served no-cache); every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: surfaceAliases(purgeSources(app)),
    },
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
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
            },
          },
        },
        ...styleRules(production, purgeSources(app), firstScreenSources(options)),
        { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: { ...app.exposes },
        remotes: {},
        // Which entries are singletons and why: scripts/shared-config.ts.
        shared: sharedConfig(versionOf, sharedPackage(env)),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        experiments: {
          optimization: {
            // Browser apps: the runtime leaves out its Node loading code.
            target: 'web',
            // Only the shell loads remotes; a remote's runtime needs no remote loading nor snapshots.
            ...(app.folder === SHELL_APP.folder ? {} : { disableRemote: true, disableSnapshot: true }),
          },
        },
      }),
      new HtmlWebpackPlugin({
        template: path.join(repoRoot, 'scripts', 'index.html'),
        title: app.title,
        publicPath: publicPath === 'auto' ? '/' : publicPath,
        // The product's round logo as the tab icon, a file beside index.html (no request for /favicon.ico).
        favicon: path.join(repoRoot, 'shell', 'src', 'assets', 'logo.svg'),
        ...(options.description ? { meta: { description: options.description } } : {}),
        // The page needs its own entry only; remoteEntry.js is for hosts that load this app as a remote.
        chunks: ['main'],
      }),
      ...(production ? productionPlugins() : []),
    ],
    optimization: production ? { minimizer: [...minimizers] } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer,
  };
}
