import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { browserLabel } from './sessions';
import { newMessageId } from '../../../platform/mailer/history';
import { accountNoticeMail, type AccountNotice, type AccountNoticeKind } from './accountNoticeMail';

/**
 * Notices to a staff member when their own sign-in changes (password changed or reset, two-factor turned
 * off or reset by an Admin). A durable job queued in the change's transaction (so a notice exists exactly
 * when its change does), sent by any API process through the first mail provider, retried with backoff.
 * The job carries only what the mail says: no password, code, token or link.
 */
export const NOTICE_QUEUE = 'account-notice';

/** The mail's notice and its address; `by` is stored as null rather than left out. */
export type NoticeJob = Required<AccountNotice> & { to: string };

export function workAccountNotices(deps: Pick<Deps, 'jobs' | 'mailer' | 'config'>) {
  deps.jobs.define(NOTICE_QUEUE, {
    retryLimit: deps.config.mailQueue.retryLimit,
    retryDelaySeconds: deps.config.mailQueue.retryDelaySeconds,
    expireInSeconds: deps.config.mailQueue.tryTimeoutSeconds,
  });
  deps.jobs.work<NoticeJob>(NOTICE_QUEUE, async (job) => {
    const { to, ...notice } = job.data;
    const outcome = await deps.mailer.transports.first.send({
      to,
      ...accountNoticeMail(notice),
      messageId: newMessageId(deps.config.mail.from),
    });
    if (!outcome.accepted) throw new Error(`Account notice (${notice.kind}): ${outcome.reason}`);
  });
}

/** Queues a notice to the member in the caller's transaction, saying when and from where (the actor's). */
export async function queueAccountNotice(
  { jobs }: Pick<Deps, 'jobs'>,
  trx: Kysely<Database>,
  actor: Actor,
  notice: { kind: AccountNoticeKind; member: { name: string; email: string }; by?: string | null },
): Promise<void> {
  const job: NoticeJob = {
    kind: notice.kind,
    to: notice.member.email,
    name: notice.member.name,
    at: new Date().toISOString(),
    ip: actor.ip,
    browser: browserLabel(actor.userAgent),
    by: notice.by ?? null,
  };
  await jobs.send(trx, NOTICE_QUEUE, job);
}
