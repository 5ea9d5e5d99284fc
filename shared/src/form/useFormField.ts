import type { ChangeEvent } from 'react';
import { useField } from 'formik';

/**
 * What every form field of the UI kit shares: the formik binding, the message once the field is touched,
 * and the id that links the message to the control for screen readers. With touchOnChange the message
 * shows from the first change, not only after leaving the field. `control` goes on the input or select.
 */
export function useFormField(name: string, id: string, touchOnChange: boolean) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const errorId = `${id}-error`;
  return {
    error,
    errorId,
    control: {
      id,
      name: field.name,
      value: field.value ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        field.onChange(event);
        if (touchOnChange) void helpers.setTouched(true, false);
      },
      onBlur: field.onBlur,
      isInvalid: !!error,
      'aria-describedby': errorId,
    },
  };
}
