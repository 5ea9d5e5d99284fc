import { Link, Route, Routes } from 'react-router-dom';
import { TrackOrderScreen } from '../features/track-order/components/TrackOrderScreen';
import { DownloadScreen } from '../features/download/components/DownloadScreen';
import { VisitorPage } from '../features/layout/components/VisitorPage';

/**
 * The visitor pages; mounted by the shell for paths outside /admin and by the standalone visitor app at its
 * root. The page chrome (navbar, footer, translation widget) is the host's brand frame around them.
 */
export default function VisitorApp() {
  return (
    <Routes>
      <Route path="/track-order/:orderId?" element={<TrackOrderScreen />} />
      <Route path="/get-new-order-details/:orderId" element={<DownloadScreen />} />
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
