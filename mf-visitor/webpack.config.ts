import { appConfig } from '../scripts/federation';

// Federation name, exposes, dev port and title come from the app manifest (shared/src/apps.ts).
export default appConfig(import.meta.dirname, {
  description: 'Track your Cuba e-Arrival card order and download your approved arrival card.',
  // Customers open it on its own (VISITOR_PORT): it keeps a federation runtime of its own.
  ownPage: true,
  // The track-order page a customer opens from the e-mail (and the not-found page).
  firstScreen: ['src/bootstrap.tsx', 'src/exposes', 'src/features/track-order', 'src/features/layout'],
});
