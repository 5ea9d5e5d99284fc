import { federatedConfig } from '../scripts/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_queues',
      devPort: 3001,
      publicPath: 'auto',
      title: 'Queues',
      exposes: {
        './QueueScreen': './src/exposes/QueueScreen.tsx',
        './FutureOrders': './src/exposes/FutureOrders.tsx',
        './CountryOrders': './src/exposes/CountryOrders.tsx',
        './ProcessedBy': './src/exposes/ProcessedBy.tsx',
        './SendInvoice': './src/exposes/SendInvoice.tsx',
      },
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
