import { Worker } from 'node:worker_threads';
import type { ChunkJob, CopyChunk } from './chunks';

/**
 * The worker's file. From TypeScript sources it is a small .mjs beside this module that registers tsx
 * in the thread first; compiled (api/build.mjs), this module is part of seed.js and seed-worker.js sits
 * next to it.
 */
function workerFile(): URL {
  const here = new URL(import.meta.url);
  return new URL(here.pathname.endsWith('.ts') ? './chunkWorker-ts.mjs' : './seed-worker.js', here);
}

type Pending = { resolve: (chunk: CopyChunk) => void; reject: (error: Error) => void };

/**
 * Threads that make chunks' COPY text, so that generating orders (the seed's own critical path: one
 * thread did it while PostgreSQL waited) runs on several cores. Jobs go to the threads in turn; each
 * answers in the order it was asked. A thread that fails fails every chunk it still owes.
 */
export class ChunkWorkers {
  private readonly workers: Array<{ worker: Worker; pending: Map<number, Pending> }>;
  private nextId = 0;

  constructor(threads: number) {
    this.workers = Array.from({ length: threads }, () => {
      const worker = new Worker(workerFile());
      const pending = new Map<number, Pending>();
      worker.on('message', (message: { id: number; chunk?: CopyChunk; error?: string }) => {
        const job = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) job?.reject(new Error(`seed worker: ${message.error}`));
        else job?.resolve(message.chunk!);
      });
      const failAll = (error: Error) => {
        for (const job of pending.values()) job.reject(error);
        pending.clear();
      };
      worker.on('error', failAll);
      worker.on('exit', (code) => failAll(new Error(`seed worker stopped (exit code ${code})`)));
      return { worker, pending };
    });
  }

  make(job: ChunkJob, ids: readonly number[]): Promise<CopyChunk> {
    const id = this.nextId++;
    const { worker, pending } = this.workers[id % this.workers.length]!;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, job, ids });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
