// All of the Bootstrap this build can show (the page's first screen loaded only its own part).
import 'bootstrap/dist/css/bootstrap.min.css';
import { Route, Routes } from 'react-router-dom';
import { DataProvider } from '@earrival/shared/query';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { SessionCheck } from '../features/auth/state/SessionCheck';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AdminLayout } from './layout/AdminLayout';
import { LiveUpdates } from '../features/live/LiveUpdates';
import { ReleaseWatch } from '../remotes/ReleaseWatch';
import { AdminHome } from './AdminHome';
import { AdminScreen } from './AdminScreen';

/**
 * Everything under /admin: the page's query cache, the server's confirmation of the session, the live
 * event stream (and the remotes' releases it announces), the admin frame and each route's screen. App
 * loads it on demand, so the sign-in page carries none of them.
 */
export default function AdminArea() {
  return (
    <DataProvider>
      <SessionCheck />
      <LiveUpdates />
      <ReleaseWatch />
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminHome />} />
          {ADMIN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<AdminScreen route={route} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </DataProvider>
  );
}
