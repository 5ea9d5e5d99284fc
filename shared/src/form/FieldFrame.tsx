import type { ReactNode } from 'react';
// The parts, not react-bootstrap's whole Form namespace (checks, ranges, floating labels...).
import Feedback from 'react-bootstrap/Feedback';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';

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

/** Label above, control, and the message under it (linked by errorId): the frame of every kit field. */
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
    <FormGroup className={groupClassName} controlId={id}>
      <FormLabel className={labelClassName}>{label}</FormLabel>
      {children}
      <Feedback id={errorId} type="invalid">
        {error}
      </Feedback>
    </FormGroup>
  );
}
