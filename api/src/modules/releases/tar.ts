/**
 * A streaming reader of tar archives (POSIX ustar, with the PAX and GNU long-name extensions that tar
 * writers add for long or non-ASCII paths), for release archives only. It holds at most one 512-byte block
 * and one bounded extended header at a time: the bytes of a file go straight to the sink its visitor
 * gives, and whatever follows the end marker is counted, never kept. (node-tar's parser, used before,
 * appended everything after the end marker to one growing buffer: 256 MB of zeros held the event loop for
 * two minutes.)
 */

const BLOCK = 512;

export type TarEntryType = 'file' | 'directory' | 'other';

export interface TarEntry {
  /** The path as the archive names it (the PAX or GNU long name when there is one). */
  path: string;
  type: TarEntryType;
  /** For 'other': what it is, e.g. SymbolicLink, CharacterDevice. */
  typeName: string;
  size: number;
}

/** Where an entry's bytes go, in order; `end` once they are all written. */
export interface EntrySink {
  write(bytes: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

export interface TarReaderOptions {
  /** The entry's sink, or null to skip its bytes. May throw to refuse the archive. */
  entry(entry: TarEntry): Promise<EntrySink | null> | EntrySink | null;
  /** The largest extended header (PAX, GNU long name) taken. */
  maxMetaBytes: number;
  /** Bytes allowed after the end marker (a tar writer pads to its record size: 10 KB for GNU tar). */
  maxTrailingBytes: number;
}

/** The archive is not a tar archive, or a broken one: the caller answers 400 with this message. */
export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarFormatError';
  }
}

/** What a type flag other than a file or a folder is, in the words node-tar used (the refusals name it). */
const TYPE_NAMES: Record<string, string> = {
  '1': 'Link',
  '2': 'SymbolicLink',
  '3': 'CharacterDevice',
  '4': 'BlockDevice',
  '6': 'FIFO',
  D: 'GNUDumpDir',
  M: 'ContinuationFile',
  N: 'OldGnuLongPath',
  S: 'SparseFile',
  V: 'VolumeLabel',
};

/** Text of a header field: up to its first NUL. */
function text(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** A numeric field: octal text (space or NUL padded), or base-256 when its first byte has the high bit. */
function numeric(block: Buffer, offset: number, length: number, what: string): number {
  const first = block[offset]!;
  if (first & 0x80) {
    if (first === 0xff) throw new TarFormatError(`a header gives a negative ${what}`);
    let value = first & 0x7f;
    for (let i = 1; i < length; i += 1) {
      value = value * 256 + block[offset + i]!;
      if (value > Number.MAX_SAFE_INTEGER) throw new TarFormatError(`a header gives a ${what} too large`);
    }
    return value;
  }
  const digits = text(block, offset, length).trim();
  if (!digits) return 0;
  if (!/^[0-7]+$/.test(digits)) throw new TarFormatError(`a header's ${what} is not a number`);
  const value = parseInt(digits, 8);
  if (!Number.isSafeInteger(value)) throw new TarFormatError(`a header gives a ${what} too large`);
  return value;
}

/** The header's checksum: the sum of its bytes with the checksum field read as spaces (signed or not). */
function checksumMatches(block: Buffer): boolean {
  const stored = numeric(block, 148, 8, 'checksum');
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i += 1) {
    const byte = i >= 148 && i < 156 ? 0x20 : block[i]!;
    unsigned += byte;
    signed += byte > 127 ? byte - 256 : byte;
  }
  return stored === unsigned || stored === signed;
}

const isZeroBlock = (block: Buffer) => {
  for (let i = 0; i < BLOCK; i += 1) if (block[i] !== 0) return false;
  return true;
};

/** PAX records ('<length> <key>=<value>\n'), the keys this reader uses. */
function paxRecords(body: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    if (body[at] === 0) break;
    const space = body.indexOf(0x20, at);
    const length = space === -1 ? NaN : Number(body.subarray(at, space).toString('latin1'));
    if (!Number.isSafeInteger(length) || length <= space - at || at + length > body.length)
      throw new TarFormatError('an extended (PAX) header is broken');
    const record = body.subarray(space + 1, at + length);
    if (record[record.length - 1] !== 0x0a) throw new TarFormatError('an extended (PAX) header is broken');
    const line = record.subarray(0, record.length - 1).toString('utf8');
    const equals = line.indexOf('=');
    if (equals <= 0) throw new TarFormatError('an extended (PAX) header is broken');
    records.set(line.slice(0, equals), line.slice(equals + 1));
    at += length;
  }
  return records;
}

type State =
  | { kind: 'header' }
  | { kind: 'data'; remaining: number; padding: number; sink: EntrySink | null }
  | { kind: 'meta'; body: Buffer; filled: number; padding: number; flag: string }
  | { kind: 'skip'; remaining: number }
  | { kind: 'ended' };

/** Feeds tar bytes through `write` (chunks of any size), then `end`. Each refusal is a TarFormatError. */
export class TarReader {
  private state: State = { kind: 'header' };
  /** A header block that arrived split over chunks (the only bytes ever copied). */
  private readonly carry = Buffer.alloc(BLOCK);
  private carried = 0;
  private sawZeroBlock = false;
  private trailing = 0;
  private headers = 0;
  /** What the extended headers say of the next entry, and of every entry after (global PAX). */
  private local = new Map<string, string>();
  private global = new Map<string, string>();
  private longName: string | null = null;

