import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { bulkActionsFor } from '@earrival/shared/policy';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { MONTH_NAMES, Page } from '@earrival/shared/ui';
import { OrderListPanel } from '../../order-list';
import { MONTHS, useFutureMonthCounts } from '../hooks/useFutureMonthCounts';
import { MonthTiles } from './MonthTiles';

/**
 * Future Order: month tiles, and a month's orders with a Back button. The open month is kept in the
 * address (?month=03) so the browser's Back and a shared link work as well as the Back button.
 */
export function FutureOrdersScreen({ route, user }: AdminScreenProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const month = MONTHS.find((candidate) => candidate === requested);

  if (month) {
    return (
      <OrderListPanel
        key={month}
        title={`${route.title}: ${MONTH_NAMES[Number(month) - 1]}`}
        folder="futureOrder"
        processMonth={month}
        columns="future"
        userName={user.name}
        actions={bulkActionsFor('future', user.type)}
        rowDelete={bulkActionsFor('future', user.type).includes('delete')}
        headerActions={
          <Button size="sm" variant="outline-primary" onClick={() => setParams({})}>
            Back
          </Button>
        }
      />
    );
  }
  return <MonthTilesPage title={route.title} onOpen={(chosen) => setParams({ month: chosen })} />;
}

function MonthTilesPage({ title, onOpen }: { title: string; onOpen: (month: string) => void }) {
  const counts = useFutureMonthCounts();
  return (
    <Page title={title} onRefresh={counts.reload}>
      <MonthTiles countOf={counts.countOf} loading={counts.loading} onOpen={onOpen} />
    </Page>
  );
}
