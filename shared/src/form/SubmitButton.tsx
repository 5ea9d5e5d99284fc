import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { BusyMark } from './BusyMark';

/**
 * A form's submit button (inside <Formik>): disabled, with a busy mark, while the form submits. Bootstrap's
 * classes written out (react-bootstrap's Button would keep every `btn-${variant}` in the page's Bootstrap).
 */
export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className={className ? `btn btn-primary ${className}` : 'btn btn-primary'}
      disabled={isSubmitting}
    >
      {isSubmitting && <BusyMark />}
      {children}
    </button>
  );
}
