import { Type, type Static } from 'typebox';
import { SECURITY_EVENT_NAMES } from '@earrival/shared/securityEvents';
import { Envelope, IsoTime, Nullable, StringEnum } from '../../platform/http/schemas';

/** The shapes of the Security Log calls (routes.ts). */

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

export const SecurityEventName = StringEnum(SECURITY_EVENT_NAMES, { description: 'The event' });

/** The screen's filters; the export takes the same. */
export const Filters = Type.Object({
  memberId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Events this member did or that concern them',
    }),
  ),
  event: Type.Optional(SecurityEventName),
  from: Type.Optional(Type.String({ pattern: DAY, description: 'YYYY-MM-DD (UTC), inclusive' })),
  to: Type.Optional(Type.String({ pattern: DAY, description: 'YYYY-MM-DD (UTC), inclusive' })),
});
export type Filters = Static<typeof Filters>;

export const PageQuery = Type.Object({
  ...Filters.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });

export const SecurityEventRow = Type.Object({
  id: Type.Integer(),
  at: IsoTime(),
  event: Type.String(),
  actor: Nullable(Person, { description: 'Who did it (null: nobody signed in)' }),
  member: Nullable(Person, { description: 'Whom it concerns' }),
  email: Nullable(Type.String(), { description: 'The e-mail as typed (sign-in attempts)' }),
  ip: Type.String(),
  userAgent: Nullable(Type.String()),
  detail: Nullable(Type.String()),
});
export type SecurityEventRow = Static<typeof SecurityEventRow>;

export const SecurityEventPage = Envelope(
  Type.Object({
    rows: Type.Array(SecurityEventRow),
    total: Type.Integer({ description: 'Events matching the filters' }),
  }),
);
