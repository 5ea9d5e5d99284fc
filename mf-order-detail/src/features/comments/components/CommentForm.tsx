import { useEffect, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { type YesNo } from '@earrival/shared/types';
import { ConfirmModal } from '@earrival/shared/ui';
import { FormError } from '../../../components/FormError';
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

export interface CommentFormProps {
  orderId: number;
  userName: string;
  /** The order already has a refund requested (or completed): a Refund flag moves it nowhere. */
  refundRequested: boolean;
  /** Prefix of the fields' ids: the form is on the page twice (its section, and the action bar's panel). */
  idPrefix: string;
  /** Put the focus in the remark once shown (the action bar's panel, opened to write). */
  focusOnMount?: boolean;
  /** After the comment is saved (the action bar closes its panel). */
  onSaved?: () => void;
}

interface PendingComment {
  input: CommentInput;
  helpers: FormikHelpers<Values>;
}

/**
 * A remark with optional flags; Comment History refreshes once it is saved. The Refund flag moves the
 * order to the refund queue, so the form says so beside the flag and asks before sending. A refusal shows
 * in the form, above its button, and the remark stays for another try.
 */
export function CommentForm({
  orderId,
  userName,
  refundRequested,
  idPrefix,
  focusOnMount = false,
  onSaved,
}: CommentFormProps) {
  const add = useAddComment(orderId, userName);
  const [pending, setPending] = useState<PendingComment | null>(null);
  const remarkId = `${idPrefix}-remark`;
  useEffect(() => {
    if (focusOnMount) document.getElementById(remarkId)?.focus();
  }, [focusOnMount, remarkId]);

  const send = async ({ input, helpers }: PendingComment) => {
    try {
      await add.mutateAsync(input);
      helpers.resetForm();
      onSaved?.();
    } catch {
      // The refusal is shown in the form (FormError); the remark stays for another try.
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
    <>
      <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={submit}>
        {(formik) => (
          <ValidatedForm
            label="Add Comment"
            onKeyDown={(event) => {
              // Ctrl+Enter (Cmd+Enter on a Mac) sends from anywhere in the form, as in mail and help-desk tools.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void formik.submitForm();
              }
            }}
          >
            <TextField
              name="remark"
              id={remarkId}
              label="Remark"
              multiline={3}
              placeholder="Write what was done or agreed"
              touchOnChange
            />
            <div className="d-flex flex-wrap gap-3 mb-3" role="group" aria-label="Flags">
              {CHECKBOXES.map(({ name, label }) => (
                <Form.Check
                  key={name}
                  id={`${idPrefix}-${name}`}
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
            <FormError error={add.error} id={`${idPrefix}-error`} />
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
    </>
  );
}
