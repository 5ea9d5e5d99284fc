import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OPERATOR_COMMANDS, type OperatorContext } from './commands';

/**
 * The embedded database's owner answers operator commands on a Unix socket in DATA_DIR (mode 0600: only
 * the account that runs the server, the one that can read DATA_DIR anyway, may connect). A CLI run beside
 * the server (create-admin, create-deploy-token, backup) sends its command here instead of opening a second
 * copy of the database; the owner runs it on its own connection and streams the command's lines back.
 *
 *   POST /<command>   body: {"args": {"name": "value"}}   answer: NDJSON {"line"} ... then {"done"} or {"error"}
 */

/** Unix socket paths are short (108 bytes): a deep DATA_DIR gets one in the temp folder, named by its hash. */
export function operatorSocketPath(dataDir: string): string {
  const beside = path.join(dataDir, 'operator.sock');
  if (Buffer.byteLength(beside) < 100) return beside;
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `earrival-operator-${hash}.sock`);
}

export interface OperatorSocket {
  path: string;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;

export async function serveOperatorSocket(context: OperatorContext): Promise<OperatorSocket> {
  const socketPath = operatorSocketPath(context.config.dataDir);
  // Only the owner gets here (owner.ts), so a socket file left is a crashed owner's.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const name = (request.url ?? '').slice(1);
    const command = Object.hasOwn(OPERATOR_COMMANDS, name)
      ? OPERATOR_COMMANDS[name as keyof typeof OPERATOR_COMMANDS]
      : undefined;
    const send = (message: object) => response.write(`${JSON.stringify(message)}\n`);
    if (request.method !== 'POST' || !command) {
      response.writeHead(404, { 'content-type': 'application/x-ndjson' });
      send({
        error: `No operator command ${JSON.stringify(name)}: ${Object.keys(OPERATOR_COMMANDS).join(', ')}`,
      });
      response.end();
      return;
    }
    const parts: Buffer[] = [];
    let size = 0;
    request.on('data', (part: Buffer) => {
      size += part.length;
      if (size > MAX_BODY) request.destroy();
      else parts.push(part);
    });
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      let args: Record<string, string>;
      try {
        const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { args?: unknown };
        args = Object.fromEntries(
          Object.entries((body.args ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        );
      } catch {
        send({ error: 'The command could not be read.' });
        response.end();
        return;
      }
      command(context, args, (line) => send({ line })).then(
        () => {
          send({ done: true });
          response.end();
        },
        (error: unknown) => {
          send({ error: error instanceof Error ? error.message : String(error) });
          response.end();
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/**
 * Runs a command through the owner's socket, printing its lines as they come. Rejects with the owner's
 * message when the command fails there.
 */
export function runThroughOwner(
  socketPath: string,
  command: string,
  args: Record<string, string>,
  print: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: `/${command}`, method: 'POST' }, (response) => {
      let buffered = '';
      let finished = false;
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        buffered += text;
        for (let at = buffered.indexOf('\n'); at !== -1; at = buffered.indexOf('\n')) {
          const message = JSON.parse(buffered.slice(0, at)) as { line?: string; done?: true; error?: string };
          buffered = buffered.slice(at + 1);
          if (message.line !== undefined) print(message.line);
          if (message.done) [finished] = [true, resolve()];
          if (message.error !== undefined) [finished] = [true, reject(new Error(message.error))];
        }
      });
      response.on('end', () => {
        if (!finished) reject(new Error('The server stopped before the command finished.'));
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify({ args }));
  });
}
