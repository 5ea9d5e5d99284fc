import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../config';

export interface TestS3 {
  /** The S3_* configuration that reaches it (credentials S3RVER/S3RVER, path-style, bucket made). */
  config: S3Config;
  close(): Promise<void>;
}

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
  return {
    config: s3Config(`http://127.0.0.1:${port}`, bucket),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
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
