import { Formik } from 'formik';
import * as yup from 'yup';
import { useParams } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { brandHref, useBrand } from '@earrival/shared/brand';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { VisitorPage } from '../../layout/components/VisitorPage';
import { displayOrderId } from '../../paths';
import { useTrackOrder } from '../hooks/useTrackOrder';

export const TRACK_MESSAGES = {
  orderId: 'Please enter your orderId',
  email: 'Please enter your email',
} as const;

const schema = yup.object({
  orderId: yup.string().trim().required(TRACK_MESSAGES.orderId),
  email: yup.string().trim().required(TRACK_MESSAGES.email),
});

/** /track-order/{orderId}: the customer proves the order with its id and e-mail to reach the download. */
export function TrackOrderScreen() {
  const { orderId } = useParams();
  const { brand } = useBrand();
  const track = useTrackOrder();

  return (
    <VisitorPage>
      <Card className="ea-visitor-card">
        <Card.Body>
          <h1 className="ea-visitor-title">Download your Cuba Arrival Card</h1>
          <p className="ea-visitor-lead">
            Enter your order ID and the e-mail address you applied with to see your order and download your
            document.
          </p>
          <Formik
            initialValues={{ orderId: displayOrderId(orderId), email: '' }}
            validationSchema={schema}
            validateOnChange
            validateOnBlur
            onSubmit={async (values) => {
              await track
                .mutateAsync({ orderId: values.orderId.trim(), email: values.email.trim() })
                .catch(() => undefined);
            }}
          >
            {({ isSubmitting }) => (
              <ValidatedForm label="Track order">
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
                <Button type="submit" className="ea-visitor-submit" disabled={isSubmitting}>
                  {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
                  TRACK ORDER
                </Button>
              </ValidatedForm>
            )}
          </Formik>
          <p className="ea-visitor-support">
            Need help?{' '}
            <a href={brandHref(brand, '/contact-us')} rel="noopener">
              Contact Support
            </a>
          </p>
        </Card.Body>
      </Card>
    </VisitorPage>
  );
}
