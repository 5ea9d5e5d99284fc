import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import type { MailStatus } from './schemas';

/** One message as a real SMTP server received it, with its MIME parts decoded (tests only). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  /** The decoded text of the first text/plain part. */
  text: string;
  /** The decoded text of the first text/html part. */
  html: string;
  /** The Subject header, its encoded words (RFC 2047) decoded. */
  subject: string;
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

/** A header's encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) as text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const top = splitHeaders(raw);
  const parts = leaves(top);
  const textPart = parts.find((p) => /^text\/plain/i.test(p.headers['content-type'] ?? 'text/plain'));
  const htmlPart = parts.find((p) => /^text\/html/i.test(p.headers['content-type'] ?? ''));
  return {
    ...envelope,
    raw,
    headers: top.headers,
    subject: decodeWords(top.headers.subject ?? ''),
    text: textPart ? decode(textPart).toString('utf8') : '',
    html: htmlPart ? decode(htmlPart).toString('utf8') : '',
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
  /** Every message whose data arrived, whatever the server then answered. */
  received: ReceivedMail[];
  /** The messages the server accepted (250) while their sender was still connected: what was delivered. */
  accepted: ReceivedMail[];
  /** Senders connected right now (a killed sender counts until the server has seen its connection close). */
  connections(): number;
  /** From now on each message is received but not answered until open(): the sender stays waiting. */
  hold(): void;
  open(): void;
  /** The next `count` messages are received, then refused with 451 (a provider's temporary failure). */
  refuse(count?: number): void;
  close(): Promise<void>;
}

/** The 451 answer of refuse(), as the sender reports it. */
export const TEST_SMTP_REFUSAL = 'Mailbox busy, try again later';

/**
 * A real SMTP server on loopback that accepts any login and keeps every message it receives; hold() makes
 * it keep the sender waiting for its answer (a slow provider) until open(), refuse() answers a temporary
 * failure. On `port` (one a closed server left) it plays a provider that comes back up.
 */
export async function startTestSmtp({ port: wanted = 0 }: { port?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const accepted: ReceivedMail[] = [];
  const gone = new Set<string>();
  const connected = new Set<string>();
  let refusals = 0;
  let gate = Promise.resolve();
  let release: () => void = () => {};
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onConnect: (session, callback) => {
      connected.add(session.id);
      callback();
    },
    onClose: (session) => {
      connected.delete(session.id);
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'), { from, to });
        received.push(mail);
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error(TEST_SMTP_REFUSAL), { responseCode: 451 }));
        }
        void gate.then(() => {
          // A sender that hung up (or died) while held never heard the 250: nothing was delivered.
          if (!gone.has(session.id)) accepted.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    port,
    received,
    accepted,
    connections: () => connected.size,
    hold: () => (gate = new Promise<void>((resolve) => (release = resolve))),
    open: () => release(),
    refuse: (count = 1) => void (refusals = count),
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

/**
 * Waits until the mail queue has done what it can now: no mail of the app's database is queued (or, with
 * `untilDone`, retrying either). Tests call it after a request that queues a mail, before they look at
 * what the SMTP server or the outbox received.
 */
export async function mailSettled(
  app: FastifyInstance,
  // A hang guard, not a speed check: 30 mails took past 20 s with the machine loaded (about 20).
  { untilDone = false, timeoutMs = 120_000 }: { untilDone?: boolean; timeoutMs?: number } = {},
): Promise<void> {
  const waiting: MailStatus[] = untilDone ? ['queued', 'retrying'] : ['queued'];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await app.db
      .selectFrom('mail_history')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', waiting)
      .executeTakeFirstOrThrow();
    if (Number(pending.count) === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.count} mail(s) still ${waiting.join(' or ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
