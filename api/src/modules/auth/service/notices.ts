import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { browserLabel } from './sessions';
import { newMessageId } from '../../../platform/mailer/history';
import { accountNoticeMail, type AccountNoticeKind } from './accountNoticeMail';

/**
 * Notices to a staff member when their own sign-in changes (password changed or reset, two-factor turned
 * off or reset by an Admin). A durable job queued in the change's transaction (so a notice exists exactly
 * when its change does), sent by any API process through the first mail provider, retried with backoff.
 * The job carries only what the mail says: no password, code, token or link.
 */
export const NOTICE_QUEUE = 'account-notice';

export interface NoticeJob {
  kind: AccountNoticeKind;
  to: string;
  name: string;
  at: string;
  ip: string;
  browser: string;
  by: string | null;
}

export function workAccountNotices(app: FastifyInstance) {
  app.jobs.define(NOTICE_QUEUE, {
    retryLimit: app.config.mailQueue.retryLimit,
    retryDelaySeconds: app.config.mailQueue.retryDelaySeconds,
    expireInSeconds: app.config.mailQueue.tryTimeoutSeconds,
  });
  app.jobs.work<NoticeJob>(NOTICE_QUEUE, async (job) => {
    const { to, ...notice } = job.data;
    const outcome = await app.mailer.transports.first.send({
      to,
      ...accountNoticeMail(notice),
      messageId: newMessageId(app.config.mail.from),
    });
    if (!outcome.accepted) throw new Error(`Account notice (${notice.kind}): ${outcome.reason}`);
  });
}

/** Queues a notice to the member in the caller's transaction, saying when and from where (the request). */
export async function queueAccountNotice(
  app: FastifyInstance,
  trx: Kysely<Database>,
  request: FastifyRequest,
  notice: { kind: AccountNoticeKind; member: { name: string; email: string }; by?: string | null },
): Promise<void> {
  const job: NoticeJob = {
    kind: notice.kind,
    to: notice.member.email,
    name: notice.member.name,
    at: new Date().toISOString(),
    ip: request.ip,
    browser: browserLabel(request.headers['user-agent']),
    by: notice.by ?? null,
  };
  await app.jobs.send(trx, NOTICE_QUEUE, job);
}
