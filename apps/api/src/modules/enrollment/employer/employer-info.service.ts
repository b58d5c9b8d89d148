import {
  averageWorkWeekOptions,
  bargainingUnitOptions,
  canSkipContactValidation,
  canSkipEmployerStep,
  compensationTypeOptions,
  contactAcceptance,
  DEFAULT_EMPLOYER_INFO_FIELDS,
  EMPLOYER_MESSAGES,
  EmployerInfoAnswerSchema,
  employerPrefillFromGroup,
  employmentStatusOptions,
  ENROLLMENT_MESSAGES,
  ERROR_CODES,
  holidayPolicyOptions,
  isSkipRequest,
  issuesToFieldErrors,
  MESSAGES,
  normalizeContact,
  offeredCompensationTypes,
  parseIsoDate,
  saveEmployerInfoSchema,
  toUsDate,
  uspsAddressCheck,
  vacationPolicyOptions,
  zipStateCheck,
  type CalendarDate,
  type CompensationType,
  type ContactValidityError,
  type EmployerInfoAnswer,
  type EmployerInfoStepOptions,
  type FieldDefinition,
  type FieldError,
  type GroupInfo,
  type SaveEmployerInfoError,
} from '@benefit-store/domain';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { cartPlanInfo } from '../cart-plan-info.js';
import { zipLookup } from '../contact/contact-info.service.js';
import { phoneValidity } from '../contact/contact-validity.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { isContactVerified, latestVerifiedContacts } from '../otp/otp.repository.js';
import { readTabData, saveTabData } from '../tab-data.repository.js';
import { groupInfoOf } from './group-info.repository.js';

const TAB = 'employer_info';

/** The employer form's field definitions (get-form-fields-employer-info): no rule narrows them yet. */
export function employerInfoFields(_enrollment: EnrollmentRow): FieldDefinition[] {
  return DEFAULT_EMPLOYER_INFO_FIELDS.map((f) => ({ ...f }));
}

/** What the employer rules need of the enrollment and its cart (read through ctx.db: pass the tx inside a lock). */
export interface EmployerFacts {
  isIha: boolean;
  compensationTypes: CompensationType[];
  effectiveDate: CalendarDate | null;
}

export async function employerFacts(ctx: RequestContext, enrollment: EnrollmentRow): Promise<EmployerFacts> {
  const cart = await cartPlanInfo(ctx, enrollment);
  return {
    isIha: cart.is_IHA,
    compensationTypes: offeredCompensationTypes({ isIha: cart.is_IHA }),
    effectiveDate: enrollment.effectiveDate ? parseIsoDate(enrollment.effectiveDate) : null,
  };
}

/**
 * save-employer-info's refusal: the field errors as a data list of target_element, error_message and is_valid
 * (spec 001 section 7), and a phone the checks flagged (errors.phone.data, as on the contact step) that a code, or a
 * rep's or group's skip box, can clear. An AppError listing all of them, so that the save-for-later path still
 * answers a plain 422 with every error.
 */
export class EmployerInfoRefusal extends AppError {
  constructor(
    readonly plain: FieldError[],
    readonly phone: ContactValidityError[],
  ) {
    super('invalid', MESSAGES.validationFailed, [...plain, ...phone.map((p) => ({ target_element: p.target_element, error_message: p.error_message }))]);
    this.name = 'EmployerInfoRefusal';
  }

  envelope(): SaveEmployerInfoError {
    const data = this.plain.map((e) => ({ ...e, is_valid: false }));
    return { status: 'error', message: this.message, errorCode: ERROR_CODES.validation, data, errors: this.phone.length > 0 ? { phone: { data: this.phone } } : {} };
  }
}

const SKIPPED: EmployerInfoAnswer = { with_validation: 0, skip_validation_phone: 0, skipped: true, phone_verified: false };

/**
 * Validates and stores the employer step inside the caller's lock (save-employer-info here, save-enrollment's
 * employer_info, registered with app.saveLater in its routes). Skip (the skipped flag) is taken only with an IHA plan in the cart and
 * stores blank fields. Otherwise every field rule of the enrollment's definitions, the 2-month start-date window
 * from the effective date, the retired status, the offered compensation types, the zip's state (with USPS Address
 * Validation the city too), and the phone's validity: a flagged phone is kept only when verified by a code for this
 * enrollment or skipped by a rep or group enroller.
 */
