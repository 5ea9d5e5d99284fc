import { lazy, Suspense, type ReactNode } from 'react';
import { TrackOrderScreen } from '../features/track-order/components/TrackOrderScreen';
import { VisitorPage } from '../components/layout/VisitorPage';
import { useVisitorLocation, VisitorLink } from '../navigation/navigation';
import { firstUse } from '../standalone/firstUse';
import { readPageState } from '../standalone/pageState';
import { useText } from '../i18n/language';

/*
 * The page a customer opens from the e-mail is track-order; the download page (its table, the data layer)
 * loads on its own. When the server rendered it with the order's data, its script waits for the customer's
 * first touch, as the track form's does: the server's page is already there and styled (its stylesheets
 * are linked into it), and Download Now posts by itself until then. A download page the server could not
 * fill (no proof) loads at once, to send the customer back to the track form.
 */
const servedDownloadPage = () => typeof document !== 'undefined' && Boolean(readPageState()?.download);
const DownloadScreen = lazy(() =>
  (servedDownloadPage() ? firstUse() : Promise.resolve()).then(
    () => import('../features/download/components/DownloadScreen'),
  ),
);

/** A path segment as the screens read it: decoded, or as written when it is not valid percent-encoding. */
function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The visitor's addresses, first match wins (case-insensitive and with an optional trailing slash, as
 * react-router matched them). The site's own address is the form a customer came for (the shell keeps
 * its / for sign-in and never sends it here).
 */
const ROUTES: { pattern: RegExp; screen: (orderId: string | undefined) => ReactNode }[] = [
  { pattern: /^\/$/, screen: () => <TrackOrderScreen /> },
  {
    pattern: /^\/track-order(?:\/([^/]+))?\/?$/i,
    screen: (orderId) => <TrackOrderScreen orderId={orderId} />,
  },
  {
    pattern: /^\/get-new-order-details\/([^/]+)\/?$/i,
    screen: (orderId) => (
      <Suspense fallback={null}>
        <DownloadScreen orderId={orderId ?? ''} />
      </Suspense>
    ),
  },
];

function NotFound() {
  const text = useText();
  // The link sits where the sentence of each language puts it.
  const [before, after = ''] = text('notFound.text', { link: '\u0000' }).split('\u0000');
  return (
    <VisitorPage>
      <h1 className="h3">{text('notFound.title')}</h1>
      <p>
        {before}
        <VisitorLink to="/track-order/">{text('notFound.link')}</VisitorLink>
        {after}
      </p>
    </VisitorPage>
  );
}

/** The visitor screen for the current address, inside whichever navigation the host gives. */
export function VisitorRoutes() {
  const { pathname } = useVisitorLocation();
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return <>{route.screen(decoded(match[1]))}</>;
  }
  return <NotFound />;
}
