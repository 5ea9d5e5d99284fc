// MinIO's `minio server <dir> --address [host]:port`, answered by s3rver: the keys are MINIO_ROOT_USER and
// MINIO_ROOT_PASSWORD; buckets are made through the S3 API (CreateBucket), as with MinIO.
import S3rver from 's3rver';
import account from 's3rver/lib/models/account.js';

const { DUMMY_ACCOUNT } = account;

const [command, directory = '/data', ...rest] = process.argv.slice(2);
if (command !== 'server') {
  console.error('usage: server <dir> [--address [host]:port]');
  process.exit(2);
}
const at = rest.indexOf('--address');
const [host, port] = (at >= 0 ? rest[at + 1] : ':9000').split(':');
const user = process.env.MINIO_ROOT_USER;
const password = process.env.MINIO_ROOT_PASSWORD;
if (!user || !password || password.length < 8) {
  console.error('MINIO_ROOT_USER and MINIO_ROOT_PASSWORD (8 characters at least) are required');
  process.exit(1);
}
DUMMY_ACCOUNT.createKeyPair(user, password);
// Path-style only, as MinIO without MINIO_DOMAIN: s3rver would otherwise read a Host such as `s3:9000` as a bucket.
const server = new S3rver({
  address: host || '0.0.0.0',
  port: Number(port),
  directory,
  silent: false,
  vhostBuckets: false,
});
server
  .run()
  .then(({ address, port: bound }) => console.log(`S3 API on ${address}:${bound}, files in ${directory}`));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
