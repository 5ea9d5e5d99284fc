// The track-order page's Bootstrap, the standalone page's first screen too (the download page brings the
// rest); without this import the build would give the exposed module the visitor's whole Bootstrap.
import 'bootstrap/dist/css/bootstrap.min.css?first-screen';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { TrackOrderScreen } from '../features/track-order/components/TrackOrderScreen';
import { VisitorPage } from '../features/layout/components/VisitorPage';

// The page a customer opens from the e-mail is track-order; the download page (and its table) loads on its own.
const DownloadScreen = lazy(() => import('../features/download/components/DownloadScreen'));

/**
 * The visitor pages; mounted by the shell for paths outside /admin and by the standalone visitor app at its
 * root. The page chrome (navbar, footer, translation widget) is the host's brand frame around them.
 */
export default function VisitorApp() {
  return (
    <Routes>
      {/* The site's own address is the form a customer came for (the shell keeps its / for sign-in). */}
      <Route path="/" element={<TrackOrderScreen />} />
      <Route path="/track-order/:orderId?" element={<TrackOrderScreen />} />
      <Route
        path="/get-new-order-details/:orderId"
        element={
          <Suspense fallback={null}>
            <DownloadScreen />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <VisitorPage>
            <h1 className="h3">Page not found</h1>
            <p>
              To download your document, open the link in your e-mail or go to{' '}
              <Link to="/track-order/">Track order</Link>.
            </p>
          </VisitorPage>
        }
      />
    </Routes>
  );
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
