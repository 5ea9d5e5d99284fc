import { HistoryPager, ShowAllNotice } from '@earrival/shared/ui';
import type { HistoryRowsState } from '../lib/useHistoryRows';

/**
 * Above a history: 'Showing the latest 50 of 20,000. Show all 20,000' while only the latest entries are
 * on screen, then the pager of the whole history.
 */
export function HistoryControls<Row>({ state, label }: { state: HistoryRowsState<Row>; label: string }) {
  if (state.paging) {
    const { page, totalPages, from, to, loading, goTo, showLatest } = state.paging;
    return (
      <HistoryPager
        label={label}
        from={from}
        to={to}
        total={state.total}
        page={page}
        totalPages={totalPages}
        loading={loading}
        onPageChange={goTo}
        onShowLatest={showLatest}
      />
    );
  }
  if (!state.showAll) return null;
  return <ShowAllNotice shown={state.rows.length} total={state.total} onShowAll={state.showAll} />;
}
