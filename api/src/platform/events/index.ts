import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import { LIVE_CHANNEL, eventsAfter, lastEventId, pruneEvents, type LiveEvent } from './live';

export interface LiveHub {
  /** Calls `listener` with every event committed from now on, by any process, in id order. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Events after an id, for a stream that resumes (Last-Event-ID). */
  after(id: number): Promise<LiveEvent[]>;
  /** The newest event id. */
  lastId(): Promise<number>;
  /** Open subscriptions (the SSE streams), for metrics. */
  readonly listeners: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * Live events across processes: PostgreSQL (or PGlite) NOTIFY says "something new", and each process
 * reads what is new from live_events in id order and hands it to its open streams. Reading by id, not
 * trusting the payload, means a burst, a lost connection or a reconnect never skips or reorders events.
 */
export default fp(
  async function liveEvents(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
    const listeners = new Set<(event: LiveEvent) => void>();
    // Before migrations (an app built only to serve files) there is no table yet: start from the beginning.
    let delivered = await lastEventId(app.db).catch(() => 0);
    let reading: Promise<void> | null = null;
    let again = false;

    const readNew = async () => {
      do {
        again = false;
        const events = await eventsAfter(app.db, delivered);
        for (const event of events) {
          delivered = event.id;
          for (const listener of listeners) listener(event);
        }
        if (events.length === 500) again = true;
      } while (again);
    };
    const wake = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = readNew()
        .catch((error: unknown) => app.log.warn({ err: error }, 'reading live events failed'))
        .finally(() => {
          reading = null;
          if (again) wake();
        });
    };

    const unlisten = await database.listen(LIVE_CHANNEL, wake, wake);
    const pruning = setInterval(() => {
      pruneEvents(app.db).catch(() => undefined);
    }, 60_000);
    pruning.unref();

    app.decorate('live', {
      subscribe(listener: (event: LiveEvent) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      after: (id: number) => eventsAfter(app.db, id),
      lastId: () => lastEventId(app.db),
      get listeners() {
        return listeners.size;
      },
    } satisfies LiveHub);

    app.addHook('onClose', async () => {
      clearInterval(pruning);
      await unlisten();
      await reading;
    });
  },
  { name: 'live-events' },
);
