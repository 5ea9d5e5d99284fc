import type { ReactNode } from 'react';
import { ValidatedForm } from '@earrival/shared/form';
import './settings.css';

/**
 * The form element of every settings screen (inside <Formik>): the UI kit's ValidatedForm, which moves the
 * focus to the first field in error after a failed submit, with the settings screens' styles.
 */
export function SettingsForm({ children, label }: { children: ReactNode; label: string }) {
  return <ValidatedForm label={label}>{children}</ValidatedForm>;
}
