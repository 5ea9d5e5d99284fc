import { Type, type Static } from 'typebox';
import { StringEnum } from '../../platform/http/schemas';

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
export type DateRange = Static<typeof DateRange>;

export const CountryRow = Type.Object({
  citizenship: Type.String(),
  count: Type.Integer({ description: 'Orders created in the range, every status' }),
  standard_count: Type.Integer(),
  priority_count: Type.Integer(),
  future_count: Type.Integer({ description: 'Of those, the ones now in Future Order' }),
});
export type CountryRow = Static<typeof CountryRow>;

export const ProcessedRow = Type.Object({
  member_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The member (names may repeat)' }),
  processed_by: Type.String({ description: 'The member who moved the orders to Completed' }),
  count: Type.Integer(),
});
export type ProcessedRow = Static<typeof ProcessedRow>;

export const MonthCount = Type.Object({
  month: Type.String({ description: "'01'..'12'" }),
  count: Type.Integer(),
});

const Search = Type.Optional(
  Type.String({ maxLength: 200, description: "The table's search box (substring)" }),
);
const Order = Type.Optional(StringEnum(['asc', 'desc'], { description: 'With sort; default asc' }));
export const CsvFile = Type.String({ description: 'text/csv; charset=utf-8, starting with a UTF-8 BOM' });

export const CountryOrdersCsvQuery = Type.Object({
  ...DateRange.properties,
  search: Search,
  sort: Type.Optional(
    StringEnum(['citizenship', 'count', 'standard_count', 'priority_count', 'future_count']),
  ),
  order: Order,
});
export type CountryOrdersCsvQuery = Static<typeof CountryOrdersCsvQuery>;

export const ProcessedByCsvQuery = Type.Object({
  ...DateRange.properties,
  search: Search,
  sort: Type.Optional(StringEnum(['processed_by', 'count'])),
  order: Order,
});
export type ProcessedByCsvQuery = Static<typeof ProcessedByCsvQuery>;
