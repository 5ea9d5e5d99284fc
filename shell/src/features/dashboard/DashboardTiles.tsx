import { Link } from 'react-router-dom';
import '../../styles/dashboard.css';
import { QUEUES } from '@earrival/shared/queues';
import { type OrderCounts } from '@earrival/shared/types';
import { ArrowRightIcon } from '../../ui/icons';
import { menuIcon } from '../../ui/menuIcons';

/** The queues the dashboard shows as tiles (My, New, Priority, Pending and Completed Orders), by tone. */
const TONES: Partial<Record<keyof OrderCounts, string>> = {
  myOrdersCount: 'indigo',
  newOrdersCount: 'blue',
  priorityOrdersCount: 'amber',
  pendingOrdersCount: 'orange',
  completedOrdersCount: 'green',
};
const TILES = QUEUES.filter((queue) => TONES[queue.countField]);

/** `counts`: the folder counts the sidebar's badges show too (null while they load). */
export function DashboardTiles({ counts }: { counts: OrderCounts | null }) {
  return (
    <section aria-labelledby="ea-dashboard-title" className="mb-4">
      <h1 id="ea-dashboard-title" className="h4 mb-3">
        Dashboard
      </h1>
      <ul className="ea-tiles">
        {TILES.map((tile) => {
          const Icon = menuIcon(tile);
          return (
            <li key={tile.route}>
              <Link
                to={`/admin/${tile.route}`}
                className={`ea-tile ea-tile-${TONES[tile.countField]}`}
                data-testid={`tile-${tile.route}`}
              >
                <span className="ea-tile-icon">
                  <Icon />
                </span>
                <span className="ea-tile-count">{counts?.[tile.countField] ?? '–'}</span>
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
