import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../config';

export interface TestS3 {
  /** The S3_* configuration that reaches it (credentials S3RVER/S3RVER, path-style, bucket made). */
  config: S3Config;
  /** Where its objects are; kept after close() until the process exits. */
  directory: string;
  close(): Promise<void>;
}

/*
 * The folders of closed servers go when the process exits, not at close(). A client that went away
 * mid-PUT (a server killed during its store probe) ends s3rver's handler before the object's file is
 * opened; removing the folder then made that open fail after the test (ENOENT, an uncaught error that
 * failed the whole suite).
 */
const closedFolders = new Set<string>();
process.once('exit', () => {
  for (const directory of closedFolders) fs.rmSync(directory, { recursive: true, force: true });
});

/** A real S3-compatible server (s3rver) on a free loopback port, with its files in a temporary folder. */
export async function startTestS3(bucket = 'earrival-test', { made = true } = {}): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: made ? [{ name: bucket }] : [],
  });
  const { port } = await server.run();
  const handling = trackHandlers((server as unknown as { httpServer: http.Server }).httpServer);
  return {
    config: s3Config(`http://127.0.0.1:${port}`, bucket),
    directory,
    async close() {
      await server.close();
      await handling.settled();
      closedFolders.add(directory);
    },
  };
}

/** Wraps the server's request handler (s3rver's Koa callback) so its handlers still running can be awaited. */
function trackHandlers(server: http.Server) {
  const listeners = server.listeners('request') as Array<
    (request: http.IncomingMessage, response: http.ServerResponse) => unknown
  >;
  server.removeAllListeners('request');
  const running = new Set<Promise<unknown>>();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    for (const listener of listeners) {
      const handled = Promise.resolve(listener(request, response)).catch(() => undefined);
      running.add(handled);
      void handled.finally(() => running.delete(handled));
    }
  });
  return { settled: () => Promise.allSettled([...running]) };
}

export const s3Config = (endpoint: string, bucket = 'earrival-test'): S3Config => ({
  endpoint,
  bucket,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  createBucket: false,
});

/** The S3 configuration of a store that is down: a loopback port nothing listens on (connections refused). */
export async function unreachableS3(): Promise<S3Config> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return s3Config(`http://127.0.0.1:${port}`);
}
