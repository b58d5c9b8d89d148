import {
  canSkipContactValidation,
  contactAcceptance,
  CONTACT_INFO_FIELDS,
  CONTACT_INFO_FLAGS,
  CONTACT_SAVE_LATER_FIELDS,
  contactFieldsForLater,
  DEFAULT_CONTACT_INFO_FIELDS,
  ENROLLMENT_MESSAGES,
  ERROR_CODES,
  issuesToFieldErrors,
  MESSAGES,
  normalizeContact,
  saveContactInfoSchema,
  zipStateCheck,
  type ContactCheck,
  type ContactInfoStepOptions,
  US_STATES,
  type SavedContactInfo,
  type ContactValidityError,
  type FieldDefinition,
  type FieldError,
  type OtpType,
  type SaveContactInfoError,
  type ZipLookup,
} from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { isContactVerified, latestVerifiedContacts } from '../otp/otp.repository.js';
import { readTabData, saveTabData } from '../tab-data.repository.js';
import { lookupZip } from '../zip-lookup.js';
import { ownerOf } from './contact-exists.repository.js';
import { emailValidity, phoneValidity } from './contact-validity.js';
import { contactTakenForViewer, type ContactViewer } from './contact-viewer.js';

/** The zip data set as the domain's USPS check reads it. */
export const zipLookup: ZipLookup = (zip) => {
  const place = lookupZip(zip);
  return place ? { state: place.state, city: place.city } : null;
};

/**
 * The contact form's field definitions for an enrollment (get-form-fields-contact-info). The rules that switch
 * fields off are data on this list; none narrows it yet, so every enrollment gets the default list.
 */
export function contactInfoFields(_enrollment: EnrollmentRow): FieldDefinition[] {
  return DEFAULT_CONTACT_INFO_FIELDS.map((f) => ({ ...f }));
}

/**
 * save-contact-info's refusal: plain field errors, plus the contacts that need a code (errors.email / errors.phone,
 * spec 001 section 8). An AppError with all of them as fields, so that a caller that does not know this shape (the
 * save-for-later path) still answers a plain 422 listing every error; the contact route sends envelope() instead.
 */
export class ContactInfoRefusal extends AppError {
  constructor(
    readonly plain: FieldError[],
    readonly email: ContactValidityError[],
    readonly phone: ContactValidityError[],
  ) {
    super('invalid', MESSAGES.validationFailed, [...plain, ...email.map(asField), ...phone.map(asField)]);
    this.name = 'ContactInfoRefusal';
  }

  envelope(): SaveContactInfoError {
    const errors: SaveContactInfoError['errors'] = {};
    if (this.email.length > 0) errors.email = { data: this.email };
    if (this.phone.length > 0) errors.phone = { data: this.phone };
    return { status: 'error', message: this.message, errorCode: ERROR_CODES.validation, data: this.plain, errors };
  }
}

const asField = (e: ContactValidityError): FieldError => ({ target_element: e.target_element, error_message: e.error_message });

interface ContactDecision {
  type: OtpType;
  field: 'email_address' | 'phone_number';
  value: string;
  skipRequested: boolean;
}

/** How a contact save is made: who asks (whether "already exists" is told), and whether it is a save for later. */
export interface ContactSaveOptions {
  viewer: ContactViewer;
  /**
   * Save & Continue Later (save-enrollment's contact_info): only the spec's save-later fields are required when the
   * step requires them (contactFieldsForLater), the others keep their stored values when left out; unless the step's
   * Next already passed these contacts, the row is stored as `complete: false`, which completion refuses until the
   * step's Next saves it whole.
   */
  forLater?: boolean;
}

/**
 * Validates and stores the contact step inside the caller's lock (save-contact-info here, save-enrollment's
 * contact_info, registered with app.saveLater in its routes): the field rules of the enrollment's definitions, the zip's state
 * (and with 'USPS Address Validation' its city), then the e-mail and phone checks, run for every enrollment type
 * (an existing-user's own member e-mail is not someone else's). 'Email Already Exists.' and 'Phone already exists'
 * refuse only where the viewer knows that member (contact-viewer.ts): for anyone else a member's contact is saved as
 * an unknown one is. A flagged contact is kept when it was verified by a code for this enrollment, or when a rep or
 * group enroller ticked its skip box.
 */
