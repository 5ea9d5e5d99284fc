import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import type { SessionUser } from '@earrival/shared/types';
import logoUrl from '../../assets/logo.svg';
import { KeyIcon, KeyboardIcon, LogoutIcon, MenuIcon, CloseIcon } from '../../ui/icons';
import { LiveStatus } from '../../features/live/LiveStatus';
import { GlobalSearch } from '../../features/search/GlobalSearch';
import { ThemeMenu } from '../../features/theme/ThemeMenu';

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?';

export interface TopBarProps {
  user: SessionUser;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
  /** Opens the keyboard shortcuts dialog (also `?`). */
  onShowShortcuts: () => void;
  /** The search box, focused by `/`. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * Logo, the sidebar toggle (below 992px), the order search, the "Live updates paused" mark while others'
 * changes are not arriving, and the greeting with avatar and the user menu (theme, shortcuts, password,
 * Logout).
 */
export function TopBar({
  user,
  sidebarOpen,
  onToggleSidebar,
  onLogout,
  onShowShortcuts,
  searchRef,
}: TopBarProps) {
  return (
    <header className="ea-topbar">
      <button
        type="button"
        className="ea-sidebar-toggle"
        aria-controls="ea-sidebar"
        aria-expanded={sidebarOpen}
        aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
        onClick={onToggleSidebar}
      >
        {sidebarOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <Link to="/admin" className="ea-topbar-brand">
        <img src={logoUrl} alt="" width={34} height={34} />
        <span>
          Cuba e-Arrival <small>Back Office</small>
        </span>
      </Link>
      <GlobalSearch ref={searchRef} userName={user.name} />
      <div className="ea-topbar-end">
        <LiveStatus />
        <Dropdown align="end">
          <Dropdown.Toggle variant="link" className="ea-user-toggle" id="ea-user-menu">
            <span className="ea-greeting">
              Welcome, <strong>{user.name}</strong>
            </span>
            {/* Narrow screens keep the greeting with the first name only; it is then the button's name. */}
            <span className="ea-greeting-short">
              Hi, <strong>{user.name.split(/\s+/)[0]}</strong>
            </span>
            <span className="ea-avatar" aria-hidden="true">
              {initialsOf(user.name)}
            </span>
          </Dropdown.Toggle>
          <Dropdown.Menu className="shadow-sm">
            <Dropdown.Header>
              <strong className="d-block text-body">{user.name}</strong>
              <span className="d-block small">{user.email}</span>
              <span className="badge text-bg-light border mt-1">{user.type}</span>
            </Dropdown.Header>
            <Dropdown.Divider />
            <ThemeMenu />
            <Dropdown.Divider />
            <Dropdown.Item as="button" onClick={onShowShortcuts} className="d-flex align-items-center gap-2">
              <KeyboardIcon /> Keyboard shortcuts
            </Dropdown.Item>
            <Dropdown.Item as={Link} to="/admin/change-password" className="d-flex align-items-center gap-2">
              <KeyIcon /> Change Password
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={onLogout} className="d-flex align-items-center gap-2">
              <LogoutIcon /> Logout
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
    </header>
  );
}
