import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
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
  size,
  ...attributes
}: TextFieldProps) {
  const { error, errorId, control } = useFormField(name, id, touchOnChange);
  const { isInvalid, ...bound } = control;
  // Bootstrap's classes written out in full, not built by react-bootstrap's FormControl at run time: the
  // page's trimmed Bootstrap then keeps only the states and sizes a field can show.
  const className = [
    'form-control',
    size === 'sm' ? 'form-control-sm' : size === 'lg' ? 'form-control-lg' : '',
    isInvalid ? 'is-invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame
      id={id}
      label={label}
      labelClassName={labelClassName}
      groupClassName={groupClassName}
      error={error}
      errorId={errorId}
    >
      {multiline ? (
        <textarea {...attributes} rows={multiline} className={className} {...bound} />
      ) : (
        <input {...attributes} type={type} className={className} {...bound} />
      )}
    </FieldFrame>
  );
}
