import { useRef } from 'react';
import { Formik } from 'formik';
import Button from 'react-bootstrap/Button';
import * as yup from 'yup';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { type MailProvider } from '@earrival/shared/types';
import { emailSchema } from '../emailSchema';
import type { MailInput } from '../hooks/useMailActions';

export interface MailButton {
  provider: MailProvider;
  label: string;
}

export interface MailFormProps {
  id: string;
  label: string;
  defaultEmail: string;
  /** One button per provider; the first is also what pressing Enter sends with. */
  buttons: MailButton[];
  send: (input: MailInput) => Promise<unknown>;
  /**
   * Why nothing can be sent yet ("No document uploaded yet"): the buttons are disabled, none solid, and
   * the reason shows beside them (and as their tooltip).
   */
  disabledReason?: string;
  /** The first button solid (the default); Resend Mail's never is: it repeats a mail already sent. */
  solid?: boolean;
}

const schema = yup.object({ email: emailSchema });

/** An e-mail field with one send button per mail provider (Resend Mail, Sent Mail). */
export function MailForm({
  id,
  label,
  defaultEmail,
  buttons,
  send,
  disabledReason,
  solid = true,
}: MailFormProps) {
  const first = buttons[0]?.provider ?? 'first';
  // Which button was pressed; Enter in the field sends with the first provider.
  const chosen = useRef<MailProvider>(first);
  const submit = async (values: { email: string }) => {
    const provider = chosen.current;
    chosen.current = first;
    try {
      await send({ email: values.email.trim(), mailServiceProvider: provider });
    } catch {
      // Shown as a toast by the data layer.
    }
  };
  return (
    <Formik initialValues={{ email: defaultEmail }} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <ValidatedForm label={label} className="od-mail-form">
          <TextField
            name="email"
            id={`${id}-email`}
            label="Email"
            type="email"
            touchOnChange
            groupClassName="mb-2 od-mail-field"
          />
          <div className="d-flex flex-wrap align-items-center gap-2">
            {buttons.map((button) => (
              <Button
                key={button.provider}
                type="button"
                variant={
                  button.provider === first && solid && !disabledReason ? 'primary' : 'outline-primary'
                }
                disabled={formik.isSubmitting || disabledReason !== undefined}
                title={disabledReason}
                aria-describedby={disabledReason ? `${id}-why` : undefined}
                onClick={() => {
                  chosen.current = button.provider;
                  void formik.submitForm();
                }}
              >
                {button.label}
              </Button>
            ))}
            {disabledReason && (
              <span id={`${id}-why`} className="small text-body-secondary">
                {disabledReason}
              </span>
            )}
          </div>
        </ValidatedForm>
      )}
    </Formik>
  );
}
