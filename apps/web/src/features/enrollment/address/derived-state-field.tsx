import type { UseFormRegisterReturn } from 'react-hook-form';
import { ENROLLMENT_MESSAGES, MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { useFieldError, useFormApi } from '../../../components/form';
import { FormField } from '../../../components/ui/form-field';

/**
 * State: derived from the zip, never typed (disabled, so its value comes from the zip lookup or a prefill); shown by
 * name. The form field is `state`; contact and employer addresses use it alike. With `errorsOnZip` its errors show
 * under the zip (useZipError) instead: the person cannot act on a disabled field, only on the zip it follows.
 */
export function DerivedStateField({ id, options, errorsOnZip = false }: { id: string; options: readonly { value: string; label: string }[]; errorsOnZip?: boolean }) {
  const { register } = useFormApi<{ state: string }>();
  const error = useFieldError('state');
  return (
    <FormField id={id} label={ENROLLMENT_MESSAGES.stateLabel} error={errorsOnZip ? undefined : error}>
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

/**
 * The zip's error, or else what the state's error asks of the zip: a state that is missing (the zip is not five
 * digits, or its lookup found none) asks for a 5-digit zip (spec 001 section 5's text); a state the server or USPS
 * refused shows its own message here, beside the field that sets it.
 */
export function useZipError(): string | undefined {
  const zip = useFieldError('zip');
  const state = useFieldError('state');
  const { getValues } = useFormApi<{ state: string }>();
  if (zip !== undefined || state === undefined) return zip;
  return getValues('state') ? state : MESSAGES.enterFiveDigitZipDot;
}

/**
 * Zip of an address whose State it sets (contact, employer): five digits look the state up (useZipState's
 * registration); a failed lookup's message shows here, and what the disabled State it sets lacks.
 */
export function DerivedZipField({ id, registration, disabled, autoComplete }: { id: string; registration: UseFormRegisterReturn<'zip'>; disabled: boolean; autoComplete?: string }) {
  const error = useZipError();
  return (
    <FormField id={id} label={WEB_MESSAGES.zipCode} error={error}>
      {(control) => <input type="text" inputMode="numeric" autoComplete={autoComplete} maxLength={5} disabled={disabled} {...control} {...registration} />}
    </FormField>
  );
}
