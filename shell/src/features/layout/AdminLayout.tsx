import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { ADMIN_ROUTES, clearSession, routeAllows, type TokenClaims } from '@earrival/shared';

/** Top bar, sidebar and content area of the admin pages. */
export function AdminLayout({ user }: { user: TokenClaims }) {
  const navigate = useNavigate();
  const logout = () => {
    clearSession();
    navigate('/');
  };
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="navbar bg-dark text-white px-3">
        <span>Welcome, {user.name}</span>
        <button type="button" className="btn btn-sm btn-outline-light" onClick={logout}>
          Logout
        </button>
      </header>
      <div className="d-flex flex-grow-1">
        <nav className="bg-light p-2" style={{ width: 240 }} aria-label="Queues and settings">
          {ADMIN_ROUTES.filter((route) => route.menuLabel && routeAllows(route, user.type)).map((route) => (
            <NavLink key={route.path} to={`/admin/${route.path}`} className="d-block py-1">
              {route.menuLabel}
            </NavLink>
          ))}
        </nav>
        <main className="flex-grow-1 p-3">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
