import { useEffect, useRef, type KeyboardEventHandler, type ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';

export interface ValidatedFormProps {
  children: ReactNode;
  /** The form's accessible name. */
  label?: string;
  className?: string;
  /**
   * Where the browser posts the form by itself when no script runs (yet): a page the server renders can
   * work before its JavaScript arrives. With the script, formik handles the submit and nothing is posted.
   */
  action?: string;
  method?: 'post';
  /** A form-wide key, e.g. Ctrl+Enter to send from the text being written. */
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
}

/**
 * A formik form element (inside <Formik>) that, after a submit ending with errors, moves the focus to the
 * first field in error in the order the fields appear, so a keyboard or screen-reader user lands where the
 * problem is. Errors that appear later while typing never move the focus.
 */
export function ValidatedForm({ children, label, className, action, method, onKeyDown }: ValidatedFormProps) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    const invalid = Object.keys(errors);
    if (invalid.length === 0) return;
    const first = Array.from(form.current?.elements ?? []).find(
      (element): element is HTMLInputElement =>
        'name' in element && invalid.includes((element as HTMLInputElement).name),
    );
    first?.focus();
  }, [submitCount, isSubmitting, errors]);

  return (
    <Form
      ref={form}
      noValidate
      aria-label={label}
      className={className}
      action={action}
      method={method}
      onKeyDown={onKeyDown}
    >
      {children}
    </Form>
  );
}
