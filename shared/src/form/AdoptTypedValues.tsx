import { useLayoutEffect } from 'react';
import { useFormikContext } from 'formik';

/**
 * What was typed (or ticked) into the server's HTML of a form before its script arrived: hydration keeps
 * it on screen but formik starts from its initial values, so the form takes it over before anything
 * renders again. `fields` names each field's input by id. Put it inside the form's Formik.
 */
export function AdoptTypedValues<Values extends object>({
  fields,
}: {
  fields: { readonly [Name in keyof Values & string]: string };
}) {
  const { values, setFieldTouched, setFieldValue } = useFormikContext<Values>();
  useLayoutEffect(() => {
    for (const [name, id] of Object.entries(fields) as [keyof Values & string, string][]) {
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement)) continue;
      const typed = input.type === 'checkbox' ? input.checked : input.value;
      if (typed === values[name]) continue;
      // As if typed after hydration: the field is touched and checked, so its message shows at once.
      void setFieldTouched(name, true, false);
      void setFieldValue(name, typed, true);
    }
    // Once, at hydration: later values are formik's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
