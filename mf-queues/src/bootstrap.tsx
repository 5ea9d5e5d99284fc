// The development page of this remote (npm run dev -w <remote>): its screens at their /admin paths. A
// production build has no page script: its index.html says where the screens live (scripts/federation.ts).
import 'bootstrap/dist/css/bootstrap.min.css';
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@earrival/shared/dev';

// Module names come from the app manifest ('./QueueScreen'); each lives in src/exposes/ under that name.
const load = (module: string) => import(`./exposes/${module.slice(2)}.tsx`);

createRoot(document.getElementById('root')!).render(<StandaloneHarness remote="mf_queues" load={load} />);
