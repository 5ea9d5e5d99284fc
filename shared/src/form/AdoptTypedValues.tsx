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
  const { values, touched, setTouched, setValues, validateForm } = useFormikContext<Values>();
  useLayoutEffect(() => {
    const typed: Record<string, unknown> = {};
    const typedInto: Record<string, boolean> = {};
    for (const [name, id] of Object.entries(fields) as [keyof Values & string, string][]) {
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement)) continue;
      const value = input.type === 'checkbox' ? input.checked : input.value;
      if (value === values[name]) continue;
      typed[name] = value;
      // As if typed after hydration: the field is touched, so its message shows at once.
      if (input.type !== 'checkbox') typedInto[name] = true;
    }
    if (Object.keys(typed).length === 0) return;
    // All at once and checked once, with every value taken over: field by field, a check run before the
    // next field was taken over could show that field's message for a moment.
    const next = { ...values, ...typed } as Values;
    void setValues(next, false);
    void setTouched({ ...touched, ...typedInto }, false);
    void validateForm(next);
    // Once, at hydration: later values are formik's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
