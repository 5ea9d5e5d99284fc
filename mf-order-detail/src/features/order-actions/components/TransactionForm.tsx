import { Formik } from 'formik';
import Button from 'react-bootstrap/Button';
import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { useSaveTransaction, type TransactionInput } from '../hooks/useOrderActions';

/** Required, and no longer than the server keeps; `name` is how the messages say the field. */
const requiredText = (name: string) =>
  yup
    .string()
    .trim()
    .required(`Please enter your ${name}`)
    .max(LIMITS.transaction, `${name} may have at most ${LIMITS.transaction} characters`);

const schema = yup.object({
  transactionId: requiredText('Transaction Id'),
  merchantName: requiredText('Merchant Name'),
});

const FIELDS = [
  { name: 'transactionId', id: 'transaction-id', label: 'Transaction ID' },
  { name: 'merchantName', id: 'merchant-name', label: 'Merchant Name' },
] as const;

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
            {FIELDS.map(({ name, id, label }) => (
              <div key={name} className="col-12 col-md-6">
                <TextField name={name} id={`${idPrefix}-${id}`} label={label} touchOnChange />
              </div>
            ))}
          </div>
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving…' : 'Save Transaction'}
          </Button>
        </ValidatedForm>
      )}
    </Formik>
  );
}
