import { Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES } from '@earrival/shared';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AdminLayout } from '../features/layout/components/AdminLayout';
import { AdminHome } from './AdminHome';
import { AdminScreen } from './AdminScreen';

/**
 * Everything under /admin: the admin frame and each route's screen. App loads it on demand, so the
 * sign-in page does not carry the frame, the dashboard or their styles.
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminHome />} />
        {ADMIN_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<AdminScreen route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
