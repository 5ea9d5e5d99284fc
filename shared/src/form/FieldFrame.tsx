import type { ReactNode } from 'react';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  groupClassName: string;
  error: string | undefined;
  errorId: string;
  /** The control: an input, a textarea or a select carrying useFormField's `control`. */
  children: ReactNode;
}

/**
 * Label above, control, and the message under it (linked by errorId): the frame of every kit field.
 * Bootstrap's markup written out, not react-bootstrap's FormGroup, FormLabel and Feedback: those bring the
 * classes they can build at run time (every `col-*`, `offset-*` and `order-*` of FormLabel's Col, the
 * valid and tooltip states of Feedback) into each page's trimmed Bootstrap, the customer's first screen too.
 */
export function FieldFrame({
  id,
  label,
  labelClassName,
  groupClassName,
  error,
  errorId,
  children,
}: FieldFrameProps) {
  return (
    <div className={groupClassName}>
      <label className={labelClassName ? `form-label ${labelClassName}` : 'form-label'} htmlFor={id}>
        {label}
      </label>
      {children}
      <div id={errorId} className="invalid-feedback">
        {error}
      </div>
    </div>
  );
}
