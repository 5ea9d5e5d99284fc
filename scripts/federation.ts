import path from 'node:path';
import fs from 'node:fs';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { appByFolder, type AppDescriptor } from '@earrival/shared/apps';

/** How one app of the product is built: its entry in the app manifest plus what only its build knows. */
export interface AppBuildOptions {
  /** Folder of the app (where its webpack.config.ts lives). */
  dir: string;
  /** The app's entry in the manifest (shared/src/apps.ts): federation name, exposes, dev port, title. */
  app: AppDescriptor;
  /** Public path of the built files; remotes use 'auto' so they work from any address. */
  publicPath?: string;
  runtimePlugins?: string[];
}

/** The config of the app in `dir`, in the mode webpack-cli or scripts/webpack-app.ts asks for. */
export function appConfig(dir: string, extra: Omit<AppBuildOptions, 'dir' | 'app'> = {}) {
  const app = appByFolder(path.basename(dir));
  if (!app) throw new Error(`${dir} is not an app of the manifest (shared/src/apps.ts)`);
  return (_env: unknown, argv: { mode?: string }) =>
    federatedConfig({ dir, app, ...extra }, argv.mode === 'development' ? 'development' : 'production');
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

function versionOf(dependency: string): string {
  const manifest = readJson(path.join(repoRoot, 'node_modules', dependency, 'package.json'));
  return String(manifest.version);
}

/*
 * One copy of each of these in the page. Subpath keys with a trailing slash matter: without them
 * react-dom/client or rxjs/operators would load a second React or a second rxjs.
 */
export function sharedSingletons() {
  const singleton = (dependency: string) => ({
    singleton: true,
    requiredVersion: `^${versionOf(dependency)}`,
    version: versionOf(dependency),
  });
  const sharedVersion = String(readJson(path.join(repoRoot, 'shared', 'package.json')).version);
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    'react-router': singleton('react-router'),
    rxjs: singleton('rxjs'),
    'rxjs/': singleton('rxjs'),
    'react-toastify': singleton('react-toastify'),
    'react-bootstrap': singleton('react-bootstrap'),
    // Forms in a remote and the shared TextField must read one formik context.
    formik: singleton('formik'),
    '@earrival/shared': { singleton: true, version: sharedVersion, requiredVersion: sharedVersion },
  };
}

export function federatedConfig(options: AppBuildOptions, mode: 'production' | 'development'): Configuration {
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
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath,
      uniqueName: app.federationName,
      // Entry files keep stable names (served no-cache); every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
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
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: { ...app.exposes },
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(repoRoot, 'scripts', 'index.html'),
        title: app.title,
        publicPath: publicPath === 'auto' ? '/' : publicPath,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer,
  };
}
