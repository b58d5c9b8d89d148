import { SaveContactInfoAnswerSchema, SaveContactInfoErrorSchema, type ContactInfo, type ContactValidityError, type SavedContactInfo } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';

/** POST save-contact-info: the enrollment id plus the step's fields; blank values are left out. */
export async function saveContactInfo(enrollmentId: string, values: ContactInfo): Promise<SavedContactInfo> {
  const body = Object.fromEntries(Object.entries({ enrollment_id: enrollmentId, ...values }).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const { result } = await api.post('save-contact-info', SaveContactInfoAnswerSchema, body);
  return result;
}

/**
 * The contacts a refused save flagged as needing a code (spec 001 section 8: errors.email.data / errors.phone.data);
 * empty when the error is not such a refusal.
 */
export function flaggedContacts(error: unknown): { email?: ContactValidityError; phone?: ContactValidityError } {
  if (!isApiError(error)) return {};
  const body = error.body as { errors?: unknown } | null | undefined;
  const parsed = SaveContactInfoErrorSchema.shape.errors.safeParse(body?.errors);
  if (!parsed.success) return {};
  const invalid = (items: ContactValidityError[] | undefined) => items?.find((i) => !i.is_valid);
  return { email: invalid(parsed.data.email?.data), phone: invalid(parsed.data.phone?.data) };
}
