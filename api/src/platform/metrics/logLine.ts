/**
 * One log line as JSON, in the shape of the request logs (pino's: numeric level, epoch ms, msg), for
 * what the server says outside a request (start, migrations, warnings, shutdown). Standard output then
 * holds JSON lines only, whatever reads it.
 */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

export function logLine(level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, ...fields, msg })}\n`,
  );
}
