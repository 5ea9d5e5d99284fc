import { parentPort } from 'node:worker_threads';
import { chunkText, type ChunkJob } from './chunks';

/** A seed's worker thread: makes the COPY text of the chunks it is sent (chunkWorkers.ts). */
parentPort!.on('message', ({ id, job, ids }: { id: number; job: ChunkJob; ids: number[] }) => {
  try {
    parentPort!.postMessage({ id, chunk: chunkText(job, ids) });
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
