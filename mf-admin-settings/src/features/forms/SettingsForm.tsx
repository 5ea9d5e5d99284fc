import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import './settings.css';

/**
 * The form element of every settings screen (inside <Formik>). After a submit that ends with errors
 * (the rules, or a message the server put under a field) it moves the focus to the first field in error,
 * in the order the fields appear, so a keyboard or screen-reader user lands where the problem is.
 */
export function SettingsForm({ children, label }: { children: ReactNode; label: string }) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef(0);

  useEffect(() => {
    // Once per submit, when it has finished: errors that appear later while typing never move the focus.
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    const invalid = Object.keys(errors);
    if (invalid.length === 0) return;
    const first = Array.from(form.current?.elements ?? []).find(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        'name' in element && invalid.includes((element as HTMLInputElement).name),
    );
    first?.focus();
  }, [submitCount, isSubmitting, errors]);

  return (
    <Form ref={form} noValidate aria-label={label}>
      {children}
    </Form>
  );
}