export async function saveEmployerInfoData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown): Promise<EmployerInfoAnswer> {
  const raw = { ...(typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}), enrollment_id: enrollment.id } as Record<string, unknown>;
  const facts = await employerFacts({ ...ctx, db: tx }, enrollment);

  if (isSkipRequest(raw)) {
    if (!canSkipEmployerStep(facts)) throw new EmployerInfoRefusal([{ target_element: 'skipped', error_message: EMPLOYER_MESSAGES.skipNotAllowed }], []);
    await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: { ...SKIPPED } }, ctx.now);
    return { ...SKIPPED };
  }

  const parsed = saveEmployerInfoSchema(employerInfoFields(enrollment), { effectiveDate: facts.effectiveDate, compensationTypes: facts.compensationTypes }).safeParse(raw);
  const plain: FieldError[] = parsed.success ? [] : issuesToFieldErrors(parsed.error.issues);
  const hasError = (field: string) => plain.some((e) => e.target_element === field);
  const add = (field: string, message: string) => {
    if (!hasError(field)) plain.push({ target_element: field, error_message: message });
  };

  if (parsed.success) {
    const { zip, state, city, with_validation } = parsed.data;
    if (zip && state) {
      const result = zipStateCheck(state, zip, zipLookup);
      if (result === 'unknownZip') add('zip', MESSAGES.invalidZip);
      if (result === 'stateMismatch') add('state', ENROLLMENT_MESSAGES.stateNotZip);
      if (result === 'ok' && with_validation === 1 && city && uspsAddressCheck(city, state, zip, zipLookup) === 'cityMismatch') {
        add('city', ENROLLMENT_MESSAGES.uspsAddressMismatch);
      }
    }
  }

  // The phone: checked even when other fields failed, so the person sees every problem at once.
  const phoneText = typeof raw.phone === 'string' || typeof raw.phone === 'number' ? String(raw.phone) : '';
  const flagged: ContactValidityError[] = [];
  let phoneVerified = false;
  if (!hasError('phone') && phoneText.trim() !== '') {
    const own = phoneValidity(phoneText);
    const contact = normalizeContact(phoneText, 'phone');
    phoneVerified = await isContactVerified(tx, enrollment.id, 'phone', contact);
    if (!own.ok && own.syntax) add('phone', own.message);
    else if (!own.ok) {
      const skipRequested = parsed.success ? parsed.data.skip_validation_phone === 1 : String(raw.skip_validation_phone) === '1' || raw.skip_validation_phone === true;
      const acceptance = contactAcceptance({ check: 'invalid', verified: phoneVerified, skipRequested, canSkip: canSkipContactValidation(enrollment.eprocess) });
      if (acceptance === 'refuseInvalid') flagged.push({ target_element: 'phone', error_message: own.message, is_valid: false });
    }
  }

  if (!parsed.success || plain.length > 0 || flagged.length > 0) throw new EmployerInfoRefusal(plain, flagged);
  const { enrollment_id: _id, ...fields } = parsed.data;
  // Checked, not parsed: a value the request schema let through but the answer cannot hold is a 422, never a 500.
  const answer = EmployerInfoAnswerSchema.safeParse({ ...fields, skipped: false, phone_verified: phoneVerified });
  if (!answer.success) throw new AppError('invalid', MESSAGES.validationFailed, issuesToFieldErrors(answer.error.issues), ERROR_CODES.validation);
  const saved: EmployerInfoAnswer = answer.data;
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: saved }, ctx.now);
  return saved;
}

/** POST save-employer-info. */
export async function saveEmployerInfo(ctx: RequestContext, body: { enrollment_id: string } & Record<string, unknown>): Promise<{ result: EmployerInfoAnswer }> {
  const result = await withLockedEnrollment(ctx, body.enrollment_id, (tx, enrollment) => saveEmployerInfoData(ctx, tx, enrollment, body));
  return { result };
}

/** get-enrollment-temp-info's employer_info: what the step saved, or null before it is saved. */
export async function readEmployerInfoAnswer(ctx: RequestContext, enrollment: EnrollmentRow): Promise<EmployerInfoAnswer | null> {
  const saved = await readTabData(ctx.db, ctx.cipher, enrollment.id, TAB);
  if (!saved) return null;
  const parsed = EmployerInfoAnswerSchema.safeParse(saved.data);
  return parsed.success ? parsed.data : null;
}

/** The definitions with the saved values (get-form-fields-employer-info, and the step bootstrap's fields). */
export async function employerFieldsWithValues(ctx: RequestContext, enrollment: EnrollmentRow): Promise<FieldDefinition[]> {
  const saved = await readEmployerInfoAnswer(ctx, enrollment);
  const values = saved as Record<string, unknown> | null;
  return employerInfoFields(enrollment).map((f) => ({ ...f, value: values?.[f.field_name] ?? null }));
}

export async function employerFormFields(ctx: RequestContext, enrollmentId: string): Promise<FieldDefinition[]> {
  return employerFieldsWithValues(ctx, await requireHeldEnrollment(ctx, enrollmentId));
}

/** get-group-info for a held enrollment. */
export async function groupInfo(ctx: RequestContext, enrollmentId: string): Promise<GroupInfo | null> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return groupInfoOf(ctx.db, enrollment.groupId);
}

/** get-compensation-types for a held enrollment: 1099 only with an IHA plan in the cart. */
export async function compensationTypes(ctx: RequestContext, enrollmentId: string) {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return compensationTypeOptions((await employerFacts(ctx, enrollment)).compensationTypes);
}

/** The employer_info step's options in get-enrollment-step (one request for every list). */
export async function employerStepOptions(ctx: RequestContext, enrollment: EnrollmentRow): Promise<EmployerInfoStepOptions> {
  const facts = await employerFacts(ctx, enrollment);
  return {
    average_work_week: averageWorkWeekOptions(),
    employment_status: employmentStatusOptions(),
    vacation_policy: vacationPolicyOptions(),
    bargaining_unit: bargainingUnitOptions(),
    holiday_policy: holidayPolicyOptions(),
    compensation_types: compensationTypeOptions(facts.compensationTypes),
    is_IHA: facts.isIha,
    can_skip_validation: canSkipContactValidation(enrollment.eprocess),
    verified_phone: (await latestVerifiedContacts(ctx.db, enrollment.id)).phone,
    effective_date: facts.effectiveDate ? toUsDate(facts.effectiveDate) : null,
  };
}

/**
 * The form's values before the step is saved: the group's name, phone and address (spec 001 section 3), or null
 * without a group. A saved skip shows the form blank again (the skip flag resets on entry).
 */
export async function employerUnsavedValue(ctx: RequestContext, enrollment: EnrollmentRow): Promise<Record<string, unknown> | null> {
  return employerPrefillFromGroup(await groupInfoOf(ctx.db, enrollment.groupId));
}
