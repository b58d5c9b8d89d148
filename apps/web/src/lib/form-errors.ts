import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the server's field errors under the matching form fields (target_element is the form's field name).
 * Returns true when at least one error found its field; otherwise the caller shows the message itself.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let mapped = false;
  for (const fieldError of error.fieldErrors) {
    const name = fields.find((f) => f === fieldError.target_element);
    if (!name) continue;
    setError(name, { type: 'server', message: fieldError.error_message }, { shouldFocus: !mapped });
    mapped = true;
  }
  return mapped;
}
