import type { ReactNode } from 'react';
// The parts, not react-bootstrap's whole Form namespace (checks, ranges, selects, floating labels...).
import Feedback from 'react-bootstrap/Feedback';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import { useFormField } from './useFormField';

export interface TextFieldProps {
  /** The formik field name. */
  name: string;
  /** Element id; the error text gets `${id}-error` and is linked to the input for screen readers. */
  id: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'date' | 'number' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  size?: 'sm' | 'lg';
  groupClassName?: string;
  labelClassName?: string;
  readOnly?: boolean;
  /** A multi-line field (e.g. a remark) with this many visible rows. */
  multiline?: number;
  /**
   * Show the message from the first keystroke, not only after leaving the field: forms validate on change
   * as well as on blur.
   */
  touchOnChange?: boolean;
}

/** A labelled input bound to formik, with its validation message under it (inside <Formik> or FormikProvider). */
export function TextField({
  name,
  id,
  label,
  groupClassName = 'mb-3',
  labelClassName,
  touchOnChange = false,
  type = 'text',
  multiline,
  ...input
}: TextFieldProps) {
  const { field, error, errorId, onChange } = useFormField(name, id, touchOnChange);
  return (
    <FormGroup className={groupClassName} controlId={id}>
      <FormLabel className={labelClassName}>{label}</FormLabel>
      <FormControl
        {...input}
        {...(multiline ? { as: 'textarea' as const, rows: multiline } : { type })}
        name={field.name}
        value={field.value ?? ''}
        onChange={onChange}
        onBlur={field.onBlur}
        isInvalid={!!error}
        aria-describedby={errorId}
      />
      <Feedback id={errorId} type="invalid">
        {error}
      </Feedback>
    </FormGroup>
  );
}
