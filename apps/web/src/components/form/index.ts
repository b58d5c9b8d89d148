export { Form, FormErrorSummary, SubmitButton, useFormApi, useFormStatus } from './form';
export { FormActions } from './form-actions';
export { SelectField, TextField, TierField, useFieldError } from './fields';
export { DateField, DateInput } from './date-field';
