import { useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { isApiError } from '../../../lib/api-error';
import { validateZipCode } from '../contact-info/api/validate-zip-code';

/** A form with an address: its zip and the state derived from it. */
type AddressValues = FieldValues & { zip: string; state: string };

/**
 * The zip field's registration for an address form (spec 001 section 4): editing the zip clears the state and the
 * errors; five digits look the state up; a failed lookup shows its message under the zip and leaves the state empty.
 * Only the newest lookup counts when the person types on.
 */
export function useZipState<T extends AddressValues>(form: UseFormReturn<T, unknown, unknown>): UseFormRegisterReturn<'zip'> {
  const { register, setValue, clearErrors, setError } = form as unknown as UseFormReturn<AddressValues>;
  const latest = useRef(0);
  const setState = (state: string) => setValue('state', state as PathValue<AddressValues, Path<AddressValues>>);
  return register('zip', {
    onChange: (event: { target: { value: string } }) => {
      const zip = event.target.value.trim();
      const request = ++latest.current;
      setState('');
      clearErrors(['state', 'zip']);
      if (!/^\d{5}$/.test(zip)) return;
      validateZipCode(zip).then(
        (place) => {
          if (request !== latest.current) return;
          setState(place.state_abbreviation);
          clearErrors('state');
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          setState('');
          const message = isApiError(error) ? (error.fieldErrors.find((f) => f.target_element === 'zip')?.error_message ?? error.message) : WEB_MESSAGES.loadFailed;
          setError('zip', { type: 'server', message });
        },
      );
    },
  });
}
