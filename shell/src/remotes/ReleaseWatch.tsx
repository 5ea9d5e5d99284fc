import { appByFolder } from '@earrival/shared/apps';
import { useBusEvent } from '@earrival/shared/bus';
import { notify } from '@earrival/shared/toast';
import { useAuth } from '../features/auth/state/AuthContext';
import { refreshRegistry } from './registryStore';

/**
 * Follows the releases of the remotes while someone is signed in: on `remote-released` (the live stream's
 * publish, promote, rollback or a canary rolled back by itself) the registry is read again. An open screen
 * whose remote now has another build offers to load it; a remote with no screen open loads the new build
 * the next time one opens. Admins also hear when a canary rolled itself back.
 */
export function ReleaseWatch() {
  const { role } = useAuth();
  useBusEvent('remote-released', (event) => {
    refreshRegistry().catch((error: unknown) =>
      console.warn('[shell] the remote registry could not be read again', error),
    );
    if (event.action === 'auto-rollback' && role === 'Admin') {
      const label = appByFolder(event.app)?.label ?? event.app;
      notify.info(`The ${label} canary was rolled back: too many members saw it fail.`);
    }
  });
  return null;
}