export async function saveContactInfoData(
  ctx: RequestContext,
  tx: LockedTx,
  enrollment: EnrollmentRow,
  data: unknown,
  options: ContactSaveOptions,
): Promise<SavedContactInfo> {
  const given = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  // A save for later sends the spec's fields only: what it leaves out (birth state and city, the flags) stays as stored.
  const stored = options.forLater ? await readTabData(tx, ctx.cipher, enrollment.id, 'contact_info') : null;
  const input = { ...keptForLater(stored?.data ?? null, given), ...given, enrollment_id: enrollment.id };
  const fields = contactInfoFields(enrollment);
  const parsed = saveContactInfoSchema(options.forLater ? contactFieldsForLater(fields) : fields, { zipLookup }).safeParse(input);
  const plain: FieldError[] = parsed.success ? [] : issuesToFieldErrors(parsed.error.issues);
  const hasError = (field: string) => plain.some((e) => e.target_element === field);
  const add = (field: string, message: string) => {
    if (!hasError(field)) plain.push({ target_element: field, error_message: message });
  };

  // The zip decides the state even without the USPS box (the form derives it; the server holds to it too).
  const raw = input as Record<string, unknown>;
  const zipText = typeof raw.zip === 'string' || typeof raw.zip === 'number' ? String(raw.zip).trim() : '';
  const stateText = typeof raw.state === 'string' ? raw.state.trim() : '';
  if (!hasError('zip') && !hasError('state') && zipText !== '' && stateText !== '') {
    const result = zipStateCheck(stateText, zipText, zipLookup);
    if (result === 'unknownZip') add('zip', MESSAGES.invalidZip);
    if (result === 'stateMismatch') add('state', ENROLLMENT_MESSAGES.stateNotZip);
  }

  const db: Db = tx;
  const owner = ownerOf(enrollment);
  const canSkip = canSkipContactValidation(enrollment.eprocess);
  const verified: Record<OtpType, boolean> = { email: false, phone: false };
  const flagged: Record<OtpType, ContactValidityError[]> = { email: [], phone: [] };
  const decisions: ContactDecision[] = [];
  if (parsed.success) {
    if (parsed.data.email_address) decisions.push({ type: 'email', field: 'email_address', value: parsed.data.email_address, skipRequested: parsed.data.skip_validation_email === 1 });
    if (parsed.data.phone_number) decisions.push({ type: 'phone', field: 'phone_number', value: parsed.data.phone_number, skipRequested: parsed.data.skip_validation_phone === 1 });
  } else {
    // The other fields failed: the contacts are still checked, so that the person sees every problem at once.
    for (const [type, field, skip] of [
      ['email', 'email_address', 'skip_validation_email'],
      ['phone', 'phone_number', 'skip_validation_phone'],
    ] as const) {
      const value = raw[field];
      if (!hasError(field) && typeof value === 'string' && value.trim() !== '') decisions.push({ type, field, value, skipRequested: String(raw[skip]) === '1' || raw[skip] === true });
    }
  }
  for (const decision of decisions) {
    const own = decision.type === 'email' ? emailValidity(decision.value) : phoneValidity(decision.value);
    if (!own.ok && own.syntax) {
      add(decision.field, own.message);
      continue;
    }
    const contact = normalizeContact(decision.value, decision.type);
    const exists = own.ok && (await contactTakenForViewer(db, options.viewer, decision.type, contact, owner));
    const check: ContactCheck = exists ? 'exists' : own.ok ? 'ok' : 'invalid';
    verified[decision.type] = await isContactVerified(db, enrollment.id, decision.type, contact);
    const acceptance = contactAcceptance({ check, verified: verified[decision.type], skipRequested: decision.skipRequested, canSkip });
    if (acceptance === 'refuseExists') add(decision.field, decision.type === 'email' ? ENROLLMENT_MESSAGES.emailAlreadyExists : ENROLLMENT_MESSAGES.phoneAlreadyExists);
    if (acceptance === 'refuseInvalid' && !own.ok) flagged[decision.type].push({ target_element: decision.field, error_message: own.message, is_valid: false });
  }

  if (!parsed.success || plain.length > 0 || flagged.email.length > 0 || flagged.phone.length > 0) {
    throw new ContactInfoRefusal(plain, flagged.email, flagged.phone);
  }
  const { enrollment_id: _id, ...values } = parsed.data;
  const saved: SavedContactInfo = { ...values, email_verified: verified.email, phone_verified: verified.phone };
  // A save for later keeps a row complete only when the step's Next already passed it with these very contacts (the
  // for-later path knows no signed-in staff, so it cannot tell a rep their member's e-mail) and it is still whole;
  // anything else waits for the step's Next, which runs every check for the real caller (decision 0083).
  const complete =
    !options.forLater ||
    (stored !== null &&
      stored.data.complete !== false &&
      sameContacts(stored.data, saved) &&
      saveContactInfoSchema(fields, { zipLookup }).safeParse(input).success);
  await saveTabData(tx, ctx.cipher, enrollment.id, 'contact_info', { data: complete ? saved : { ...saved, complete: false } }, ctx.now);
  return saved;
}

