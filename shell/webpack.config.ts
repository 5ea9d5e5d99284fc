import path from 'node:path';
import { federatedConfig } from '../scripts/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      devPort: 3000,
      // The shell owns deep links such as /admin/view-order/..., so its files are addressed from the root.
      publicPath: '/',
      title: 'Cuba e-Arrival Back Office',
      runtimePlugins: [path.resolve(import.meta.dirname, 'src/remotes/remoteErrorPlugin.ts')],
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
