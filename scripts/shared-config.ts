/**
 * The Module Federation `shared` section every app is built with. Pure (versions are passed in), so a
 * test can run it through the federation runtime's own share resolution.
 */

/** The version of an installed dependency, e.g. versionOf('react') -> '19.2.0'. */
export type VersionOf = (dependency: string) => string;

/*
 * One copy of each of these in the page. @earrival/shared has no root entry: each of its entries
 * (auth, api, bus, query, ui, form, toast, brand, ...) is shared on its own, so a page loads only the
 * entries it imports (the sign-in page never loads the queue table or the query cache), and inside the
 * package one entry reaches another only through its package name, never a relative path, so each
 * entry's state exists once. Subpath keys with a trailing slash matter: without them
 * react-dom/client would load a second React. A shared package ships whole (nothing knows what the other
 * apps import), so: react-router-dom is shared through its narrow surface (shared-surfaces/); rxjs is
 * not shared at all, since only @earrival/shared's bus uses it and that singleton bundles the part it
 * needs, so the page still has one bus.
 */
export function sharedSingletons(versionOf: VersionOf, sharedVersion: string) {
  const singleton = (dependency: string) => ({
    singleton: true,
    requiredVersion: `^${versionOf(dependency)}`,
    version: versionOf(dependency),
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    // Only @earrival/shared/toast imports it, on the first toast (the unstyled build: the page's CSP
    // refuses injected <style>).
    'react-toastify/unstyled': singleton('react-toastify'),
    'react-bootstrap': singleton('react-bootstrap'),
    // Forms in a remote and the shared TextField must read one formik context.
    formik: singleton('formik'),
    // One query cache in the page: the shell's QueryClientProvider must be the context remotes' hooks read.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    /*
     * A remote built against any 1.x joins a shell carrying another 1.y (the package keeps compatibility
     * within a major version); across majors strictVersion makes the remote fail to load, with a clear
     * error in its boundary, instead of running against an API it was not built for.
     */
    '@earrival/shared/': {
      singleton: true,
      strictVersion: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion.split('.')[0]}`,
    },
  };
}