  constructor(private readonly options: TarReaderOptions) {}

  async write(chunk: Buffer): Promise<void> {
    let at = 0;
    while (at < chunk.length) {
      const state = this.state;
      const left = chunk.length - at;
      switch (state.kind) {
        case 'header': {
          if (this.carried === 0 && left >= BLOCK) {
            const block = chunk.subarray(at, at + BLOCK);
            at += BLOCK;
            await this.header(block);
          } else {
            const take = Math.min(BLOCK - this.carried, left);
            chunk.copy(this.carry, this.carried, at, at + take);
            this.carried += take;
            at += take;
            if (this.carried === BLOCK) {
              this.carried = 0;
              await this.header(this.carry);
            }
          }
          break;
        }
        case 'data': {
          const take = Math.min(state.remaining, left);
          if (state.sink) await state.sink.write(chunk.subarray(at, at + take));
          state.remaining -= take;
          at += take;
          if (state.remaining === 0) {
            if (state.sink) await state.sink.end();
            this.state = state.padding ? { kind: 'skip', remaining: state.padding } : { kind: 'header' };
          }
          break;
        }
        case 'meta': {
          const take = Math.min(state.body.length - state.filled, left);
          chunk.copy(state.body, state.filled, at, at + take);
          state.filled += take;
          at += take;
          if (state.filled === state.body.length) {
            this.meta(state.flag, state.body);
            this.state = state.padding ? { kind: 'skip', remaining: state.padding } : { kind: 'header' };
          }
          break;
        }
        case 'skip': {
          const take = Math.min(state.remaining, left);
          state.remaining -= take;
          at += take;
          if (state.remaining === 0) this.state = { kind: 'header' };
          break;
        }
        case 'ended': {
          this.trailing += left;
          at = chunk.length;
          if (this.trailing > this.options.maxTrailingBytes)
            throw new TarFormatError(
              `more than ${Math.round(this.options.maxTrailingBytes / 1024)} KB of data follows the archive's end marker`,
            );
          break;
        }
      }
    }
  }

  /** The bytes are over: an archive that stops inside a header or a file is refused. */
  end(): void {
    if (this.state.kind === 'ended') return;
    if (this.state.kind !== 'header' || this.carried > 0)
      throw new TarFormatError('the archive ends half-way through a file');
    if (this.headers === 0) throw new TarFormatError('there is no tar header');
  }

  private async header(block: Buffer): Promise<void> {
    if (isZeroBlock(block)) {
      if (this.sawZeroBlock) this.state = { kind: 'ended' };
      this.sawZeroBlock = true;
      return;
    }
    if (this.sawZeroBlock) throw new TarFormatError('an empty block stands in the middle of the archive');
    if (!checksumMatches(block)) throw new TarFormatError("a header's checksum is wrong");
    this.headers += 1;
    const flag = String.fromCharCode(block[156]!);
    const declared = numeric(block, 124, 12, 'size');
    const padding = (BLOCK - (declared % BLOCK)) % BLOCK;

    // Extended headers describe the next entry (x, L, K) or every one after (g).
    if (flag === 'x' || flag === 'g' || flag === 'L' || flag === 'K') {
      if (declared > this.options.maxMetaBytes)
        throw new TarFormatError(
          `an extended header is larger than ${Math.round(this.options.maxMetaBytes / 1024)} KB`,
        );
      if (declared === 0) return;
      this.state = { kind: 'meta', body: Buffer.alloc(declared), filled: 0, padding, flag };
      return;
    }

    const magic = block.subarray(257, 263).toString('latin1');
    const name = text(block, 0, 100);
    const prefix = magic === 'ustar\0' ? text(block, 345, 155) : '';
    const path =
      this.longName ??
      this.local.get('path') ??
      this.global.get('path') ??
      (prefix ? `${prefix}/${name}` : name);
    const sizeText = this.local.get('size') ?? this.global.get('size');
    const size = sizeText === undefined ? declared : Number(sizeText);
    if (!/^\d{1,16}$/.test(sizeText ?? '0') || !Number.isSafeInteger(size))
      throw new TarFormatError('an extended (PAX) header gives a size that is not a number');
    this.local = new Map();
    this.longName = null;
    if (!path) throw new TarFormatError('a header names no file');

    const type: TarEntryType =
      flag === '5' || ((flag === '0' || flag === '\0') && path.endsWith('/'))
        ? 'directory'
        : flag === '0' || flag === '\0' || flag === '7'
          ? 'file'
          : 'other';
    const typeName =
      type === 'file' ? 'File' : type === 'directory' ? 'Directory' : (TYPE_NAMES[flag] ?? `type ${flag}`);
    const sink = await this.options.entry({ path, type, typeName, size });
    const bodyPadding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (size === 0) {
      if (sink) await sink.end();
      return;
    }
    this.state = { kind: 'data', remaining: size, padding: bodyPadding, sink };
  }

  private meta(flag: string, body: Buffer): void {
    if (flag === 'L') {
      const end = body.indexOf(0);
      this.longName = body.subarray(0, end === -1 ? body.length : end).toString('utf8');
    } else if (flag === 'x') this.local = paxRecords(body);
    else if (flag === 'g') for (const [key, value] of paxRecords(body)) this.global.set(key, value);
    // 'K' (a link's long target) needs nothing: the link it belongs to is refused anyway.
  }
}
