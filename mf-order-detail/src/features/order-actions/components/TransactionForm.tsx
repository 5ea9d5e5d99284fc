import { Formik } from 'formik';
import Button from 'react-bootstrap/Button';
import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { useSaveTransaction, type TransactionInput } from '../hooks/useOrderActions';

const schema = yup.object({
  transactionId: yup
    .string()
    .trim()
    .required('Please enter your Transaction Id')
    .max(LIMITS.transaction, `Transaction Id may have at most ${LIMITS.transaction} characters`),
  merchantName: yup
    .string()
    .trim()
    .required('Please enter your Merchant Name')
    .max(LIMITS.transaction, `Merchant Name may have at most ${LIMITS.transaction} characters`),
});

export interface TransactionFormProps {
  orderId: number;
  transactionId: string | null;
  merchantName: string | null;
  /** Ids must differ when the form shows twice (on the page and in the modal). */
  idPrefix: string;
  onSaved?: () => void;
}

/** Transaction ID and Merchant Name of the payment, the evidence a defence pack quotes. */
export function TransactionForm({
  orderId,
  transactionId,
  merchantName,
  idPrefix,
  onSaved,
}: TransactionFormProps) {
  const save = useSaveTransaction(orderId);
  const submit = async (values: TransactionInput) => {
    try {
      await save.mutateAsync({
        transactionId: values.transactionId.trim(),
        merchantName: values.merchantName.trim(),
      });
      onSaved?.();
    } catch {
      // The server's message is a toast; the values stay for another try.
    }
  };
  return (
    <Formik<TransactionInput>
      initialValues={{ transactionId: transactionId ?? '', merchantName: merchantName ?? '' }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => (
        <ValidatedForm label="Transaction details">
          <div className="row gx-3">
            <div className="col-12 col-md-6">
              <TextField
                name="transactionId"
                id={`${idPrefix}-transaction-id`}
                label="Transaction ID"
                touchOnChange
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                name="merchantName"
                id={`${idPrefix}-merchant-name`}
                label="Merchant Name"
                touchOnChange
              />
            </div>
          </div>
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving…' : 'Save Transaction'}
          </Button>
        </ValidatedForm>
      )}
    </Formik>
  );
}
