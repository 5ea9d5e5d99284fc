/**
 * npm run backup -- [--out FILE]
 * Writes one archive (gzipped tar) of the database and every object of the document store, with a manifest
 * of rows and checksums (platform/backup/format.ts), while the server runs. Default file:
 * ./earrival-backup-<UTC time>.tar.gz. Beside a running server on the embedded database it goes through
 * that server, which takes the snapshot on its own connection.
 */
import { readArgs } from './args';
import { exitOnFailure, runOperatorCommand } from './operator/run';

exitOnFailure(
  (async () => {
    const { values } = readArgs(process.argv.slice(2), {
      options: ['out'],
      usage: 'npm run backup -- [--out FILE]',
    });
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    await runOperatorCommand('backup', { out: `earrival-backup-${stamp}.tar.gz`, ...values });
  })(),
);
