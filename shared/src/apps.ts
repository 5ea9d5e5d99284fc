/**
 * The one list of the product's browser apps. Build scripts, webpack configs, the server's runtime
 * registry, jest, the shell and the benches all read it, so adding or renaming an app or an exposed screen
 * is one edit here. Pure data with no imports: Node scripts load it through tsx, the server and the browser
 * bundles import it as `@earrival/shared/apps`.
 */

export interface AppDescriptor {
  /** Folder of the workspace at the repository root; also the path a remote is served under. */
  readonly folder: string;
  /** npm workspace package name (npm run build -w <packageName>). */
  readonly packageName: string;
  /** Module Federation name, a JS identifier; remotes are listed under it in the runtime registry. */
  readonly federationName: string;
  /** Port of the app's own webpack-dev-server under `npm run dev`. */
  readonly devPort: number;
  /** What a remote offers the shell: exposed module name -> source file (relative to the app folder). */
  readonly exposes: Readonly<Record<string, string>>;
  /** How staff hear about the app when it cannot be loaded ("Queues is not available right now"). */
  readonly label: string;
  /** Title of the app's own index.html. */
  readonly title: string;
}

export const SHELL_APP = {
  folder: 'shell',
  packageName: '@earrival/shell',
  federationName: 'shell',
  devPort: 3000,
  exposes: {},
  label: 'Back office',
  title: 'Cuba e-Arrival Back Office',
} as const satisfies AppDescriptor;

/**
 * The sign-in page the shell's build prerenders beside its index.html (shell/webpack.config.ts), in the
 * light and the dark theme; the server answers '/' with the one the member's browser last showed the back
 * office in (the theme cookie the shell writes), light without it.
 */
export const SHELL_SIGN_IN_PAGES = { light: 'sign-in.html', dark: 'sign-in.dark.html' } as const;
/** The theme (light or dark) the back office was last shown in, for the prerendered sign-in page. */
export const SHELL_THEME_COOKIE = 'earrival.theme';

/** The remotes, in the order the registry lists them. */
export const REMOTE_APPS = [
  {
    folder: 'mf-queues',
    packageName: '@earrival/mf-queues',
    federationName: 'mf_queues',
    devPort: 3001,
    exposes: {
      './QueueScreen': './src/exposes/QueueScreen.tsx',
      './FutureOrders': './src/exposes/FutureOrders.tsx',
      './CountryOrders': './src/exposes/CountryOrders.tsx',
      './ProcessedBy': './src/exposes/ProcessedBy.tsx',
      './SendInvoice': './src/exposes/SendInvoice.tsx',
    },
    label: 'Queues',
    title: 'Queues',
  },
  {
    folder: 'mf-order-detail',
    packageName: '@earrival/mf-order-detail',
    federationName: 'mf_order_detail',
    devPort: 3002,
    exposes: { './OrderDetail': './src/exposes/OrderDetail.tsx' },
    label: 'Order detail',
    title: 'Order detail',
  },
  {
    folder: 'mf-admin-settings',
    packageName: '@earrival/mf-admin-settings',
    federationName: 'mf_admin_settings',
    devPort: 3003,
    exposes: {
      './ManageTeam': './src/exposes/ManageTeam.tsx',
      './GatewaySetting': './src/exposes/GatewaySetting.tsx',
      './ChangePassword': './src/exposes/ChangePassword.tsx',
      './TwoFactor': './src/exposes/TwoFactor.tsx',
      './Deployments': './src/exposes/Deployments.tsx',
      './Sessions': './src/exposes/Sessions.tsx',
      './SecurityLog': './src/exposes/SecurityLog.tsx',
    },
    label: 'Settings',
    title: 'Settings',
  },
  {
    folder: 'mf-visitor',
    packageName: '@earrival/mf-visitor',
    federationName: 'mf_visitor',
    devPort: 3004,
    exposes: { './VisitorApp': './src/exposes/VisitorApp.tsx' },
    label: 'Visitor pages',
    title: 'Cuba e-Arrival - Track your order',
  },
] as const satisfies readonly AppDescriptor[];

/** Every browser app, the shell first. */
export const APPS: readonly AppDescriptor[] = [SHELL_APP, ...REMOTE_APPS];

type RemoteApp = (typeof REMOTE_APPS)[number];

/** The federation names of the remotes, as the runtime registry lists them. */
export type RemoteName = RemoteApp['federationName'];

/** The remote customers also open on its own, on VISITOR_PORT. */
export const VISITOR_APP = REMOTE_APPS[3];

export const appByFolder = (folder: string): AppDescriptor | undefined =>
  APPS.find((app) => app.folder === folder);

export const remoteByName = (name: string): RemoteApp | undefined =>
  REMOTE_APPS.find((app) => app.federationName === name);
