// All of the Bootstrap this build can show (the page's first screen loaded only its own part).
import 'bootstrap/dist/css/bootstrap.min.css';
import { useLayoutEffect } from 'react';
import { VISITOR_APP } from '@earrival/shared/apps';
import { BrandFrame, BrandProvider } from '@earrival/shared/brand';
import { DataProvider } from '@earrival/shared/query';
import { VISITOR_MODULE } from '@earrival/shared/routes';
import { setCustomerPage } from '../features/theme/theme';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { useRemoteLoader } from './RemoteLoaderContext';

/**
 * Every path outside /admin except '/': the visitor remote, with the page's query cache, inside the public
 * chrome of the brand of the landing domain (navbar, footer, translation widget, colours from
 * shared/src/brand/brands.json).
 */
export default function VisitorArea() {
  const load = useRemoteLoader();
  // Customers' pages stay light (their brand's colours); the staff theme returns when they are left.
  useLayoutEffect(() => {
    setCustomerPage(true);
    return () => setCustomerPage(false);
  }, []);
  return (
    <DataProvider>
      <BrandProvider>
        <BrandFrame>
          {/* Customers' pages: no line naming the build below them. */}
          <RemoteScreen
            module={VISITOR_MODULE}
            label={VISITOR_APP.label}
            props={{}}
            load={load}
            showBuild={false}
          />
        </BrandFrame>
      </BrandProvider>
    </DataProvider>
  );
}
