import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from './db/schema';
import type { DatabaseHandle } from './db/connection';
import type { LiveHub } from './events';
import type { Jobs } from './jobs';
import type { MailerService } from './mailer';
import type { PdfRenderer } from './pdf/pool';
import type { ObjectStore } from './store/store';

/**
 * What a service may be handed: the app's parts, as plain values. A service names the few it uses
 * (`Pick<Deps, 'db' | 'store'>`); a route passes `request.server`, which has them all, and a CLI, a job or
 * a test passes an object of its own. No service needs the HTTP server to run.
 */
export interface Deps {
  db: Kysely<Database>;
  dbKind: DatabaseHandle['kind'];
  config: Config;
  store: ObjectStore;
  mailer: MailerService;
  jobs: Jobs;
  live: LiveHub;
  pdf: PdfRenderer;
}
