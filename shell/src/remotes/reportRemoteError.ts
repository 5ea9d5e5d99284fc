import { remoteByName } from '@earrival/shared/apps';
import { releasesApi } from '@earrival/shared/api';
import { sessionToken } from '@earrival/shared/auth';

export interface RemoteFailure {
  /** Federation name of the remote, e.g. mf_queues. */
  remote: string;
  /** The release it was loaded from (the registry entry's); null: the built-in build. */
  releaseId: string | null;
  /** The registry entry's proof that this session was served that release (what makes the report count). */
  reportKey: string | null;
  kind: 'load' | 'render';
  error: Error;
}

/**
 * Tells the server a remote failed for this member (POST /api/admin/client-errors): counted per release,
 * it is what rolls a failing canary back, with the registry's key for the release (the server counts a
 * canary's report only from a session it served that canary to). Signed-in members only (the call needs
 * the token). The report
 * is best effort: its own failure (the server's 10 a minute, a network down) changes nothing on the page.
 */
export function reportRemoteError({ remote, releaseId, reportKey, kind, error }: RemoteFailure): void {
  const app = remoteByName(remote)?.folder;
  if (!app || !sessionToken()) return;
  const message = (error.message || error.name || 'Unknown error').slice(0, 2000);
  releasesApi
    .reportError({ app, releaseId, kind, message, ...(reportKey ? { reportKey } : {}) })
    .catch((failure: unknown) => {
      console.warn(`[shell] the ${kind} error of ${app} could not be reported`, failure);
    });
}
