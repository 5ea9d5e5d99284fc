// Bootstrap for the track-order page only; the download page brings the rest (see webpack-assets).
import 'bootstrap/dist/css/bootstrap.min.css?first-screen';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BrandFrame, BrandProvider } from '@earrival/shared/brand';
import { DataProvider } from '@earrival/shared/query';
import { Toasts } from '@earrival/shared/toast';
import VisitorApp from './exposes/VisitorApp';

// The standalone visitor app customers use (served on VISITOR_PORT): the same brand frame and data layer
// the shell gives the visitor pages, and nothing else of the staff shell.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Toasts />
    <DataProvider busEvents={false}>
      <BrandProvider>
        <BrandFrame>
          <VisitorApp />
        </BrandFrame>
      </BrandProvider>
    </DataProvider>
  </BrowserRouter>,
);
