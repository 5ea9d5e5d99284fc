import { Formik, type FormikHelpers } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import * as yup from 'yup';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { type YesNo } from '@earrival/shared/types';
import { Section } from '../../../components/Section';
import { useAddComment, type CommentInput } from '../hooks/useAddComment';

const CHECKBOXES = [
  { name: 'whatsapp', label: 'Whatsapp' },
  { name: 'telephone', label: 'Telephone' },
  { name: 'statusRefund', label: 'Refund' },
  { name: 'voided', label: 'Voided' },
  { name: 'chargeBack', label: 'Chargeback' },
] as const;

type Values = { remark: string } & Record<(typeof CHECKBOXES)[number]['name'], boolean>;

const INITIAL: Values = {
  remark: '',
  whatsapp: false,
  telephone: false,
  statusRefund: false,
  voided: false,
  chargeBack: false,
};

const schema = yup.object({ remark: yup.string().trim().required('Please enter your remark') });

const flag = (ticked: boolean): YesNo => (ticked ? 'Y' : 'N');

/** 'Add Comment Below': a remark with optional flags; the list above refreshes once it is saved. */
export function AddComment({ orderId, userName }: { orderId: number; userName: string }) {
  const add = useAddComment(orderId, userName);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input: CommentInput = {
      remark: values.remark.trim(),
      whatsapp: flag(values.whatsapp),
      telephone: flag(values.telephone),
      statusRefund: flag(values.statusRefund),
      voided: flag(values.voided),
      chargeBack: flag(values.chargeBack),
    };
    try {
      await add.mutateAsync(input);
      helpers.resetForm();
    } catch {
      // The server's message is already on screen as a toast; the remark stays for another try.
    }
  };
  return (
    <Section id="add-comment" title="Add Comment Below">
      <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={submit}>
        {(formik) => (
          <ValidatedForm label="Add Comment">
            <TextField
              name="remark"
              id="comment-remark"
              label="Remark"
              multiline={3}
              placeholder="Write what was done or agreed"
              touchOnChange
            />
            <div className="d-flex flex-wrap gap-3 mb-3" role="group" aria-label="Flags">
              {CHECKBOXES.map(({ name, label }) => (
                <Form.Check
                  key={name}
                  id={`comment-${name}`}
                  type="checkbox"
                  label={label}
                  name={name}
                  checked={formik.values[name]}
                  onChange={formik.handleChange}
                />
              ))}
            </div>
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving…' : 'Add Comment'}
            </Button>
          </ValidatedForm>
        )}
      </Formik>
    </Section>
  );
}
