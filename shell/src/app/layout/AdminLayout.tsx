import { useEffect, useRef, useState } from 'react';
import { useShortcuts } from '@earrival/shared/keyboard';
import { Outlet, useLocation } from 'react-router-dom';
import '../../styles/layout.css';
import { useAuth } from '../../features/auth/state/AuthContext';
import { CountsProvider } from '../../features/counts/CountsContext';
import { useFocusHeadingOnNavigate } from '../../features/keyboard/focusHeading';
import { ShortcutsDialog } from '../../features/keyboard/ShortcutsDialog';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/**
 * Top bar, sidebar and content area of everything under /admin; the shortcuts that work everywhere (`/`
 * search, `?` the list of shortcuts, `g` the queues in the menu), and focus on the page's heading after each navigation.
 */
export function AdminLayout() {
  const { user, role, logout, state } = useAuth();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const [menuFocusRequested, setMenuFocusRequested] = useState(false);
  useShortcuts({
    search: () => searchRef.current?.focus(),
    help: () => setShortcutsOpen(true),
    // Below 992 px the menu is slid away: open it, then focus its first queue once it is shown.
    menu: () => {
      setSidebarOpen(true);
      setMenuFocusRequested(true);
    },
  });
  useEffect(() => {
    if (!menuFocusRequested) return;
    setMenuFocusRequested(false);
    document.querySelector<HTMLElement>('#ea-sidebar .ea-menu-section a')?.focus();
  }, [menuFocusRequested]);
  useFocusHeadingOnNavigate('ea-content');

  // On narrow screens the menu closes once a screen is chosen.
  useEffect(() => setSidebarOpen(false), [pathname]);

  // Escape closes the slid-in menu, as it would a dialog.
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSidebarOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  if (!user) return null; // the route guard only renders this with a user
  return (
    <CountsProvider userName={user.name}>
      <div className="ea-admin">
        <a href="#ea-content" className="ea-skip-link">
          Skip to content
        </a>
        <TopBar
          user={user}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          onLogout={logout}
          onShowShortcuts={() => setShortcutsOpen(true)}
          searchRef={searchRef}
        />
        <ShortcutsDialog show={shortcutsOpen} onHide={() => setShortcutsOpen(false)} />
        {state.userInfoLoading && (
          <div className="ea-topbar-progress" role="progressbar" aria-label="Confirming your session" />
        )}
        <div className="ea-admin-body">
          <Sidebar role={role} open={sidebarOpen} onNavigate={() => setSidebarOpen(false)} />
          {sidebarOpen && (
            <div className="ea-sidebar-backdrop" onClick={() => setSidebarOpen(false)} aria-hidden="true" />
          )}
          <main className="ea-content" id="ea-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </CountsProvider>
  );
}
