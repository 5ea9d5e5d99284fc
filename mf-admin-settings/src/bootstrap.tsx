import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import { createRoot } from 'react-dom/client';
import { DataProvider, StandaloneHarness } from '@earrival/shared';
import ManageTeam from './exposes/ManageTeam';
import GatewaySetting from './exposes/GatewaySetting';
import ChangePassword from './exposes/ChangePassword';

// Standalone development page for this remote; in production the shell loads the exposes instead.
createRoot(document.getElementById('root')!).render(
  <DataProvider>
    <StandaloneHarness
      remote="mf_admin_settings"
      modules={{
        './ManageTeam': ManageTeam,
        './GatewaySetting': GatewaySetting,
        './ChangePassword': ChangePassword,
      }}
    />
  </DataProvider>,
);
