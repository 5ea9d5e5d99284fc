import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One message as a real SMTP server received it, with its MIME parts decoded (tests only). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  /** The decoded text of the first text/plain part. */
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(block: string): Part {
  const cut = block.search(/\r?\n\r?\n/);
  const head = cut < 0 ? block : block.slice(0, cut);
  const body = cut < 0 ? '' : block.slice(cut).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const param = (header: string | undefined, name: string) =>
  header?.match(new RegExp(`${name}\\*?="?([^";]+)"?`, 'i'))?.[1];

function decode(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(text, 'latin1');
  }
  return Buffer.from(part.body, 'utf8');
}

/** Walks multipart bodies (mixed, alternative, related) down to their leaves. */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leaves(splitHeaders(s.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const top = splitHeaders(raw);
  const parts = leaves(top);
  const textPart = parts.find((p) => /^text\/plain/i.test(p.headers['content-type'] ?? 'text/plain'));
  return {
    ...envelope,
    raw,
    headers: top.headers,
    text: textPart ? decode(textPart).toString('utf8') : '',
    attachments: parts
      .filter((p) => /attachment/i.test(p.headers['content-disposition'] ?? ''))
      .map((p) => ({
        filename: param(p.headers['content-disposition'], 'filename') ?? '',
        contentType: (p.headers['content-type'] ?? '').split(';')[0]!.trim(),
        content: decode(p),
      })),
  };
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** From now on each message is received but not accepted until open(): the sender stays waiting. */
  hold(): void;
  open(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that accepts any login and keeps every message it receives; hold() makes
 * it keep the sender waiting for its answer (a slow provider) until open().
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let gate = Promise.resolve();
  let release: () => void = () => {};
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), { from, to }));
        void gate.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    port,
    received,
    hold: () => (gate = new Promise<void>((resolve) => (release = resolve))),
    open: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The messages the outbox transport wrote to DATA_DIR/outbox (no provider URL), oldest first, parsed like
 * received ones (the envelope is read from the From and To headers). None when the folder does not exist.
 */
export async function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  const folder = path.join(dataDir, 'outbox');
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const mails: ReceivedMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const raw = await fs.readFile(path.join(folder, name), 'latin1');
    const { headers } = parseMail(raw, { from: '', to: [] });
    mails.push(parseMail(raw, { from: headers.from ?? '', to: headers.to ? [headers.to] : [] }));
  }
  return mails;
}
