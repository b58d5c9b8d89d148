import { ENROLLMENT_MESSAGES } from '@benefit-store/domain';
import { useFieldError, useFormApi } from '../../../components/form';
import { FormField } from '../../../components/ui/form-field';

/**
 * State: derived from the zip, never typed (disabled, so its value comes from the zip lookup or a prefill); shown by
 * name. The form field is `state`; contact and employer addresses use it alike.
 */
export function DerivedStateField({ id, options }: { id: string; options: readonly { value: string; label: string }[] }) {
  const { register } = useFormApi<{ state: string }>();
  return (
    <FormField id={id} label={ENROLLMENT_MESSAGES.stateLabel} error={useFieldError('state')}>
      {(control) => (
        <select {...control} {...register('state')} disabled>
          <option value="" />
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
