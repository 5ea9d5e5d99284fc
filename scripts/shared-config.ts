/**
 * The Module Federation `shared` section every app is built with. Pure (versions and the package's entries
 * are passed in), so a test can run it through the federation runtime's own share resolution.
 */

/** The version of an installed dependency, e.g. versionOf('react') -> '19.2.0'. */
export type VersionOf = (dependency: string) => string;

/** What the builds know of @earrival/shared: its version and its entries (`exports` of its package.json). */
export interface SharedPackage {
  version: string;
  /** Entry names without the leading './', e.g. 'auth', 'bus/page'. */
  entries: string[];
}

export const SHARED_PACKAGE = '@earrival/shared';

/*
 * Which entries of @earrival/shared are singletons, and why. An entry is a singleton only when it holds
 * state that every app of the page must see the same way; two copies of it would be two sessions, two
 * buses, two caches. The shell provides its copy of each before any remote loads, and a remote is only
 * admitted when its singletons are of the shell's major version (@earrival/shared/compatibility).
 */
export const SINGLETON_ENTRIES: Readonly<Record<string, string>> = {
  session: "the stored session's key and format, read by every app",
  auth: 'the session store: who is signed in, its listeners, the one "session ended" toast',
  api: "the one API client: its axios instance, the 401 path into the session, the tests' adapter",
  bus: 'the one event bus the apps talk over',
  'bus/page': "the page's bus subject, created once by whichever app speaks first",
  query: 'the query cache, its keys and the bus invalidation the shell wires once',
  toast: 'the one toast container and its queue',
  brand: "a React context: the shell's BrandProvider must be the one the visitor remote's useBrand reads",
};

/*
 * Stateless entries: pure functions, data and components that keep nothing between calls. They are shared
 * without `singleton`, so several versions live in one page: each app asks for `^<the version it was built
 * with>` and gets a copy at least that new (the shell's, another remote's, or its own), never an older one
 * a remote loaded first. What they need of the page's state they import from the singleton entries.
 */
export const STATELESS_ENTRIES: readonly string[] = [
  'types',
  'domain', // the roles, who opens which restricted screen, the statuses, the fields' labels (pure data)
  'util',
  'dateRange',
  'email',
  'limits',
  'policy',
  'securityEvents', // the security log's event names and labels (pure data)
  'status', // each order status's one label (pure data)
  'orderTrail', // the list an order was opened from; its state is sessionStorage's, not the module's
  'keyboard', // the shortcut list and a hook binding document listeners per mounted screen
  'ui',
  'table', // SimpleTable alone: a page with a small table (the customer's history) loads no modal or pager
  'dates',
  'columns',
  'form', // its fields read formik's context, and formik is a singleton
  'routes',
  'queues', // the list of order queues (pure data)
  'apps',
  'compatibility', // the rule the shell and the server apply to a remote's build
  'dev', // the harness of a remote's own page, never loaded in the shell's
];

/*
 * Entries each app bundles into its own chunks, not shared at all: a few hundred bytes whose own request
 * would cost more than they weigh, and whose state belongs to the page that app rendered.
 */
export const BUNDLED_ENTRIES: Readonly<Record<string, string>> = {
  firstUse: "the first touch a server-rendered page waits for (the shell's sign-in, the visitor's pages)",
  languages: "the customer languages' names and how one is chosen: the visitor's switch, the order page's",
};

/*
 * Entries only the server reads: every language's texts. A browser app gets its page's one language,
 * compiled, from the server (the page state, or GET /api/front/messages).
 */
export const SERVER_ENTRIES: Readonly<Record<string, string>> = {
  customerTexts: "the eight languages' customer texts",
};

/** Entries that never ship in a bundle of their own: test helpers, and those each app bundles itself. */
const NOT_SHIPPED = new Set(['testing', ...Object.keys(BUNDLED_ENTRIES), ...Object.keys(SERVER_ENTRIES)]);

/**
 * Sorts the package's entries. An entry nobody classified yet is shared as a singleton, the safe side
 * (one copy, as every entry was before), and named in `unclassified` so the test of this file fails until
 * it is written down in one of the lists above.
 */
export function classifyEntries(entries: string[]): {
  singletons: string[];
  stateless: string[];
  unclassified: string[];
} {
  const shipped = entries.filter((entry) => !NOT_SHIPPED.has(entry));
  const isStateless = (entry: string) => STATELESS_ENTRIES.includes(entry);
  return {
    singletons: shipped.filter((entry) => !isStateless(entry)),
    stateless: shipped.filter(isStateless),
    unclassified: shipped.filter((entry) => !(entry in SINGLETON_ENTRIES) && !isStateless(entry)),
  };
}

/** How one module is shared (the subset of webpack's SharedConfig these builds use). */
export interface SharedEntryConfig {
  version: string;
  requiredVersion: string;
  singleton?: boolean;
  strictVersion?: boolean;
}

const major = (version: string) => version.split('.')[0];

/*
 * Singleton libraries, one copy in the page: React (two react-dom copies cannot share hooks), the router
 * (one history), formik (a remote's form and the shared TextField read one context), TanStack Query (the
 * shell's QueryClientProvider is the context remotes' hooks read), react-toastify (one container).
 * A singleton is required as `^<major>`: any build of the same major joins the shell's copy.
 * Subpath keys with a trailing slash matter: without them react-dom/client would load a second React.
 * Not shared: react-bootstrap (imported per component, 'react-bootstrap/Button', and stateless), rxjs
 * (only the bus uses it, and that singleton bundles the part it needs).
 */
export function sharedConfig(versionOf: VersionOf, shared: SharedPackage): Record<string, SharedEntryConfig> {
  const singleton = (version: string): SharedEntryConfig => ({
    singleton: true,
    // The shell checks a remote's manifest before loading it; this is the runtime's own net behind it.
    strictVersion: true,
    requiredVersion: `^${major(version)}`,
    version,
  });
  const library = (dependency: string) => singleton(versionOf(dependency));
  const { singletons, stateless } = classifyEntries(shared.entries);
  const entry = (name: string) => `${SHARED_PACKAGE}/${name}`;
  return {
    react: library('react'),
    'react/': library('react'),
    'react-dom': library('react-dom'),
    'react-dom/': library('react-dom'),
    'react-router-dom': library('react-router-dom'),
    // Only @earrival/shared/toast imports it, on the first toast (the unstyled build: the page's CSP
    // refuses injected <style>).
    'react-toastify/unstyled': library('react-toastify'),
    formik: library('formik'),
    '@tanstack/react-query': library('@tanstack/react-query'),
    ...Object.fromEntries(singletons.map((name) => [entry(name), singleton(shared.version)])),
    ...Object.fromEntries(
      stateless.map((name) => [
        entry(name),
        { version: shared.version, requiredVersion: `^${shared.version}` },
      ]),
    ),
  };
}
