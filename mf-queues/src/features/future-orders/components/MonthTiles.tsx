import { MONTH_NAMES } from '@earrival/shared/dates';
import { MONTHS } from '../hooks/useFutureMonthCounts';

export interface MonthTilesProps {
  countOf: (month: string) => number;
  loading: boolean;
  onOpen: (month: string) => void;
}

/** Jan to Dec, each with its count of future orders; a tile opens that month's orders. */
export function MonthTiles({ countOf, loading, onOpen }: MonthTilesProps) {
  return (
    <div className="row row-cols-2 row-cols-md-4 row-cols-xl-6 g-3">
      {MONTHS.map((month, index) => {
        const name = MONTH_NAMES[index]!;
        return (
          <div key={month} className="col">
            {/* The name comes from the text (what a voice-control user reads on screen), not an aria-label. */}
            <button
              type="button"
              className="card w-100 h-100 text-start border-primary-subtle shadow-sm"
              onClick={() => onOpen(month)}
            >
              <span className="card-body d-block">
                <span className="visually-hidden">{name}: </span>
                <span className="d-block text-secondary small" aria-hidden="true">
                  {name.slice(0, 3)}
                </span>
                <span className="d-block fs-3 fw-semibold">
                  {loading ? (
                    <>
                      <span aria-hidden="true">…</span>
                      <span className="visually-hidden">loading</span>
                    </>
                  ) : (
                    countOf(month)
                  )}
                </span>
                <span className="visually-hidden"> orders</span>
              </span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
