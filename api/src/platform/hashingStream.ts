import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through that hashes (SHA-256, hex) and counts the bytes that flow through it. */
export function hashingStream(): { stream: Transform; digest: () => string; size: () => number } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex'), size: () => size };
}
