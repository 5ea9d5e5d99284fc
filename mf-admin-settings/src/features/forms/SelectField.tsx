import type { ChangeEvent, ReactNode } from 'react';
import { useField } from 'formik';
import Form from 'react-bootstrap/Form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** The formik field name. */
  name: string;
  /** Element id; the message gets `${id}-error` and is linked to the select for screen readers. */
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select ..."), so that nothing chosen is a state the rule can catch. */
  placeholder: string;
  disabled?: boolean;
  groupClassName?: string;
}

/**
 * The select counterpart of the UI kit's TextField: label, the message under the field, and the same
 * "show it from the first change, and on leaving the field" behaviour, bound to formik.
 */
export function SelectField({
  name,
  id,
  label,
  options,
  placeholder,
  disabled = false,
  groupClassName = 'mb-3',
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const errorId = `${id}-error`;
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    field.onChange(event);
    void helpers.setTouched(true, false);
  };
  return (
    <Form.Group className={groupClassName} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        name={field.name}
        value={field.value ?? ''}
        onChange={change}
        onBlur={field.onBlur}
        isInvalid={!!error}
        aria-describedby={errorId}
        disabled={disabled}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback id={errorId} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
