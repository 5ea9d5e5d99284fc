import { Link, NavLink, useLocation } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { savedViewHref, savedViewsApi, type SavedView, type SavedViewCount } from '@earrival/shared/api';
import { eventBus } from '@earrival/shared/bus';
import { queryKeys } from '@earrival/shared/query';
import { ADMIN_ROUTES, routeAllows, type AdminRoute } from '@earrival/shared/routes';
import { type OrderCounts, type Role } from '@earrival/shared/types';
import { DashboardIcon } from '../../ui/icons';
import { useCounts } from '../../features/counts/CountsContext';
import { menuIcon } from '../../ui/menuIcons';

interface Section {
  title: string;
  routes: AdminRoute[];
}

/** The menu entries this role may use, grouped: queues (with counts), reports and tools, settings. */
export function menuSections(role: Role | null, routes: readonly AdminRoute[] = ADMIN_ROUTES): Section[] {
  const visible = routes.filter((route) => route.menuLabel && routeAllows(route, role));
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

/** A saved view's badge: its list's count ("1,000+" past the count's cap); none when it cannot be counted. */
function ViewCount({ view, count }: { view: SavedView; count: SavedViewCount | undefined }) {
  if (!count || count.total === null) return null;
  const shown = `${count.total.toLocaleString('en-US')}${count.capped ? '+' : ''}`;
  return (
    <span className="ea-count" data-testid={`view-count-${view.id}`} aria-label={`${shown} orders`}>
      {shown}
    </span>
  );
}

/**
 * The member's saved views of the queues (saved from a queue's filters), first in the menu, each with how
 * many orders its list holds now: each opens its list with those filters, and × deletes it. A list that
 * cannot be read shows nothing (quietly: the menu works without it); counts come after the names.
 */
function SavedViews({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  const views = useQuery({
    queryKey: queryKeys.savedViews(),
    queryFn: async () => (await savedViewsApi.list()).data,
    meta: { quiet: true },
    staleTime: 60_000,
  });
  const counts = useQuery({
    queryKey: queryKeys.savedViewCounts(),
    queryFn: async () => (await savedViewsApi.counts()).data,
    meta: { quiet: true },
    enabled: Boolean(views.data?.length),
    staleTime: 30_000,
  });
  const countOf = (view: SavedView) => counts.data?.find((count) => count.id === view.id);
  const remove = useMutation({
    mutationFn: (view: SavedView) => savedViewsApi.remove(view.id),
    onSuccess: () => eventBus.emit({ type: 'saved-views-changed', source: 'shell' }),
  });
  if (!views.data?.length) return null;
  const here = location.pathname + location.search;
  return (
    <div className="ea-menu-section ea-saved-views">
      <p className="ea-menu-heading" id="ea-saved-views-heading">
        Saved views
      </p>
      <ul aria-labelledby="ea-saved-views-heading">
        {views.data.map((view) => {
          const href = savedViewHref(view);
          return (
            <li key={view.id} className="d-flex align-items-center">
              {/* Link, not NavLink: a view is "here" only with its query, not on any page of its queue. */}
              <Link
                to={href}
                className={`ea-menu-link flex-grow-1${here === href ? ' active' : ''}`}
                aria-current={here === href ? 'page' : undefined}
                onClick={onNavigate}
              >
                <span className="ea-saved-view-label">{view.name}</span>
                <ViewCount view={view} count={countOf(view)} />
              </Link>
              <button
                type="button"
                className="btn btn-sm btn-link text-reset px-2 py-0"
                aria-label={`Delete saved view ${view.name}`}
                title="Delete this view"
                disabled={remove.isPending}
                onClick={() => remove.mutate(view)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </div>
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
        <SavedViews onNavigate={onNavigate} />
        {menuSections(role).map((section) => (
          <div key={section.title} className="ea-menu-section">
            <p className="ea-menu-heading">{section.title}</p>
            <ul>
              {section.routes.map((route) => {
                const Icon = menuIcon(route);
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
