import { useMemo } from 'react';
import { Formik } from 'formik';
import { AdoptTypedValues, lazySchema, SubmitButton, TextField, ValidatedForm } from '@earrival/shared/form';
import { displayOrderId } from '../../../navigation/paths';
import { useTrackOrder } from '../hooks/useTrackOrder';
import { useServedState } from '../../../standalone/pageState';
import { PageData } from '../../../standalone/PageData';
import { useSearchParam, useVisitorLocation } from '../../../navigation/navigation';
import { useText } from '../../../i18n/language';
import type { TrackOrderValues } from './trackOrderSchema';

/** The fields and their inputs' ids. */
const FIELD_IDS = { orderId: 'track-order-id', email: 'track-email' } as const satisfies Record<
  keyof TrackOrderValues,
  string
>;

/**
 * The track form and its answers: the part of the track page that needs formik, the data layer's mutation
 * and the API client. The screen loads it when the customer first reaches for the page (see
 * TrackOrderScreen); until then the server's HTML of this very form is what they see, and it posts by itself.
 */
export default function TrackOrderForm({ orderId }: { orderId?: string }) {
  return (
    <PageData>
      <TrackOrderFormContent orderId={orderId} />
    </PageData>
  );
}

function TrackOrderFormContent({ orderId }: { orderId?: string }) {
  const { pathname } = useVisitorLocation();
  const { track, attempted, ...answer } = useTrackOrder();
  const text = useText();
  // yup loads with the form's first validation: the page a customer opens from the e-mail ships without it.
  const validate = useMemo(
    () =>
      lazySchema<TrackOrderValues>(() => import('./trackOrderSchema').then((m) => m.trackOrderSchema(text))),
    [text],
  );
  // The answer to the form the browser posted by itself (no script yet): the server rendered it, and it
  // stays until the customer's next attempt.
  const served = useServedState()?.track;
  const error = attempted ? answer.error : (served?.error ?? null);
  const notice = attempted ? answer.notice : (served?.notice ?? null);
  // The API sends a refused documents link here with ?link=invalid.
  const linkRefused = useSearchParam('link') === 'invalid';

  return (
    <>
      {/* Plain Bootstrap markup: this first screen ships without react-bootstrap's Alert and with as
          little CSS as it can (page-weight budget). */}
      {linkRefused && !notice && !error && (
        <div className="alert alert-info" role="status">
          {text('track.linkRefused')}
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
        <ValidatedForm label={text('track.form')} method="post" action={pathname}>
          <TextField
            name="orderId"
            id={FIELD_IDS.orderId}
            label={text('track.orderId')}
            placeholder={text('track.orderId')}
            autoComplete="off"
            touchOnChange
          />
          <TextField
            name="email"
            id={FIELD_IDS.email}
            type="email"
            label={text('track.email')}
            placeholder={text('track.email')}
            autoComplete="email"
            touchOnChange
          />
          <SubmitButton className="ea-visitor-submit">{text('track.submit')}</SubmitButton>
          <AdoptTypedValues<TrackOrderValues> fields={FIELD_IDS} />
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
    </>
  );
}
