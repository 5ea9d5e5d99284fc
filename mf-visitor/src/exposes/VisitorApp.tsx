// The track-order page's Bootstrap, the standalone page's first screen too (the download page brings the
// rest); without this import the build would give the exposed module the visitor's whole Bootstrap.
import 'bootstrap/dist/css/bootstrap.min.css?first-screen';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { VisitorRoutes } from '../app/VisitorRoutes';
import { NavigationProvider, type VisitorNavigation } from '../navigation/navigation';
import { PageLanguageBoundary } from '../i18n/language';

/**
 * The visitor pages as the shell mounts them, for paths outside /admin: they move through the shell's
 * router (the shared react-router singleton). The page chrome (navbar, footer, translation widget) is the
 * host's brand frame around them.
 */
export default function VisitorApp() {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<VisitorNavigation>(
    () => ({ location: { pathname, search, key }, navigate: (to, options) => void navigate(to, options) }),
    [pathname, search, key, navigate],
  );
  return (
    <NavigationProvider value={navigation}>
      {/* The host's frame stays in its own words; the pages are in the customer's language. */}
      <PageLanguageBoundary>
        <VisitorRoutes />
      </PageLanguageBoundary>
    </NavigationProvider>
  );
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
