import { federatedConfig } from '../scripts/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_visitor',
      devPort: 3004,
      publicPath: 'auto',
      title: 'Cuba e-Arrival - Track your order',
      exposes: {
        './VisitorApp': './src/exposes/VisitorApp.tsx',
      },
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
