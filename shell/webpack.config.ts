import path from 'node:path';
import { appConfig } from '../scripts/federation';

// Federation name, dev port and title come from the app manifest (shared/src/apps.ts).
export default appConfig(import.meta.dirname, {
  // The shell owns deep links such as /admin/view-order/..., so its files are addressed from the root.
  publicPath: '/',
  runtimePlugins: [path.resolve(import.meta.dirname, 'src/remotes/remoteErrorPlugin.ts')],
  description:
    'Staff back-office of the Cuba e-Arrival card service: customer orders, queues, documents and the team.',
  // The sign-in page.
  // (theme.ts names data-bs-theme: the first screen's Bootstrap keeps its dark mode.)
  firstScreen: [
    'src/bootstrap.tsx',
    'src/app/App.tsx',
    'src/features/auth',
    'src/ui',
    'src/features/theme/theme.ts',
  ],
});
