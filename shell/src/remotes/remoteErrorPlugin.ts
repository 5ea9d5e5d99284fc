import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Turns the federation runtime's terse failures into one readable error naming the remote, so the
 * error boundary can tell staff which part of the page is unavailable.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'earrival-remote-errors',
    errorLoadRemote({ id, error }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[shell] remote module ${id} failed to load: ${reason}`);
      throw new RemoteLoadError(id, reason);
    },
  };
}

export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    reason: string,
  ) {
    super(`Could not load ${moduleId}: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}
