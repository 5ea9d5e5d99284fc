import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

/**
 * A formik `validate` for a form on a page's first screen (sign-in, track order): the yup schema is
 * loaded with the first validation, when someone types or submits, so the page itself ships without yup.
 * It validates exactly as `validationSchema` does (formik's own yup bridge: empty strings count as
 * missing, every error reported).
 */
export function lazySchema<Values extends FormikValues>(
  load: () => Promise<AnySchema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  let schema: Promise<AnySchema> | null = null;
  return async (values) => {
    schema ??= load().catch((error: unknown) => {
      schema = null; // a failed download is tried again on the next validation
      throw error;
    });
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
