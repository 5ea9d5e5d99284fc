import { federatedConfig } from '../scripts/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_order_detail',
      devPort: 3002,
      publicPath: 'auto',
      title: 'Order detail',
      exposes: {
        './OrderDetail': './src/exposes/OrderDetail.tsx',
      },
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
