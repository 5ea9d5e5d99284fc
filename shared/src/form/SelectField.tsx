import type { ReactNode } from 'react';
import FormSelect from 'react-bootstrap/FormSelect';
import { FieldFrame } from './FieldFrame';
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
  const { error, errorId, control } = useFormField(name, id, true);
  return (
    <FieldFrame id={id} label={label} groupClassName={groupClassName} error={error} errorId={errorId}>
      <FormSelect {...control} disabled={disabled}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FormSelect>
    </FieldFrame>
  );
}
