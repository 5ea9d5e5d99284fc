import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useFormikContext } from 'formik';
import { BusyMark } from './BusyMark';

/** A form's submit button (inside <Formik>): disabled, with a busy mark, while the form submits. */
export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" className={className} disabled={isSubmitting}>
      {isSubmitting && <BusyMark />}
      {children}
    </Button>
  );
}
