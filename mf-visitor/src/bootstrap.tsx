import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { BrandFrame, BrandProvider, TOAST_SETTINGS } from '@earrival/shared';
import VisitorApp from './exposes/VisitorApp';

// The standalone visitor app customers use (served on VISITOR_PORT), in the same brand frame the shell gives it.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <ToastContainer {...TOAST_SETTINGS} />
    <BrandProvider>
      <BrandFrame>
        <VisitorApp />
      </BrandFrame>
    </BrandProvider>
  </BrowserRouter>,
);
