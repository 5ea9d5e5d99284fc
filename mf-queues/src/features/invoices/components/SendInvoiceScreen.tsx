import { Formik, type FormikHelpers } from 'formik';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import * as yup from 'yup';
import { BusyMark, TextField, ValidatedForm } from '@earrival/shared/form';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { Page } from '@earrival/shared/ui';
import { useSendInvoice } from '../hooks/useSendInvoice';
import '../invoices.css';

const schema = yup.object({
  orderId: yup
    .string()
    .trim()
    .required('Please enter your order id.')
    .min(6, 'Order Id must be at least 6 characters.'),
});

type Values = { orderId: string };

/** Manage Invoices: one Order ID and Send Invoice. */
export function SendInvoiceScreen({ route }: AdminScreenProps) {
  const send = useSendInvoice();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await send.mutateAsync(values.orderId.trim());
      helpers.resetForm();
    } catch {
      // The server's message is already a toast; the id stays so it can be corrected.
    }
  };
  return (
    <Page title={route.title}>
      <Card className="send-invoice">
        <Card.Body>
          <Formik initialValues={{ orderId: '' }} validationSchema={schema} onSubmit={submit}>
            {(formik) => (
              <ValidatedForm label="Send Invoice">
                <TextField
                  name="orderId"
                  id="invoice-order-id"
                  label="Order ID"
                  placeholder="e.g. 100245"
                  autoComplete="off"
                  touchOnChange
                />
                <p className="text-muted small">
                  The invoice (amount paid, currency and payment gateway) is built as a PDF and e-mailed to
                  the customer; it is recorded in the order&apos;s Email History.
                </p>
                <Button type="submit" disabled={formik.isSubmitting}>
                  {formik.isSubmitting ? (
                    <>
                      <BusyMark />
                      Building and sending the invoice…
                    </>
                  ) : (
                    'Send Invoice'
                  )}
                </Button>
              </ValidatedForm>
            )}
          </Formik>
        </Card.Body>
      </Card>
    </Page>
  );
}
