import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { type YesNo } from '@earrival/shared/types';
import { ConfirmModal } from '@earrival/shared/ui';
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

const schema = yup.object({
  remark: yup
    .string()
    .trim()
    .required('Please enter your remark')
    .max(LIMITS.remark, `A comment may have at most ${LIMITS.remark} characters`),
});

const flag = (ticked: boolean): YesNo => (ticked ? 'Y' : 'N');

/** What ticking Refund does to an order not yet in the refund queue: said in the form and asked before sending. */
export const refundNotice = (orderId: number) => `This comment also moves order ${orderId} to Refund.`;

export interface AddCommentProps {
  orderId: number;
  userName: string;
  /** The order already has a refund requested (or completed): a Refund flag moves it nowhere. */
  refundRequested: boolean;
}

interface PendingComment {
  input: CommentInput;
  helpers: FormikHelpers<Values>;
}

/**
 * 'Add Comment Below': a remark with optional flags; the list above refreshes once it is saved. The Refund
 * flag moves the order to the refund queue, so the form says so beside the flag and asks before sending.
 */
export function AddComment({ orderId, userName, refundRequested }: AddCommentProps) {
  const add = useAddComment(orderId, userName);
  const [pending, setPending] = useState<PendingComment | null>(null);
  const send = async ({ input, helpers }: PendingComment) => {
    try {
      await add.mutateAsync(input);
      helpers.resetForm();
    } catch {
      // The server's message is already on screen as a toast; the remark stays for another try.
    } finally {
      helpers.setSubmitting(false);
      setPending(null);
    }
  };
  const submit = (values: Values, helpers: FormikHelpers<Values>) => {
    const input: CommentInput = {
      remark: values.remark.trim(),
      whatsapp: flag(values.whatsapp),
      telephone: flag(values.telephone),
      statusRefund: flag(values.statusRefund),
      voided: flag(values.voided),
      chargeBack: flag(values.chargeBack),
    };
    if (values.statusRefund && !refundRequested) setPending({ input, helpers });
    else return send({ input, helpers });
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
            {formik.values.statusRefund && (
              <p className="small text-warning-emphasis mb-3" role="note" aria-live="polite">
                {refundRequested
                  ? `Order ${orderId} is already in Refund; this comment keeps it there.`
                  : refundNotice(orderId)}
              </p>
            )}
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving…' : 'Add Comment'}
            </Button>
          </ValidatedForm>
        )}
      </Formik>
      <ConfirmModal
        show={pending !== null}
        text={`${refundNotice(orderId)} Add the comment and move it?`}
        busy={add.isPending}
        onYes={() => {
          if (pending) void send(pending);
        }}
        onNo={() => {
          pending?.helpers.setSubmitting(false);
          setPending(null);
        }}
      />
    </Section>
  );
}
