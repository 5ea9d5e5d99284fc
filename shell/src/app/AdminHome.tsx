import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { useCounts } from '../features/counts/CountsContext';
import { DashboardTiles } from '../features/dashboard/DashboardTiles';
import { AdminScreen } from './AdminScreen';

const NEW_ORDERS = ADMIN_ROUTES.find((route) => route.path === 'recent-order');

/**
 * /admin: the dashboard tiles, then the New Orders queue, because the spec puts both the dashboard and
 * recent-order ("also /") at the admin landing page.
 */
export function AdminHome() {
  // The admin frame's counts (one request per navigation), which the sidebar's badges show too.
  const { counts } = useCounts();
  return (
    <>
      <DashboardTiles counts={counts} />
      {NEW_ORDERS && <AdminScreen route={NEW_ORDERS} />}
    </>
  );
}
