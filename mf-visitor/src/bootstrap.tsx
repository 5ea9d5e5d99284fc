import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BrandFrame, BrandProvider, DataProvider, TOAST_SETTINGS, ToastContainer } from '@earrival/shared';
import VisitorApp from './exposes/VisitorApp';

// The standalone visitor app customers use (served on VISITOR_PORT): the same brand frame and data layer
// the shell gives the visitor pages, and nothing else of the staff shell.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <ToastContainer {...TOAST_SETTINGS} />
    <DataProvider>
      <BrandProvider>
        <BrandFrame>
          <VisitorApp />
        </BrandFrame>
      </BrandProvider>
    </DataProvider>
  </BrowserRouter>,
);
