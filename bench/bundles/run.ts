// Prints the size of what each app ships: its entry files and its total JavaScript, raw and gzipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS } from '@earrival/shared/apps';

const root = path.resolve(import.meta.dirname, '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('app                 files   JS raw       JS gzip     remoteEntry gzip');
for (const { folder: app } of APPS) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) {
    console.log(`${app.padEnd(20)}not built (npm run build)`);
    continue;
  }
  const scripts = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const file of scripts) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes).length;
  }
  const entry = path.join(dist, 'remoteEntry.js');
  const entryGzip = fs.existsSync(entry) ? zlib.gzipSync(fs.readFileSync(entry)).length : 0;
  console.log(
    `${app.padEnd(20)}${String(scripts.length).padEnd(8)}${kb(raw).padEnd(13)}${kb(gzip).padEnd(12)}${kb(entryGzip)}`,
  );
}
