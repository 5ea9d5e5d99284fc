import { useState, type ReactNode } from 'react';
import { Formik, type FormikConfig, type FormikValues } from 'formik';
import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '@earrival/shared/api';
import { SubmitButton, ValidatedForm } from '@earrival/shared/form';

interface AuthFormProps<Values extends FormikValues> {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  validate: FormikConfig<Values>['validate'];
  /** Sends the values; what it throws is the refusal shown above the button until the next try. */
  send: (values: Values) => Promise<void>;
  /** The button's words. */
  submitText: string;
  /** The fields. */
  children: ReactNode;
}

/** The form of a password page: its fields, the server's refusal (if any) and the wide button. */
export function AuthForm<Values extends FormikValues>(props: AuthFormProps<Values>) {
  const { label, initialValues, validate, send, submitText, children } = props;
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await send(values);
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      <ValidatedForm label={label}>
        {children}
        {failure && (
          <Alert variant="danger" role="alert" className="py-2">
            {failure}
          </Alert>
        )}
        <SubmitButton className="w-100 btn-lg">{submitText}</SubmitButton>
      </ValidatedForm>
    </Formik>
  );
}
