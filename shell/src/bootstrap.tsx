// Bootstrap for the sign-in page only; the areas that load after it bring the rest (see webpack-assets).
import 'bootstrap/dist/css/bootstrap.min.css?first-screen';
import './styles/shell.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <App />
  </AppProviders>,
);
