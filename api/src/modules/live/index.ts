import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { protect } from '../../plugins/auth';
import { Envelope, errorResponses } from '../../schemas';
import { parseId } from '../../http/ids';
import { ok } from '../../http/reply';
import { publish } from '../../platform/events/live';
import { openStream, type OpenStream } from './stream';
import { setViewing, sweepExpired, viewersOf } from './repository';

const PresenceBody = Type.Object({
  orderId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 40 })], {
    description: 'The order id (a plain number or the encoded id)',
  }),
  viewing: Type.Boolean({
    description: 'true while the order detail is open (repeat every 20 s), false on leaving',
  }),
});

const Viewer = Type.Object({ id: Type.Integer(), name: Type.String(), role: Type.String() });

/** How often this process forgets viewers whose page stopped saying it is open. */
const SWEEP_MS = 15_000;

/**
 * Live updates for staff screens: the event stream (Server-Sent Events) and presence on an order. The
 * events come from every process through the database (platform/events); the shell turns them into bus
 * events, so counts, queues and the order detail refresh in every browser.
 */
export default async function liveRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const streams = new Set<OpenStream>();

  app.get(
    '/admin/events',
    {
      schema: {
        tags: ['live'],
        summary:
          'Server-Sent Events for staff screens: counts-changed, order-updated {orderId, changes, by}, presence {orderId, viewers}',
        description:
          'text/event-stream. Resumes after the Last-Event-ID header while the event is kept (10 minutes); a fresh ' +
          'stream starts with `event: ready` carrying the current id. A comment heartbeat every 25 s. Each event ' +
          "goes only to the roles in its audience (every staff role for today's events).",
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ maxLength: 40 })) }),
        produces: ['text/event-stream'],
        response: { 200: Type.String({ description: 'An endless event stream' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const stream = await openStream(app.live, request, reply, () => streams.delete(stream));
      streams.add(stream);
    },
  );

  app.post(
    '/admin/presence',
    {
      schema: {
        tags: ['live'],
        summary:
          'Say that the signed-in member has an order open (or left it); answers who is viewing it now',
        body: PresenceBody,
        response: { 200: Envelope(Type.Object({ viewers: Type.Array(Viewer) })), ...errorResponses },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      const viewers = await app.db.transaction().execute(async (trx) => {
        const changed = await setViewing(trx, orderId, request.member.id, request.body.viewing);
        const now = await viewersOf(trx, orderId);
        if (changed) await publish(trx, [{ type: 'presence', data: { orderId, viewers: now } }]);
        return now;
      });
      return ok({ viewers }, 'Presence updated');
    },
  );

  const sweep = setInterval(() => {
    app.db
      .transaction()
      .execute(async (trx) => {
        for (const orderId of await sweepExpired(trx))
          await publish(trx, [
            { type: 'presence', data: { orderId, viewers: await viewersOf(trx, orderId) } },
          ]);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'presence sweep failed'));
  }, SWEEP_MS);
  sweep.unref();

  // Before the server waits for open connections to end: streams never end by themselves.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    for (const stream of streams) stream.close(1_000);
  });
}
