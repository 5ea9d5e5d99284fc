import { useEffect, useMemo } from 'react';
import { Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { reportRangeProblem } from '@earrival/shared/dateRange';
import { SelectField, TextField } from '@earrival/shared/form';
import { SECURITY_EVENTS, SECURITY_EVENT_NAMES } from '@earrival/shared/securityEvents';
import { type TeamMember } from '@earrival/shared/types';
import { SettingsForm } from '../../../components/SettingsForm';
import { NO_FILTERS, type LogFilterValues } from '../hooks/useSecurityLogAddress';

const EVENT_OPTIONS = SECURITY_EVENT_NAMES.map((name) => ({ value: name, label: SECURITY_EVENTS[name] }));
/** The field names the range rule's messages use. */
const NAMES = { from: 'From', to: 'To' };
const day = (value: string | undefined) => value || undefined;

/**
 * The dates follow the statistics screens' rule (a real day in 2000..2099, To not before From, at most
 * 1830 days), the one the API applies: each end is checked on its own first, so the message sits under
 * the field that is wrong; the order and the length of the range are To's to report.
 */
const schema = yup.object({
  memberId: yup.string(),
  event: yup.string(),
  from: yup.string().test('day', '', (value, context) => {
    const problem = reportRangeProblem({ from: day(value) }, NAMES);
    return problem ? context.createError({ message: problem }) : true;
  }),
  to: yup.string().test('range', '', (value, context) => {
    const from = day((context.parent as LogFilterValues).from);
    if (reportRangeProblem({ from }, NAMES)) return true;
    const problem = reportRangeProblem({ from, to: day(value) }, NAMES);
    return problem ? context.createError({ message: problem }) : true;
  }),
});

const FIELDS = Object.keys(NO_FILTERS) as Array<keyof LogFilterValues>;
const sameFilters = (a: LogFilterValues, b: LogFilterValues) => FIELDS.every((key) => a[key] === b[key]);

/**
 * Applies the filters as they change, as the queues' filters do: once the form's values differ from the
 * filters in use and pass the rules (a wrong day stays under its field and asks for nothing).
 */
function ApplyOnChange({
  applied,
  onApply,
}: {
  applied: LogFilterValues;
  onApply: (filters: LogFilterValues) => void;
}) {
  const { values, validateForm } = useFormikContext<LogFilterValues>();
  useEffect(() => {
    if (sameFilters(values, applied)) return;
    let current = true;
    void validateForm(values).then((errors) => {
      if (current && Object.keys(errors).length === 0) onApply(values);
    });
    return () => {
      current = false;
    };
  }, [values, applied, onApply, validateForm]);
  return null;
}

export interface SecurityLogFiltersProps {
  /** The filters in use (from the address). */
  value: LogFilterValues;
  members: readonly TeamMember[];
  onApply: (filters: LogFilterValues) => void;
}

/** Member, event and From/To (UTC days, both optional), applied as they change, with Clear filters. */
export function SecurityLogFilters({ value, members, onApply }: SecurityLogFiltersProps) {
  const memberOptions = useMemo(
    () =>
      [...members]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((member) => ({ value: String(member.id), label: `${member.name} (${member.type})` })),
    [members],
  );
  const filtered = Object.values(value).some(Boolean);
  return (
    // Reinitialised when the address changes (Back, a link), so the fields show the filters in use.
    <Formik<LogFilterValues>
      initialValues={value}
      enableReinitialize
      validationSchema={schema}
      onSubmit={(values) => onApply(values)}
    >
      {({ resetForm }) => (
        <SettingsForm label="Security Log filters">
          <ApplyOnChange applied={value} onApply={onApply} />
          <Row className="gx-md-3">
            <Col md={6} xl={3}>
              <SelectField
                name="memberId"
                id="security-log-member"
                label="Member"
                placeholder="All members"
                options={memberOptions}
              />
            </Col>
            <Col md={6} xl={3}>
              <SelectField
                name="event"
                id="security-log-event"
                label="Event"
                placeholder="All events"
                options={EVENT_OPTIONS}
              />
            </Col>
            <Col sm={6} xl={3}>
              <TextField name="from" id="security-log-from" label="From" type="date" touchOnChange />
            </Col>
            <Col sm={6} xl={3}>
              <TextField name="to" id="security-log-to" label="To" type="date" touchOnChange />
            </Col>
          </Row>
          {filtered && (
            <Button
              variant="outline-secondary"
              onClick={() => {
                resetForm({ values: NO_FILTERS });
                onApply(NO_FILTERS);
              }}
            >
              Clear filters
            </Button>
          )}
        </SettingsForm>
      )}
    </Formik>
  );
}
