import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { localStore, ORPHAN_PART_AGE_MS, sweepOrphanParts } from './local';
import { TooLargeError } from './store';

describe('sweeping the .part files a dead process left', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const write = (orderId: number, name: string, ageMs: number) => {
    const folder = path.join(dataDir, 'uploads', 'docs', String(orderId));
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, name);
    fs.writeFileSync(file, '%PDF-1.4 partial');
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return file;
  };

  it('removes only old .part files: documents and an upload still in progress stay', async () => {
    const orphan = write(
      102399,
      '.102399-20261124T101010Z-0a1b2c3d4e5f6a7b.pdf.part',
      ORPHAN_PART_AGE_MS + 60_000,
    );
    const orphan2 = write(
      102400,
      '.102400-20261124T101010Z-0a1b2c3d4e5f6a7c.png.part',
      3 * ORPHAN_PART_AGE_MS,
    );
    const inProgress = write(102399, '.102399-20261124T111111Z-1a1b2c3d4e5f6a7b.pdf.part', 5_000);
    const stored = write(102399, '102399-20261101T101010Z-2a1b2c3d4e5f6a7b.pdf', 30 * ORPHAN_PART_AGE_MS);

    expect(await sweepOrphanParts(dataDir)).toBe(2);
    expect([orphan, orphan2, inProgress, stored].map((file) => fs.existsSync(file))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('is a no-op when nothing was ever uploaded', async () => {
    expect(await sweepOrphanParts(dataDir)).toBe(0);
  });
});

describe('the DATA_DIR store on disk', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-store-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the layout older versions wrote: documents in uploads/docs/<orderId>/, mail in outbox/', async () => {
    const store = localStore(dataDir);
    await store.put('docs/12/card.pdf', Buffer.from('%PDF-1.4'));
    await store.put('outbox/x.eml', Buffer.from('Subject: x'));
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'docs', '12', 'card.pdf'), 'utf8')).toBe('%PDF-1.4');
    expect(fs.readFileSync(path.join(dataDir, 'outbox', 'x.eml'), 'utf8')).toBe('Subject: x');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'docs', '12', 'older.pdf'), '%PDF-1.3');
    expect((await store.stat('docs/12/older.pdf'))?.size).toBe(8);
  });

  it('leaves no part file behind a stream cut at the size limit', async () => {
    const store = localStore(dataDir);
    const content = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(store.putStream('docs/12/cut.pdf', content, { maxBytes: 1000 })).rejects.toThrow(
      TooLargeError,
    );
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'docs', '12'))).toEqual([]);
  });

  it('leaves no part file when the cut comes before the file is even open (the first chunk is too large)', async () => {
    // The write stream opens its file asynchronously; a cut before that used to remove the part file
    // first and let the stream create it afterwards, leaving an empty .part behind.
    const store = localStore(dataDir);
    for (let i = 0; i < 30; i++) {
      const content = Readable.from([Buffer.alloc(2000)]);
      await expect(store.putStream(`docs/13/early-${i}.pdf`, content, { maxBytes: 1000 })).rejects.toThrow(
        TooLargeError,
      );
    }
    // A deliberate negative check: a write stream opening its file late would leave it within moments.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'docs', '13'))).toEqual([]);
  });
});
