import { QUEUES } from '@earrival/shared/queues';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { Page } from '@earrival/shared/ui';
import { OrderListPanel } from '../../../components/order-list';
import { bulkActionsFor, rowDeleteAllowed } from '@earrival/shared/policy';
import { queueFor, queueRoutePath } from '../queueConfig';

/** Every queue route: the folder, columns and actions come from the route's path. */
export function QueueScreen({ route, user }: AdminScreenProps) {
  const queue = queueFor(route.path, QUEUES);
  if (!queue) {
    return (
      <Page title={route.title}>
        <p className="text-danger">This screen does not know the queue &lsquo;{route.path}&rsquo;.</p>
      </Page>
    );
  }
  return (
    <OrderListPanel
      // A new queue starts afresh: page 1, no search, no selection carried over from another queue.
      key={route.path}
      title={route.title}
      folder={queue.folder}
      columns={queue.columns}
      userName={user.name}
      onlyMine={queue.mine}
      actions={bulkActionsFor(queue.kind, user.type)}
      rowDelete={rowDeleteAllowed(queue.kind, user.type)}
      filters={{
        fixedAssigneeAndMode: queue.folder === 'newOrder' || queue.folder === 'priorityOrder',
        viewPath: `/admin/${queueRoutePath(route.path)}`,
      }}
    />
  );
}
