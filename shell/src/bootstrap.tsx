import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_SETTINGS } from '@earrival/shared';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    {/* One toast container for the whole page; remotes reach it through @earrival/shared's notify. */}
    <ToastContainer {...TOAST_SETTINGS} />
    <App />
  </BrowserRouter>,
);
