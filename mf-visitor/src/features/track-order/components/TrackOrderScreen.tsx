import { lazy, Suspense } from 'react';
import { brandHref, useBrand } from '@earrival/shared/brand';
import { VisitorPage } from '../../../components/layout/VisitorPage';
import { firstUse } from '../../../standalone/firstUse';
import { useText } from '../../../i18n/language';

/*
 * The form (formik, the data layer's mutation, the API client) hydrates when the customer first reaches
 * for the page, not with it: the server rendered the form, the browser shows it at once, and until the
 * customer touches it nothing needs its script (a form posted before then goes to the server, which
 * answers it as it does without JavaScript). React keeps the server's HTML of a suspended boundary as it is.
 */
const TrackOrderForm = lazy(() => firstUse().then(() => import('./TrackOrderForm')));

/** /track-order/{orderId}: the customer proves the order with its id and e-mail to reach the download. */
export function TrackOrderScreen({ orderId }: { orderId?: string }) {
  const { brand } = useBrand();
  const text = useText();
  return (
    <VisitorPage>
      {/* Bootstrap's card markup: the page a customer opens first ships without react-bootstrap's Card. */}
      <section className="card ea-visitor-card">
        <div className="card-body">
          <h1 className="ea-visitor-title">{text('track.title')}</h1>
          <p className="ea-visitor-lead">{text('track.lead')}</p>
          <Suspense fallback={null}>
            <TrackOrderForm orderId={orderId} />
          </Suspense>
          <p className="ea-visitor-support">
            {text('track.help')}{' '}
            <a href={brandHref(brand, '/contact-us')} rel="noopener">
              {text('track.contact')}
            </a>
          </p>
        </div>
      </section>
    </VisitorPage>
  );
}
