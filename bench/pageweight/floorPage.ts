/**
 * The floor of the page-weight figures: a bare React page built with exactly the apps' webpack and
 * federation settings (scripts/federation.ts), served by the server's own static and compression setup.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import webpack from 'webpack';
import { federatedConfig } from '../../scripts/federation';
import { registerCompression } from '@earrival/api/platform/http/compression';
import { staticOptions } from '@earrival/api/modules/web/public';

const dir = path.join(import.meta.dirname, 'floor');

export async function buildFloor(): Promise<string> {
  const config = federatedConfig(
    {
      dir,
      app: {
        folder: 'floor',
        packageName: 'floor',
        federationName: 'floor',
        devPort: 0,
        exposes: {},
        label: 'Floor',
        title: 'Floor',
      },
      publicPath: '/',
    },
    'production',
    // The floor is no package: it names its own version (federation.ts reads an app's package.json).
    { appVersion: '0.0.0' },
  );
  await new Promise<void>((resolve, reject) =>
    webpack(config).run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  return path.join(dir, 'dist');
}

/** Serves the built floor page; answers its base URL and a stop function. */
export async function serveFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dist = path.join(dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) await buildFloor();
  const app = Fastify();
  await registerCompression(app);
  await app.register(fastifyStatic, { ...staticOptions(dist), prefix: '/', index: 'index.html' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, stop: () => app.close() };
}
