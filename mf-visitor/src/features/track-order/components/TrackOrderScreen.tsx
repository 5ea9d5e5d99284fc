import { Formik } from 'formik';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { brandHref, useBrand } from '@earrival/shared/brand';
import { lazySchema, SubmitButton, TextField, ValidatedForm } from '@earrival/shared/form';
import { VisitorPage } from '../../layout/components/VisitorPage';
import { displayOrderId } from '../../paths';
import { useTrackOrder } from '../hooks/useTrackOrder';
import { useServedState } from '../../../standalone/pageState';

import type { TrackOrderValues } from './trackOrderSchema';

export { TRACK_MESSAGES } from './trackMessages';

/** Shown when a documents link from our e-mail was refused (expired after 24 hours, or damaged). */
export const LINK_REFUSED_TEXT =
  'This link is not valid any more (links in our e-mails work for 24 hours). Please enter your Order ID and e-mail address below.';

// yup loads with the form's first validation: the page a customer opens from the e-mail ships without it.
const validate = lazySchema<TrackOrderValues>(() => import('./trackOrderSchema').then((m) => m.default));

/** /track-order/{orderId}: the customer proves the order with its id and e-mail to reach the download. */
export function TrackOrderScreen() {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const { brand } = useBrand();
  const { pathname } = useLocation();
  const { track, attempted, ...answer } = useTrackOrder();
  // The answer to the form the browser posted by itself (no script yet): the server rendered it, and it
  // stays until the customer's next attempt.
  const served = useServedState()?.track;
  const error = attempted ? answer.error : (served?.error ?? null);
  const notice = attempted ? answer.notice : (served?.notice ?? null);
  // The API sends a refused documents link here with ?link=invalid.
  const linkRefused = search.get('link') === 'invalid';

  return (
    <VisitorPage>
      {/* Bootstrap's card markup: the page a customer opens first ships without react-bootstrap's Card. */}
      <section className="card ea-visitor-card">
        <div className="card-body">
          <h1 className="ea-visitor-title">Download your Cuba Arrival Card</h1>
          <p className="ea-visitor-lead">
            Enter your order ID and the e-mail address you applied with to see your order and download your
            document.
          </p>
          {/* Plain Bootstrap markup: this first screen ships without react-bootstrap's Alert and with as
              little CSS as it can (page-weight budget). */}
          {linkRefused && !notice && !error && (
            <div className="alert alert-info" role="status">
              {LINK_REFUSED_TEXT}
            </div>
          )}
          <Formik
            initialValues={served?.values ?? { orderId: displayOrderId(orderId), email: '' }}
            validate={validate}
            validateOnChange
            validateOnBlur
            onSubmit={async (values) => {
              await track({ orderId: values.orderId.trim(), email: values.email.trim() });
            }}
          >
            <ValidatedForm label="Track order" method="post" action={pathname}>
              <TextField
                name="orderId"
                id="track-order-id"
                label="Order ID"
                placeholder="Order ID"
                autoComplete="off"
                touchOnChange
              />
              <TextField
                name="email"
                id="track-email"
                type="email"
                label="Email ID"
                placeholder="Email ID"
                autoComplete="email"
                touchOnChange
              />
              <SubmitButton className="ea-visitor-submit">TRACK ORDER</SubmitButton>
            </ValidatedForm>
          </Formik>
          {/* The answer to the last attempt, under the button the customer just pressed: a live region that
              is always there, so a screen reader reads out what appears in it (a refusal at once). */}
          <div className="ea-visitor-answer" aria-live="polite">
            {error && (
              <div className="alert alert-danger" role="alert">
                {error}
              </div>
            )}
            {notice && (
              <div className="alert alert-info" role="status">
                {notice}
              </div>
            )}
          </div>
          <p className="ea-visitor-support">
            Need help?{' '}
            <a href={brandHref(brand, '/contact-us')} rel="noopener">
              Contact Support
            </a>
          </p>
        </div>
      </section>
    </VisitorPage>
  );
}
