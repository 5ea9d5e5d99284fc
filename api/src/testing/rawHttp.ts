import net from 'node:net';

/**
 * HTTP/1.1 over a plain socket, for tests about how and when the server reads a request: the test decides
 * what is sent and when (a body a byte at a time, half an upload, then nothing), and sees the answer as it
 * arrives, even before the request is complete, and whether the server then closes the connection.
 */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  json(): { status: number; message: string; data: unknown };
}

export class RawClient {
  readonly socket: net.Socket;
  /** The first complete response (rejects if the socket closes before one arrived). */
  readonly response: Promise<RawResponse>;
  /** Resolves when the socket is closed, by either side. */
  readonly closed: Promise<void>;
  private received = Buffer.alloc(0);

  private constructor(socket: net.Socket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    this.response = new Promise((resolve, reject) => {
      const tryParse = (ended: boolean) => {
        const cut = this.received.indexOf('\r\n\r\n');
        if (cut < 0) return ended ? reject(new Error('closed without a response')) : undefined;
        const [statusLine, ...lines] = this.received.subarray(0, cut).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const body = this.received.subarray(cut + 4);
        const length = headers['content-length'] === undefined ? null : Number(headers['content-length']);
        if (length === null ? !ended : body.length < length) return;
        const text = body.subarray(0, length ?? body.length).toString('utf8');
        resolve({
          status: Number(statusLine!.split(' ')[1]),
          headers,
          body: text,
          json: () => JSON.parse(text),
        });
      };
      socket.on('data', (chunk: Buffer) => {
        this.received = Buffer.concat([this.received, chunk]);
        tryParse(false);
      });
      socket.once('close', () => tryParse(true));
    });
    this.response.catch(() => {});
    // The server may close while the test is still writing: that is an outcome, not a crash.
    socket.on('error', () => {});
  }

  static open(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes and waits until the socket took it (false: the connection is gone). */
  write(data: string | Buffer): Promise<boolean> {
    if (this.socket.destroyed || !this.socket.writable) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(data, (error) => resolve(!error)));
  }

  /** Sends `data` one slice at a time with a pause between slices, until done or the connection is gone. */
  async trickle(data: string | Buffer, slice: number, pauseMs: number): Promise<boolean> {
    const bytes = Buffer.from(data);
    for (let at = 0; at < bytes.length; at += slice) {
      if (!(await this.write(bytes.subarray(at, at + slice)))) return false;
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return true;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** The request line and headers of a request whose body follows (Content-Length: `length`). */
export function requestHead(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  length: number,
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Length: ${length}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * A multipart/form-data body cut around its file: `head` (the text fields and the file part's headers)
 * and `tail` (the closing boundary), so a test sends the file's bytes in between at its own pace.
 */
export function multipartAround(
  fields: Record<string, string>,
  file: { field?: string; name: string; type: string },
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'uploadVisaDoc'}"; ` +
      `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(parts.join('')),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}
