import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Lets a shared module whose script failed to load (the connection dropped) be asked for again. The
 * federation runtime keeps the failed load as the module's "loading" and answers every later import with
 * the same failure until the page reloads: a member who pressed Sign In while offline could not sign in
 * once back online, a customer could not track. On a failure this forgets the load that failed, so the
 * next import fetches the script again. Added by the build to every app that has a runtime of its own
 * (scripts/federation.ts); the remotes run on the shell's.
 */
export default function shareRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'earrival-share-retry',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          if (shared.loading && !shared.loaded && !shared.lib) shared.loading = null;
        }
      }
    },
  };
}
