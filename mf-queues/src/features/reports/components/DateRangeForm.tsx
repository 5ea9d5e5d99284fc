import { Formik, Form as FormikForm, type FormikErrors } from 'formik';
import Button from 'react-bootstrap/Button';
import { reportRangeProblem, type ReportRange } from '@earrival/shared/dateRange';
import { TextField } from '@earrival/shared/form';

export interface DateRange {
  /** YYYY-MM-DD, or '' for an open end. */
  fromDate: string;
  toDate: string;
}

/** The form's ends as the shared range rule reads them ('' is an open end). */
export const rangeOf = ({ fromDate, toDate }: DateRange): ReportRange => ({
  from: fromDate || undefined,
  to: toDate || undefined,
});

/**
 * Both ends are optional (an open range). Each end is checked on its own first, so the message sits under
 * the field that is wrong; the order and the length of the range are the To field's to report.
 */
function validate(values: DateRange): FormikErrors<DateRange> {
  const { from, to } = rangeOf(values);
  const fromProblem = reportRangeProblem({ from });
  if (fromProblem) return { fromDate: fromProblem };
  const toProblem = reportRangeProblem({ from, to });
  return toProblem ? { toDate: toProblem } : {};
}

/** From and To date pickers with Submit (Country Orders, Processed By), showing the range in use. */
export function DateRangeForm({
  value,
  onSubmit,
  busy,
}: {
  value: DateRange;
  onSubmit: (range: DateRange) => void;
  busy: boolean;
}) {
  return (
    // Reinitialised when the address changes (Back, a link), so the fields show the range on screen.
    <Formik<DateRange> initialValues={value} enableReinitialize validate={validate} onSubmit={onSubmit}>
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
