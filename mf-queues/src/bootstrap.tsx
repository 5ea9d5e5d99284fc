import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@earrival/shared';
import QueueScreen from './exposes/QueueScreen';
import FutureOrders from './exposes/FutureOrders';
import CountryOrders from './exposes/CountryOrders';
import ProcessedBy from './exposes/ProcessedBy';
import SendInvoice from './exposes/SendInvoice';

// Standalone development page for this remote; in production the shell loads the exposes instead.
createRoot(document.getElementById('root')!).render(
  <StandaloneHarness
    remote="mf_queues"
    modules={{
      './QueueScreen': QueueScreen,
      './FutureOrders': FutureOrders,
      './CountryOrders': CountryOrders,
      './ProcessedBy': ProcessedBy,
      './SendInvoice': SendInvoice,
    }}
  />,
);