/** The stored fields a save for later did not send and may not change by omission: those outside its payload. */
function keptForLater(stored: Record<string, unknown> | null, given: Record<string, unknown>): Record<string, unknown> {
  if (stored === null) return {};
  const kept = [...CONTACT_INFO_FIELDS, ...CONTACT_INFO_FLAGS].filter(
    (name) => !(CONTACT_SAVE_LATER_FIELDS as readonly string[]).includes(name) && given[name] === undefined && stored[name] !== undefined,
  );
  return Object.fromEntries(kept.map((name) => [name, stored[name]]));
}

/** Whether the e-mail and phone are those of the stored row (the contacts the "already exists" check is about). */
function sameContacts(stored: Record<string, unknown>, saved: SavedContactInfo): boolean {
  const same = (value: unknown, now: string | null | undefined, type: OtpType) =>
    typeof value === 'string' && typeof now === 'string' && normalizeContact(value, type) === normalizeContact(now, type);
  return same(stored.email_address, saved.email_address, 'email') && same(stored.phone_number, saved.phone_number, 'phone');
}

/** GET get-form-fields-contact-info: the enrollment's definitions, each with its saved value (null before saving). */
export async function contactFormFields(ctx: RequestContext, enrollmentId: string): Promise<FieldDefinition[]> {
  return contactFieldsWithValues(ctx, await requireHeldEnrollment(ctx, enrollmentId));
}

/** The definitions with the saved values: the call's answer, and the step bootstrap's fields. */
export async function contactFieldsWithValues(ctx: RequestContext, enrollment: EnrollmentRow): Promise<FieldDefinition[]> {
  const saved = await readTabData(ctx.db, ctx.cipher, enrollment.id, 'contact_info');
  return contactInfoFields(enrollment).map((f) => ({ ...f, value: saved?.data[f.field_name] ?? null }));
}

/** The contact_info step's options in get-enrollment-step (CONTRACT.md). */
export async function contactStepOptions(ctx: RequestContext, enrollment: EnrollmentRow): Promise<ContactInfoStepOptions> {
  return {
    states: US_STATES.map((s) => ({ name: s.name, abbrev: s.abbrev })),
    can_skip_validation: canSkipContactValidation(enrollment.eprocess),
    verified: await latestVerifiedContacts(ctx.db, enrollment.id),
  };
}

/** POST save-contact-info (the step's Next: every field the step requires). */
export async function saveContactInfo(
  ctx: RequestContext,
  viewer: ContactViewer,
  body: { enrollment_id: string } & Record<string, unknown>,
): Promise<{ result: SavedContactInfo }> {
  const result = await withLockedEnrollment(ctx, body.enrollment_id, (tx, enrollment) => saveContactInfoData(ctx, tx, enrollment, body, { viewer }));
  return { result };
}
