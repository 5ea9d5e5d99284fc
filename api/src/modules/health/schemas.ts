import { Type, type Static } from 'typebox';

export const Health = Type.Object({
  database: Type.String({ description: "'pglite' (embedded) or 'postgres'" }),
  migrations: Type.Integer({ description: 'Migrations applied' }),
  time: Type.String({ description: "The database's clock (ISO)" }),
});

export const Check = Type.Object({ ok: Type.Boolean(), detail: Type.String() });
export type Check = Static<typeof Check>;

export const Readiness = Type.Object({
  database: Check,
  migrations: Check,
  store: Check,
  queue: Check,
});
export type Readiness = Static<typeof Readiness>;
