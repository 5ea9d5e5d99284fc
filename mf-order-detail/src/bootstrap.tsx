import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@earrival/shared';
import OrderDetail from './exposes/OrderDetail';

// Standalone development page for this remote (the harness brings the router and the data provider);
// in production the shell loads the exposes instead.
createRoot(document.getElementById('root')!).render(
  <StandaloneHarness
    remote="mf_order_detail"
    modules={{
      './OrderDetail': OrderDetail,
    }}
  />,
);
