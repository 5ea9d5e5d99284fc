import { remoteByName } from '@earrival/shared/apps';
import { routeAllows, type AdminRoute } from '@earrival/shared/routes';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { useAuth } from '../features/auth/state/AuthContext';
import { NotAllowedPage } from '../features/errors/NotAllowedPage';
import { useRemoteLoader } from './RemoteLoaderContext';

// The label of each remote is in the app manifest (shared/src/apps.ts).
export const remoteLabel = (route: AdminRoute): string => remoteByName(route.remote)?.label ?? route.remote;

/** One admin route: the owning remote's screen, or 'not allowed' when the role may not use it. */
export function AdminScreen({ route }: { route: AdminRoute }) {
  const { user, role } = useAuth();
  const load = useRemoteLoader();
  if (!user) return null;
  if (!routeAllows(route, role)) return <NotAllowedPage route={route} role={role} />;
  return (
    <RemoteScreen
      key={route.path}
      module={route}
      label={remoteLabel(route)}
      props={{ route, user }}
      load={load}
    />
  );
}
