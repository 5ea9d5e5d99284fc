/**
 * Builds or serves the app in the current folder (or the folder given) from its webpack.config.ts.
 *   tsx ../scripts/webpack-app.ts build   production build into dist/
 *   tsx ../scripts/webpack-app.ts dev     webpack-dev-server with hot reload
 * A build also takes --out=<folder>, --shared-version=<x.y.z> and --app-version=<x.y.z> (see BuildEnv in
 * federation.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { BuildEnv } from './federation';

const flags = new Map(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [name = '', ...value] = arg.slice(2).split('=');
      return [name, value.join('=')] as const;
    }),
);
const [command = 'build', folder] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const appDir = folder ? path.resolve(folder) : process.cwd();
const env: BuildEnv = {
  outDir: flags.get('out') || undefined,
  sharedVersion: flags.get('shared-version') || undefined,
  appVersion: flags.get('app-version') || undefined,
};
const outDir = env.outDir ? path.resolve(env.outDir) : path.join(appDir, 'dist');

async function loadConfig(mode: 'production' | 'development'): Promise<Configuration> {
  const module = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as {
    default: (env: BuildEnv, argv: { mode: string }) => Configuration;
  };
  return module.default(env, { mode });
}

async function build(): Promise<void> {
  const config = await loadConfig('production');
  const compiler = webpack(config);
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      const info = stats.toString({ colors: true, preset: 'errors-warnings' });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error(`${path.basename(appDir)}: build failed`));
      resolve();
    });
  });
  console.log(`${path.basename(appDir)}: built into ${outDir}`);
}

async function dev(): Promise<void> {
  const config = await loadConfig('development');
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
}

(command === 'dev' ? dev() : build()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
