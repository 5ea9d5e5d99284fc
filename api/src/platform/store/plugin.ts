import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { localStore } from './local';
import { s3Store } from './s3';
import { StoreUnavailableError, type ObjectStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where files are kept (documents, the outbox): see platform/store/store.ts. */
    store: ObjectStore;
  }
}

/** The store the configuration chooses: S3 when S3_ENDPOINT is set, else the folder DATA_DIR. */
export function createStore(config: Pick<Config, 's3' | 'dataDir'>): ObjectStore {
  return config.s3 ? s3Store(config.s3) : localStore(config.dataDir);
}

export interface StorePluginOptions {
  /** A store made by the caller (shared between apps, or a test's); otherwise one from the configuration. */
  store?: ObjectStore;
}

/**
 * Decorates app.store, once per app, for every module. A store the plugin made is closed with the app;
 * one handed in belongs to the caller.
 */
export default fp(
  async function storePlugin(app: FastifyInstance, options: StorePluginOptions) {
    const store = options.store ?? createStore(app.config);
    app.decorate('store', store);
    // The caller sees a plain 503 sentence; the log gets what actually failed.
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof StoreUnavailableError)
        request.log.warn(
          { err: error.cause, store: store.target },
          `file store unavailable: ${error.detail}`,
        );
    });
    if (options.store) return;
    app.addHook('onClose', () => store.close());
    // Checked once at start, without holding the start up: the log says at once when the store is
    // unreachable, and S3_CREATE_BUCKET makes the bucket before the first upload needs it.
    app.addHook('onReady', async () => {
      void store
        .check()
        .catch((error: unknown) =>
          app.log.warn(
            { err: error instanceof StoreUnavailableError ? error.cause : error, store: store.target },
            'file store not writable at start (readiness says so until it is)',
          ),
        );
    });
  },
  { name: 'store' },
);
