import {
  ENROLLMENT_MESSAGES,
  enrollCodeRule,
  isEnrollerCodeRequired,
  isMaskedSsn,
  maskSsn,
  personalInfoFieldsFor,
  personalInfoSchema,
  type EnrollCodeRule,
  type FieldDefinition,
  type PersonalInfo,
  type PersonalInfoAnswer,
} from '@benefit-store/domain';
import { cartLines } from '../../cart/index.js';
import { AppError } from '../../shared/app-error.js';
import { parseFields } from '../../shared/parse-fields.js';
import type { RequestContext } from '../../shared/request-context.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, updateEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { personalValueFromFilter, readPersonalInfoAnswer } from '../step-columns.js';
import { readTabData, saveTabData } from '../tab-data.repository.js';
import { findEnrollerCode } from './enroller-codes.repository.js';

/**
 * Gender and birthdate as the form shows them (read-only, spec 001 §6) and as the application carries them: the
 * filter's, for every enrollment. A member-store enrollment shows the member's own too: its filter bar says 'On file'
 * (filter_info withholds them, member-link.ts), but the personal step, the review and the submitted application
 * are the member's own application and cannot be filled without them (docs/decisions/0058-member-store-application-gender-and-birth-date.md).
 */
export function personalReadOnlyValues(enrollment: EnrollmentRow): Pick<PersonalInfoAnswer, 'gender' | 'birthdate'> {
  return personalValueFromFilter(enrollment);
}

/**
 * get-form-fields-personal-info: the domain's field rules (step-field-rules.ts) over the enrollment's cart; the
 * read-only fields carry their value (gender and birthdate from the filter).
 */
export async function personalInfoFields(ctx: RequestContext, enrollment: EnrollmentRow): Promise<FieldDefinition[]> {
  const lines = await cartLines(ctx.db, enrollment.id);
  const fields = personalInfoFieldsFor({ cartCategories: lines.map((l) => l.category) });
  const readOnly: Record<string, unknown> = personalReadOnlyValues(enrollment);
  return fields.map((f) => (f.field_name in readOnly ? { ...f, value: readOnly[f.field_name] } : f));
}

/** check-enroll-code's rule for an enrollment (domain ENROLL_CODE_RULES). */
export const enrollCodeRuleOf = (enrollment: EnrollmentRow): EnrollCodeRule =>
  enrollCodeRule({ enrollBy: enrollment.eprocess, agentKnown: enrollment.agentId !== null });

/** A code typed by the person: the stored rep code, or a field error under `target`. */
async function knownEnrollerCode(db: RequestContext['db'], code: string, target: string): Promise<string> {
  const found = await findEnrollerCode(db, code);
  if (!found) throw AppError.wrongGuess(target, ENROLLMENT_MESSAGES.enrollerCodeNotFound);
  return found;
}

/**
 * The SSN to store: a new number as typed (9 digits), or, for the masked form the server answered, the number on
 * file, if its last four digits are the ones shown. A mask with nothing (or another number) on file is refused.
 */
function ssnToStore(sent: string | undefined, stored: string | undefined): string | undefined {
  if (sent === undefined) return stored;
  if (!isMaskedSsn(sent)) return sent;
  if (!stored || maskSsn(stored) !== sent) throw AppError.field('ssn', ENROLLMENT_MESSAGES.invalidSsn);
  return stored;
}

/**
 * Checks and saves the personal information inside the caller's locked transaction (save-personal-info and
 * save-enrollment's primary_info): the enrollment's field definitions decide what is checked and kept; gender and
 * birthdate stay the filter's whatever is sent; the SSN is stored encrypted (a masked one keeps the number on
 * file); a required enroller code must be a rep's code. Answers the saved value as get-enrollment-temp-info does.
 */
export async function savePersonalInfoData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown): Promise<PersonalInfoAnswer> {
  const txCtx: RequestContext = { ...ctx, db: tx };
  const fields = await personalInfoFields(txCtx, enrollment);
  const codeRequired = isEnrollerCodeRequired(enrollCodeRuleOf(enrollment));
  const parsed: PersonalInfo = parseFields(personalInfoSchema(fields, { enrollerCodeRequired: codeRequired }), data ?? {});
  const { gender: _gender, birthdate: _birthdate, ssn, enroller_code: enrollerCode, ...plain } = parsed;
  const previous = await readTabData(tx, ctx.cipher, enrollment.id, 'primary_info');
  const ssnKept = ssnToStore(ssn, previous?.secrets.ssn);
  let row = enrollment;
  if (enrollerCode !== undefined) {
    row = { ...enrollment, enrollerCode: await knownEnrollerCode(tx, enrollerCode, 'enroller_code') };
    await updateEnrollment(tx, enrollment.id, { enrollerCode: row.enrollerCode });
  }
  await saveTabData(tx, ctx.cipher, enrollment.id, 'primary_info', { data: plain, secrets: ssnKept ? { ssn: ssnKept } : undefined }, ctx.now);
  return (await readPersonalInfoAnswer(txCtx, row))!;
}

/** POST save-personal-info. */
export async function savePersonalInfo(ctx: RequestContext, body: { enrollment_id: string } & Record<string, unknown>): Promise<{ result: PersonalInfoAnswer }> {
  const { enrollment_id: enrollmentId, ...data } = body;
  const result = await withLockedEnrollment(ctx, enrollmentId, (tx, enrollment) => savePersonalInfoData(ctx, tx, enrollment, data));
  return { result };
}

/** GET get-form-fields-personal-info. */
export async function getPersonalInfoFields(ctx: RequestContext, enrollmentId: string): Promise<{ result: FieldDefinition[] }> {
  return { result: await personalInfoFields(ctx, await requireHeldEnrollment(ctx, enrollmentId)) };
}

/** GET check-enroll-code (benefit base). */
export async function checkEnrollCode(ctx: RequestContext, enrollmentId: string): Promise<{ show_enroll_code: EnrollCodeRule }> {
  return { show_enroll_code: enrollCodeRuleOf(await requireHeldEnrollment(ctx, enrollmentId)) };
}

/** POST save-enroller-code (the Enroller Code modal): the code must be a rep's; it is kept on the enrollment. */
export async function saveEnrollerCode(ctx: RequestContext, body: { enrollment_id: string; enrollerCode: string }): Promise<{ result: { enroller_code: string } }> {
  return withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment) => {
    const code = await knownEnrollerCode(tx, body.enrollerCode, 'enrollerCode');
    await updateEnrollment(tx, enrollment.id, { enrollerCode: code });
    return { result: { enroller_code: code } };
  });
}
