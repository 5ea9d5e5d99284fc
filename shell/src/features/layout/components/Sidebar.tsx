import { NavLink } from 'react-router-dom';
import { ADMIN_ROUTES, routeAllows, type AdminRoute } from '@earrival/shared/routes';
import { type OrderCounts, type Role } from '@earrival/shared/types';
import { DashboardIcon } from '../../../ui/icons';
import { useCounts } from '../../counts/CountsContext';
import { menuIconFor } from './menuIcons';

interface Section {
  title: string;
  routes: AdminRoute[];
}

/** The menu entries this role may use, grouped: queues (with counts), reports and tools, settings. */
export function menuSections(role: Role | null): Section[] {
  const visible = ADMIN_ROUTES.filter((route) => route.menuLabel && routeAllows(route, role));
  const sections: Section[] = [
    { title: 'Queues', routes: visible.filter((r) => r.countField) },
    { title: 'Reports & tools', routes: visible.filter((r) => !r.countField && r.remote === 'mf_queues') },
    { title: 'Settings', routes: visible.filter((r) => !r.countField && r.remote !== 'mf_queues') },
  ];
  return sections.filter((section) => section.routes.length > 0);
}

function CountBadge({ route, counts }: { route: AdminRoute; counts: OrderCounts | null }) {
  if (!route.countField) return null; // screens such as reports and settings have no badge
  const value = counts?.[route.countField];
  return (
    <span
      className="ea-count"
      data-testid={`count-${route.path}`}
      aria-label={`${value ?? 'loading'} orders`}
    >
      {value ?? '·'}
    </span>
  );
}

export interface SidebarProps {
  role: Role | null;
  open: boolean;
  onNavigate: () => void;
}

/** Every menu entry of the route table; below 992px it slides in over the page when the toggle opens it. */
export function Sidebar({ role, open, onNavigate }: SidebarProps) {
  const { counts } = useCounts();
  return (
    <aside id="ea-sidebar" className={`ea-sidebar${open ? ' is-open' : ''}`} aria-label="Main menu">
      <nav>
        <NavLink to="/admin" end className="ea-menu-link" onClick={onNavigate}>
          <DashboardIcon className="ea-menu-icon" />
          <span className="ea-menu-label">Dashboard</span>
        </NavLink>
        {menuSections(role).map((section) => (
          <div key={section.title} className="ea-menu-section">
            <p className="ea-menu-heading">{section.title}</p>
            <ul>
              {section.routes.map((route) => {
                const Icon = menuIconFor(route.path);
                return (
                  <li key={route.path}>
                    <NavLink to={`/admin/${route.path}`} className="ea-menu-link" onClick={onNavigate}>
                      <Icon className="ea-menu-icon" />
                      <span className="ea-menu-label">{route.menuLabel}</span>
                      <CountBadge route={route} counts={counts} />
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
