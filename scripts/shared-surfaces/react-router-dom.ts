/**
 * What the apps use of the router. Every app resolves 'react-router-dom' to this file and shares it as a
 * singleton, so the page holds one router, built from only these exports (a shared package is otherwise
 * shipped whole: react-router is ~60 KB gzipped, this part of it a fraction). A build fails when an app
 * imports something missing here (scripts/federation.ts checks): add the name and rebuild the shell with
 * the remote, since the first copy loaded serves every app.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
