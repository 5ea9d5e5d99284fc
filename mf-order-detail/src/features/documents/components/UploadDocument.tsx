import { useRef, useState } from 'react';
import { Formik, useField } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import * as yup from 'yup';
import { TextField, ValidatedForm } from '@earrival/shared/form';
import { type MailProvider, type UploadedDoc } from '@earrival/shared/types';
import { FormError } from '../../../components/FormError';
import { Section } from '../../../components/Section';
import { emailSchema, PROVIDERS } from '../emailSchema';
import { useUploadDocument } from '../hooks/useMailActions';
import { DocumentLink } from './DocumentLink';

/** What the chooser offers; the server still checks the real type from the file's bytes. */
const ACCEPT = '.pdf,application/pdf,image/*';

interface Values {
  email: string;
  file: File | null;
}

const schema = yup.object({
  email: emailSchema,
  file: yup.mixed<File>().nullable().required('File is required'),
});

function FileField() {
  const [, meta, helpers] = useField<File | null>('file');
  const error = meta.touched ? meta.error : undefined;
  return (
    <Form.Group className="mb-3" controlId="upload-file">
      <Form.Label>Document (PDF or image)</Form.Label>
      <Form.Control
        type="file"
        name="file"
        accept={ACCEPT}
        isInvalid={!!error}
        aria-describedby="upload-file-error"
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          void helpers.setValue(input.files?.[0] ?? null, true);
          void helpers.setTouched(true, false);
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
      <Form.Control.Feedback id="upload-file-error" type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export interface UploadDocumentProps {
  orderId: number;
  customerEmail: string;
  /** Stored documents, oldest first; the newest is offered for download. */
  documents: UploadedDoc[];
  /** Whether uploading is the order's likely next step: then its first button is the page's solid one. */
  primary: boolean;
}

/**
 * Stores the approved document and queues its mail to the customer through the provider of the button
 * pressed. A progress bar follows the upload; the server's answer says the mail is queued, and Email
 * History follows it from there (sent, or failed with Retry). A refusal shows in the form, above its buttons.
 */
export function UploadDocument({ orderId, customerEmail, documents, primary }: UploadDocumentProps) {
  const upload = useUploadDocument(orderId);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const chosen = useRef<MailProvider>('first');
  const latest = documents.at(-1);

  const submit = async (values: Values, helpers: { resetForm: () => void }) => {
    const provider = chosen.current;
    chosen.current = 'first';
    setProgress(0);
    try {
      await upload.mutateAsync({
        email: values.email.trim(),
        file: values.file!,
        fileName: values.file!.name,
        mailServiceProvider: provider,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      helpers.resetForm();
      setFileKey((key) => key + 1);
      setProgress(null);
    } catch {
      // The refusal shows above the buttons (FormError); the chosen file stays for another try.
      setProgress(null);
    }
  };

  return (
    <Section id="upload-document" title="Upload Document">
      <Formik<Values>
        initialValues={{ email: customerEmail, file: null }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <ValidatedForm label="Upload Document">
            <div className="row gx-3">
              <Form.Group className="col-12 col-md-4 mb-3" controlId="upload-order-id">
                <Form.Label>Order ID</Form.Label>
                <Form.Control value={orderId} readOnly />
              </Form.Group>
              <div className="col-12 col-md-8">
                <TextField name="email" id="upload-email" label="Email" type="email" touchOnChange />
              </div>
            </div>
            {/* A new key clears the native file input once an upload has gone through. */}
            <FileField key={fileKey} />
            {progress !== null && (
              <ProgressBar
                now={progress}
                label={`${progress}%`}
                className="mb-3"
                aria-label="Upload progress"
                animated={progress < 100}
              />
            )}
            <FormError error={upload.error} id="upload-error" />
            <div className="d-flex flex-wrap gap-2">
              {PROVIDERS.map((p) => (
                <Button
                  key={p.value}
                  type="submit"
                  variant={p.value === 'first' && primary ? 'primary' : 'outline-primary'}
                  disabled={formik.isSubmitting}
                  onClick={() => {
                    chosen.current = p.value;
                  }}
                >
                  Upload &amp; Send ({p.label})
                </Button>
              ))}
            </div>
          </ValidatedForm>
        )}
      </Formik>
      {latest && (
        <p className="mt-3 mb-0">
          Uploaded document: <DocumentLink orderId={orderId} file1={latest.file1} />
        </p>
      )}
    </Section>
  );
}
