export { TextField, type TextFieldProps } from './TextField';
export { ValidatedForm, type ValidatedFormProps } from './ValidatedForm';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { lazySchema } from './lazySchema';
export { BusyMark } from './BusyMark';
export { SubmitButton } from './SubmitButton';
