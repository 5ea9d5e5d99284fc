import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { APPS, appByFolder, SHELL_APP, type AppDescriptor } from '@earrival/shared/apps';
import { minimizers, productionPlugins, scriptRule, styleRules } from './webpack-assets';
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
   * imported with `?first-screen` keeps only their classes (and those of what they import of
   * @earrival/shared).
   */
  firstScreen?: string[];
  /** The page's `<meta name="description">`, for the pages people reach from outside (shell, visitor). */
  description?: string;
  /**
   * A remote whose production build is also a page people open (the visitor app on VISITOR_PORT): it keeps
   * a federation runtime of its own. Any other remote runs on the shell's (see `federationRuntime`).
   */
  ownPage?: boolean;
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
  /**
   * The app's version in this build (default: its package.json's): what its manifest names as the release's
   * version and what its code reports as BUILD_VERSION (the release drill builds mf-queues as 1.0.1).
   */
  appVersion?: string;
}

/**
 * The app's version in this build. Module Federation's manifest reads MF_BUILD_VERSION before the
 * package.json, so an override names the release in the manifest too (one build per process).
 */
function appVersionOf(dir: string, env: BuildEnv): string {
  if (env.appVersion) {
    process.env.MF_BUILD_VERSION = env.appVersion;
    return env.appVersion;
  }
  return String(readJson(path.join(dir, 'package.json')).version);
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

/**
 * The app's own sources: whose class names its Bootstrap keeps (with what they import of
 * @earrival/shared). A remote's exposed screens bring their own Bootstrap, so the shell's keeps only the
 * shell's classes and a remote's release needs no shell build for the classes it uses.
 */
function ownSources(options: AppBuildOptions): string[] {
  return [path.join(options.dir, 'src')];
}

/** Whose imports of the narrow surfaces the build checks: the shell provides them to every remote. */
function surfaceSources(app: AppDescriptor): string[] {
  const apps = app.folder === SHELL_APP.folder ? APPS : [app];
  return [...apps.map((a) => path.join(repoRoot, a.folder, 'src')), path.join(repoRoot, 'shared', 'src')];
}

/** The first screen's sources (the loader adds what they import of @earrival/shared). */
function firstScreenSources(options: AppBuildOptions): string[] {
  return (options.firstScreen ?? ['src']).map((source) => path.join(options.dir, source));
}

/** The files a remote exposes (absolute): each imports the remote's Bootstrap. */
function exposedModules(options: AppBuildOptions): string[] {
  return Object.values(options.app.exposes).map((file) => path.join(options.dir, file));
}

/** The runtime plugin that lets a shared module whose script failed to load be asked for again. */
const SHARE_RETRY_PLUGIN = path.join(repoRoot, 'shared', 'src', 'federation', 'shareRetryPlugin.ts');

/** The runtime plugin that exposes the page's federation runtime to remotes built with `externalRuntime`. */
const PROVIDE_RUNTIME_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/**
 * Where the app's Module Federation runtime comes from. The shell provides its runtime to the page
 * (PROVIDE_RUNTIME_PLUGIN), and a production remote without a page of its own runs on it
 * (`externalRuntime`): its remoteEntry.js then leaves out the ~11 KB gzip of runtime the shell has already
 * loaded. Such a remote only works inside the shell, so its build has no page script: its index.html just
 * says where its screens live. The visitor app (a page of its own), development builds (each remote's
 * own harness page) and the bench's floor page keep their own runtime.
 */
function federationRuntime(options: AppBuildOptions, production: boolean): 'provide' | 'external' | 'own' {
  if (options.app.folder === SHELL_APP.folder) return 'provide';
  const isRemote = Object.keys(options.app.exposes).length > 0;
  return production && isRemote && !options.ownPage ? 'external' : 'own';
}

export function federatedConfig(
  options: AppBuildOptions,
  mode: 'production' | 'development',
  env: BuildEnv = {},
): Configuration {
  const production = mode === 'production';
  const { app } = options;
  const publicPath = options.publicPath ?? 'auto';
  const runtime = federationRuntime(options, production);
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
    // A remote on the shell's runtime has no page script (federationRuntime): only its remoteEntry.js.
    entry: runtime === 'external' ? {} : './src/index.ts',
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
      alias: surfaceAliases(surfaceSources(app)),
    },
    module: {
      rules: [
        scriptRule(!production),
        ...styleRules(production, ownSources(options), firstScreenSources(options), exposedModules(options)),
        { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      // The version the app's own code reports (src/buildInfo.ts); the shell shows it below its screens.
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appVersionOf(options.dir, env)) }),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: { ...app.exposes },
        remotes: {},
        // Which entries are singletons and why: scripts/shared-config.ts.
        shared: sharedConfig(versionOf, sharedPackage(env)),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...(options.runtimePlugins ?? []),
          // A shared module's script that failed to load is fetched again at the next import.
          ...(runtime === 'external' ? [] : [SHARE_RETRY_PLUGIN]),
          // What `provideExternalRuntime` adds, but its ES module build: the CommonJS one it picks would
          // bring a second copy of the runtime (+22 KB gzip on the sign-in page) instead of exposing the page's.
          ...(runtime === 'provide' ? [fileURLToPath(import.meta.resolve(PROVIDE_RUNTIME_PLUGIN))] : []),
        ],
        manifest: true,
        dts: false,
        experiments: {
          ...(runtime === 'external' ? { externalRuntime: true } : {}),
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
        ...(runtime === 'external'
          ? { message: `${app.label} of the back-office: open it through the back-office.` }
          : {}),
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
