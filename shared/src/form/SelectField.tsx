import type { ReactNode } from 'react';
// The parts, not react-bootstrap's whole Form namespace (see TextField).
import Feedback from 'react-bootstrap/Feedback';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import { useFormField } from './useFormField';

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
 * The select counterpart of TextField: label, the message under the field, shown from the first change
 * and on leaving the field, bound to formik.
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
  const { field, error, errorId, onChange } = useFormField(name, id, true);
  return (
    <FormGroup className={groupClassName} controlId={id}>
      <FormLabel>{label}</FormLabel>
      <FormSelect
        name={field.name}
        value={field.value ?? ''}
        onChange={onChange}
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
      </FormSelect>
      <Feedback id={errorId} type="invalid">
        {error}
      </Feedback>
    </FormGroup>
  );
}
