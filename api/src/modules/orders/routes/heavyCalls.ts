import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { releaseWhenAnswered, type ConcurrencyLimit } from '../../../platform/http/concurrency';
import { takeSlot } from '../service/heavyCalls';

/** Takes one of the signed-in member's slots of `limit`, held until the reply is over (refused: 429/503). */
export async function holdSlot(
  limit: ConcurrencyLimit,
  what: string,
  db: Deps['db'],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  releaseWhenAnswered(
    reply,
    await takeSlot(db, { ...request.actor, memberId: request.member.id }, limit, what),
  );
}
