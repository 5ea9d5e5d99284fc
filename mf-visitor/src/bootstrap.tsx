// Bootstrap for the track-order page only; the download page brings the rest (see webpack-assets).
import 'bootstrap/dist/css/bootstrap.min.css?first-screen';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HistoryNavigation } from './navigation/historyNavigation';
import { StandalonePage } from './standalone/StandalonePage';
import { readPageState } from './standalone/pageState';

// The server renders the customer's page (api: modules/visitor/routes/pages.ts) and says from which state: the
// browser starts from the same state and takes over the server's HTML. A page without it (a development
// server, an older server) is rendered here.
const state = readPageState();
const root = document.getElementById('root')!;
const page = (
  <HistoryNavigation>
    <StandalonePage state={state} />
  </HistoryNavigation>
);
if (state) hydrateRoot(root, page);
else createRoot(root).render(page);
