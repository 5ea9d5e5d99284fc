import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';
import type { ObjectStore } from '../store/store';
import type { MailProvider } from './schemas';

export interface MailAttachment {
  filename: string;
  /** The bytes of a file made in memory (an invoice), or a stored document's stream (read while sending). */
  content: Buffer | Readable;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The mail's one Message-ID, the same on every try. */
  messageId?: string;
}

/** What one attempt came to: the provider took the message (and named it), or it did not, and why. */
export type SendOutcome = { accepted: true; messageId: string } | { accepted: false; reason: string };

/** One of the two mail providers: a real SMTP transport, or the outbox folder when no URL is configured. */
export interface MailTransport {
  readonly id: MailProvider;
  /** What staff see: 'Mail provider 1' / 'Mail provider 2'. */
  readonly label: string;
  /** Where mail goes, without credentials: 'smtp://mail.example.com:587' or 'outbox <dir>'. */
  readonly target: string;
  /** Never throws: a refused or unreachable provider is an outcome, recorded like a success. */
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

export const providerLabel = (id: MailProvider) => (id === 'first' ? 'Mail provider 1' : 'Mail provider 2');
export const otherProvider = (id: MailProvider): MailProvider => (id === 'first' ? 'second' : 'first');

/** The provider's own words, shortened to one line (stored in mail history and shown to staff). */
function reasonOf(error: unknown): string {
  const e = error as { message?: string; response?: string; code?: string };
  const text = [e.message, e.response && !e.message?.includes(e.response) ? e.response : undefined]
    .filter(Boolean)
    .join(' - ');
  return (text || String(error)).replace(/\s+/g, ' ').slice(0, 500);
}

function smtpTransport(id: MailProvider, url: string, from: string): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    url,
    // A provider that does not answer must fail within seconds, so staff can switch to the other one.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    id,
    label: providerLabel(id),
    target: `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`,
    async send(mail) {
      try {
        const info = await transporter.sendMail({ from, ...mail });
        return { accepted: true, messageId: String(info.messageId) };
      } catch (error) {
        return { accepted: false, reason: reasonOf(error) };
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * No URL configured: the message is built exactly as it would be sent (MIME, attachments, Message-ID)
 * and kept in the store's outbox (DATA_DIR/outbox/, or the S3 bucket's outbox/) as an .eml file any mail
 * program opens. A fresh clone thus "sends" mail, and a person can read what the customer would have
 * received.
 */
function outboxTransport(id: MailProvider, store: ObjectStore, from: string): MailTransport {
  // Streamed to the store, not buffered: a message with a 10 MB attachment never sits whole in memory.
  // Line ends stay CRLF, as sent over SMTP: converting them splits the message into one chunk per line.
  const builder = nodemailer.createTransport({ streamTransport: true });
  return {
    id,
    label: providerLabel(id),
    target: 'outbox (the store)',
    async send(mail) {
      try {
        const info = await builder.sendMail({ from, ...mail });
        const messageId = String(info.messageId);
        const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '-');
        const safeId = messageId.replace(/[^A-Za-z0-9@._-]/g, '');
        await store.putStream(`outbox/${stamp}-${id}-${safeId}.eml`, info.message as Readable, {
          maxBytes: OUTBOX_MAX_BYTES,
          contentType: 'message/rfc822',
        });
        return { accepted: true, messageId };
      } catch (error) {
        return { accepted: false, reason: reasonOf(error) };
      }
    },
    close: () => builder.close(),
  };
}

export type Mailer = Record<MailProvider, MailTransport>;

/** A message in the outbox holds at most one document (UPLOAD_MAX_BYTES) plus its base64 growth and text. */
const OUTBOX_MAX_BYTES = 64 * 1024 * 1024;

/** Both providers from configuration: each its SMTP URL, or the outbox in the store. */
export function createMailer(config: MailConfig, store: ObjectStore): Mailer {
  const make = (id: MailProvider, url: string | undefined) =>
    url ? smtpTransport(id, url, config.from) : outboxTransport(id, store, config.from);
  return { first: make('first', config.provider1Url), second: make('second', config.provider2Url) };
}
