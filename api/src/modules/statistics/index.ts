import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../auth/gate';
import { Envelope, Nullable, errorResponses } from '../../platform/http/schemas';
import { countryOrders, processedBy } from './repository';
import { futureMonthCounts } from '../orders/public';
import { reportRangeProblem, type ReportRange } from '@earrival/shared/dateRange';
import { invalid } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';

const DAY = '^(\\d{4}-\\d{2}-\\d{2}.*)?$';
export const DateRange = Type.Object({
  fromDate: Type.Optional(
    Type.String({
      pattern: DAY,
      description:
        'YYYY-MM-DD, inclusive (a longer ISO text is cut to its date), 2000-01-01..2099-12-31; with toDate, on or before it and at most 1830 days (both counted) before it',
    }),
  ),
  toDate: Type.Optional(Type.String({ pattern: DAY, description: 'YYYY-MM-DD, inclusive (the whole day)' })),
});
type DateRange = Static<typeof DateRange>;

const CountryRow = Type.Object({
  citizenship: Type.String(),
  count: Type.Integer({ description: 'Orders created in the range, every status' }),
  standard_count: Type.Integer(),
  priority_count: Type.Integer(),
  future_count: Type.Integer({ description: 'Of those, the ones now in Future Order' }),
});

const ProcessedRow = Type.Object({
  member_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The member (names may repeat)' }),
  processed_by: Type.String({ description: 'The member who moved the orders to Completed' }),
  count: Type.Integer(),
});

const MonthCount = Type.Object({
  month: Type.String({ description: "'01'..'12'" }),
  count: Type.Integer(),
});

/**
 * An empty body (the screens' first load) means no dates: everything. A longer ISO text is cut to its
 * day; the range then follows the rule the screens' form uses (@earrival/shared/dateRange).
 */
export function rangeOf(body: DateRange | null | undefined): ReportRange {
  const range = {
    from: body?.fromDate?.slice(0, 10) || undefined,
    to: body?.toDate?.slice(0, 10) || undefined,
  };
  const problem = reportRangeProblem(range, { from: 'fromDate', to: 'toDate' });
  if (problem) throw invalid(problem);
  return range;
}

/** The statistics screens: orders per country, orders processed per member, Future Order month tiles. */
export default async function statisticsRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/get-country-order-list',
    {
      schema: {
        tags: ['statistics'],
        summary:
          'Orders per citizenship created between the dates (inclusive): total, standard, priority, future',
        body: Nullable(DateRange),
        response: { 200: Envelope(Type.Array(CountryRow)), ...errorResponses },
      },
    },
    async (request) => ok(await countryOrders(app.db, rangeOf(request.body))),
  );

  app.post(
    '/admin/get-processed-by-count',
    {
      config: { roles: SCREEN_ROLES.processedBy },
      schema: {
        tags: ['statistics'],
        summary:
          "Orders processed per member: 'processed' = moved to Completed (by whom, when), optional dates",
        description: 'The screen calls it once on load with an empty body: every processed order.',
        body: Nullable(DateRange),
        response: { 200: Envelope(Type.Array(ProcessedRow)), ...errorResponses },
      },
    },
    async (request) => {
      const data = await processedBy(app.db, rangeOf(request.body));
      return ok(data, data.length ? 'Processed orders loaded' : 'No processed orders in this period');
    },
  );

  app.get(
    '/admin/get-future-order-month-count',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Future Order tiles: orders per process month (01..12), all twelve months',
        response: { 200: Envelope(Type.Array(MonthCount)), ...errorResponses },
      },
    },
    async () => ok(await futureMonthCounts(app.db)),
  );
}
