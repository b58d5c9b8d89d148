export { Form, FormErrorSummary, SubmitButton, useFormApi, useFormStatus } from './form';
export { FormActions } from './form-actions';
export { ChoiceForm } from './choice-form';
export { SelectField, TextField, TierField, useFieldError } from './fields';
export { DateField, DateInput } from './date-field';
