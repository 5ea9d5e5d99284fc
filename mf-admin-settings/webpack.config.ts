import { federatedConfig } from '../scripts/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_admin_settings',
      devPort: 3003,
      publicPath: 'auto',
      title: 'Settings',
      exposes: {
        './ManageTeam': './src/exposes/ManageTeam.tsx',
        './GatewaySetting': './src/exposes/GatewaySetting.tsx',
        './ChangePassword': './src/exposes/ChangePassword.tsx',
      },
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
