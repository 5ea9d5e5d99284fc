import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { bulkActionsFor } from '@earrival/shared/policy';
import { QUEUES } from '@earrival/shared/queues';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { MONTH_NAMES } from '@earrival/shared/dates';
import { Page } from '@earrival/shared/ui';
import { OrderListPanel } from '../../../components/order-list';
import { MONTHS, useFutureMonthCounts } from '../hooks/useFutureMonthCounts';
import { MonthTiles } from './MonthTiles';

/**
 * Future Order: month tiles, and a month's orders with a Back button. The open month is kept in the
 * address (?month=03) so the browser's Back and a shared link work as well as the Back button. The
 * queue whose route opened the screen gives the folder, the columns and the actions.
 */
export function FutureOrdersScreen({ route, user }: AdminScreenProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const month = MONTHS.find((candidate) => candidate === requested);
  const queue = QUEUES.find((candidate) => candidate.route === route.path);

  if (!queue) {
    return (
      <Page title={route.title}>
        <p className="text-danger">This screen does not know the queue &lsquo;{route.path}&rsquo;.</p>
      </Page>
    );
  }
  if (month) {
    const actions = bulkActionsFor(queue.kind, user.type);
    return (
      <OrderListPanel
        key={month}
        title={`${route.title}: ${MONTH_NAMES[Number(month) - 1]}`}
        folder={queue.folder}
        processMonth={month}
        columns={queue.columns}
        userName={user.name}
        actions={actions}
        rowDelete={actions.includes('delete')}
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
