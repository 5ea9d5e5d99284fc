import { BrandFrame, BrandProvider, VISITOR_APP, VISITOR_MODULE } from '@earrival/shared';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { useRemoteLoader } from './RemoteLoaderContext';

/**
 * Every path outside /admin except '/': the visitor remote inside the public chrome of the brand of the
 * landing domain (navbar, footer, translation widget, colours from shared/src/brand/brands.json).
 */
export default function VisitorArea() {
  const load = useRemoteLoader();
  return (
    <BrandProvider>
      <BrandFrame>
        <RemoteScreen module={VISITOR_MODULE} label={VISITOR_APP.label} props={{}} load={load} />
      </BrandFrame>
    </BrandProvider>
  );
}
