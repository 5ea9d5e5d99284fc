import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { DomainError } from '../errors';
import type { PdfTask } from './worker';

/** What a caller sees when every thread is busy and the queue is full (HTTP 503 with Retry-After). */
export const PDF_BUSY_MESSAGE = 'The PDF service is busy, please try again in a moment.';

export interface PdfSettings {
  threads: number;
  /** Renders that may wait for a thread; at least 1 (piscina 5.3 mishandles a queue of 0). */
  maxQueue: number;
}

/** What a PDF is asked for with: the document's name (a module registered its renderer) and its data. */
export interface PdfJob {
  document: string;
}

/** Renders PDFs off the event loop; `app.pdf` in every route. */
export interface PdfRenderer {
  render<Job extends PdfJob>(job: Job): Promise<Buffer>;
  /**
   * Names the module (a file URL) whose default export renders `document` in a worker thread: it takes
   * the job, plain JSON-able data, and answers the PDF's bytes.
   */
  addRenderer(document: string, renderer: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfRenderer;
  }
}

/**
 * The worker's file beside this module. From TypeScript sources (tsx, jest) it is a small .mjs that
 * registers tsx in the thread first: jest's transform never reaches a worker thread. Compiled to
 * JavaScript, worker.js sits next to pool.js and loads as it is.
 */
function workerFile(): string {
  const here = new URL(import.meta.url);
  return new URL(here.pathname.endsWith('.ts') ? './worker-ts.mjs' : './worker.js', here).href;
}

interface Shared {
  pool: Piscina<PdfTask, Uint8Array> | null;
  users: number;
}

/**
 * One pool per process and settings, shared by the apps that use it (server.ts builds two: the
 * back-office and the visitor app), created at the first render or when an app listens, and destroyed
 * when the last of those apps closes.
 */
const pools = new Map<string, Shared>();

function create(settings: PdfSettings, log: FastifyBaseLogger): Piscina<PdfTask, Uint8Array> {
  const pool = new Piscina<PdfTask, Uint8Array>({
    filename: workerFile(),
    name: 'default',
    // One thread stays up (a thread takes a second or two to start: pdfkit, and tsx from sources); the
    // others start when renders overlap and stop after half a minute without work.
    minThreads: 1,
    maxThreads: settings.threads,
    idleTimeout: 30_000,
    maxQueue: Math.max(1, settings.maxQueue),
    // A lower priority than the event loop, so answers keep flowing while a long file renders.
    niceIncrement: 10,
    // Lists are capped, so a render needs far less; a runaway one ends its own thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  // Errors outside any task (a thread that cannot start, say): logged, never an uncaught 'error' event.
  pool.on('error', (error: unknown) => log.error({ err: error }, 'PDF worker pool error'));
  return pool;
}

function acquire(settings: PdfSettings, log: FastifyBaseLogger) {
  const key = `${settings.threads}/${settings.maxQueue}`;
  let shared = pools.get(key);
  if (!shared) pools.set(key, (shared = { pool: null, users: 0 }));
  shared.users += 1;
  const entry = shared;
  const pool = () => (entry.pool ??= create(settings, log));

  const render = async (renderer: string | undefined, job: PdfJob): Promise<Buffer> => {
    let bytes: Uint8Array;
    try {
      if (!renderer) throw new Error(`Unknown PDF document: ${String(job.document)}`);
      // No AbortSignal: piscina does not count abortable tasks against maxQueue (5.3). The lists are
      // capped, so a render is bounded; a thread that dies fails its task and is replaced.
      bytes = await pool().run({ renderer, job });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).replace(/^Error: /, '');
      // Piscina's words for "every thread busy and the queue full" (or no queue at all).
      if (/^(Task queue is at limit|No task queue available)/.test(message)) {
        throw new DomainError('unavailable', PDF_BUSY_MESSAGE, 5);
      }
      // A plain error: the envelope logs it and answers 500; the pool replaces a thread that died.
      throw new Error(`The PDF could not be rendered: ${message}`, { cause: error });
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };

  const release = async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    if (pools.get(key) === entry) pools.delete(key);
    await entry.pool?.destroy();
    entry.pool = null;
  };
  return { render, warm: () => void pool(), release };
}

/** Registers `app.pdf` (one shared pool, see above) and closes it with the app. */
export default fp(
  async function pdfPool(app: FastifyInstance) {
    const handle = acquire(app.config.pdf, app.log);
    const renderers = new Map<string, string>();
    app.decorate('pdf', {
      render: (job) => handle.render(renderers.get(job.document), job),
      addRenderer: (document, renderer) => void renderers.set(document, renderer),
    } satisfies PdfRenderer);
    // A listening server starts its threads at once, so the first PDF does not wait for them to boot.
    app.addHook('onListen', async () => handle.warm());
    app.addHook('onClose', async () => handle.release());
  },
  { name: 'pdf-pool' },
);
