import { Formik, Form as FormikForm } from 'formik';
import Button from 'react-bootstrap/Button';
import { TextField } from '@earrival/shared/form';
import * as yup from 'yup';

export interface DateRange {
  /** YYYY-MM-DD, or '' for an open end. */
  fromDate: string;
  toDate: string;
}

export const TO_BEFORE_FROM_MESSAGE = 'To date must be on or after the From date.';

// Both ends are optional (an open range); when both are given they must be in order.
const schema = yup.object({
  fromDate: yup.string(),
  toDate: yup.string().test('after-from', TO_BEFORE_FROM_MESSAGE, (toDate, context) => {
    const fromDate = (context.parent as DateRange).fromDate;
    return !toDate || !fromDate || toDate >= fromDate;
  }),
});

/** From and To date pickers with Submit (Country Orders, Processed By). */
export function DateRangeForm({ onSubmit, busy }: { onSubmit: (range: DateRange) => void; busy: boolean }) {
  return (
    <Formik<DateRange>
      initialValues={{ fromDate: '', toDate: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <FormikForm noValidate className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <TextField
          name="fromDate"
          id="ea-from-date"
          label="From"
          type="date"
          size="sm"
          groupClassName=""
          labelClassName="small mb-1"
        />
        <TextField
          name="toDate"
          id="ea-to-date"
          label="To"
          type="date"
          size="sm"
          groupClassName=""
          labelClassName="small mb-1"
        />
        <Button type="submit" size="sm" className="align-self-end" disabled={busy}>
          Submit
        </Button>
      </FormikForm>
    </Formik>
  );
}

/** The request body: only the ends that were given. */
export function rangeBody({ fromDate, toDate }: DateRange): { fromDate?: string; toDate?: string } {
  return { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}
