export { TextField } from './TextField';
export { ValidatedForm } from './ValidatedForm';
export { SelectField } from './SelectField';
export { lazySchema } from './lazySchema';
export { BusyMark } from './BusyMark';
export { SubmitButton } from './SubmitButton';
export { AdoptTypedValues } from './AdoptTypedValues';
