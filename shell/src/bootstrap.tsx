import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/shell.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { installFavicon } from './app/favicon';

installFavicon();

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <App />
  </AppProviders>,
);
