import { Link } from 'react-router-dom';
import '../../styles/dashboard.css';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { type OrderCounts } from '@earrival/shared/types';
import { ArrowRightIcon } from '../../ui/icons';
import { useCounts } from '../counts/CountsContext';
import { menuIconFor } from '../layout/components/menuIcons';

/** The five dashboard tiles (My, New, Priority, Pending and Completed Orders), each pointing at its queue. */
const TILES: { label: string; path: string; tone: string }[] = [
  { label: 'My Orders', path: 'my-order', tone: 'indigo' },
  { label: 'New Orders', path: 'recent-order', tone: 'blue' },
  { label: 'Priority Orders', path: 'priority-order', tone: 'amber' },
  { label: 'Pending Orders', path: 'pending-order', tone: 'orange' },
  { label: 'Completed Orders', path: 'completed-order', tone: 'green' },
];

const countOf = (path: string, counts: OrderCounts | null): number | null => {
  const field = ADMIN_ROUTES.find((route) => route.path === path)?.countField;
  return field && counts ? counts[field] : null;
};

export function DashboardTiles() {
  const { counts } = useCounts();
  return (
    <section aria-labelledby="ea-dashboard-title" className="mb-4">
      <h1 id="ea-dashboard-title" className="h4 mb-3">
        Dashboard
      </h1>
      <ul className="ea-tiles">
        {TILES.map((tile) => {
          const Icon = menuIconFor(tile.path);
          const count = countOf(tile.path, counts);
          return (
            <li key={tile.path}>
              <Link
                to={`/admin/${tile.path}`}
                className={`ea-tile ea-tile-${tile.tone}`}
                data-testid={`tile-${tile.path}`}
              >
                <span className="ea-tile-icon">
                  <Icon />
                </span>
                <span className="ea-tile-count">{count ?? '–'}</span>
                <span className="ea-tile-label">{tile.label}</span>
                <span className="ea-tile-link">
                  View orders <ArrowRightIcon />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
