import {
  BENEFICIARY_LIST_MAX,
  BENEFICIARY_MESSAGES,
  BENEFICIARY_RELATIONSHIPS,
  beneficiariesFromRecord,
  beneficiaryListProblem,
  beneficiarySchema,
  DEFAULT_BENEFICIARY_INFO_FIELDS,
  ENROLLMENT_MESSAGES,
  ENROLLMENT_TYPE,
  issuesToFieldErrors,
  isMaskedSsn,
  maskSsn,
  MESSAGES,
  validateSingleBeneficiarySchema,
  type Beneficiary,
  type BeneficiaryAnswer,
  type BeneficiaryInfoAnswer,
  type BeneficiaryOptions,
  type BeneficiaryStepOptions,
  type CalendarDate,
  type FieldDefinition,
  type FieldError,
} from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import { readMemberRecord } from '../../members/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { readTabData, saveTabData } from '../tab-data.repository.js';

const TAB = 'beneficiary_info' as const;
/** Each beneficiary's SSN is one entry of the tab's encrypted secrets, keyed by its beneficiary_id. */
const ssnKey = (id: number) => `ssn:${id}`;

type NumberedBeneficiary = Beneficiary & { beneficiary_id: number };

/** get-form-fields-beneficiary-info: no rule narrows it yet, so every enrollment gets the default list. */
export function beneficiaryInfoFields(_enrollment: EnrollmentRow): FieldDefinition[] {
  return DEFAULT_BENEFICIARY_INFO_FIELDS.map((f) => ({ ...f }));
}

/** The server's calendar day (UTC): a birthdate must be before it. */
const todayOf = (ctx: RequestContext): CalendarDate => ({ year: ctx.now.getUTCFullYear(), month: ctx.now.getUTCMonth() + 1, day: ctx.now.getUTCDate() });
const ruleOptions = (ctx: RequestContext): BeneficiaryOptions => ({ today: todayOf(ctx), relationships: BENEFICIARY_RELATIONSHIPS });

/** The list as the server answers it: the SSN masked, never more. */
export function beneficiaryAnswer(b: NumberedBeneficiary): BeneficiaryAnswer {
  const { ssn, ...rest } = b;
  return { ...rest, ...(ssn ? { ssn: maskSsn(ssn) } : {}) };
}

/** The list this enrollment saved, SSNs decrypted (server side only); null until saved. */
async function savedBeneficiaries(db: Db, ctx: RequestContext, enrollmentId: string): Promise<NumberedBeneficiary[] | null> {
  const saved = await readTabData(db, ctx.cipher, enrollmentId, TAB);
  if (!saved) return null;
  const list = (saved.data.beneficiaries ?? []) as NumberedBeneficiary[];
  return list.map((b) => {
    const ssn = saved.secrets[ssnKey(b.beneficiary_id)];
    return ssn ? { ...b, ssn } : b;
  });
}

/** An enrollment made for an existing member (type existing-user, user_id the member). */
const isExistingMember = (row: EnrollmentRow): row is EnrollmentRow & { userId: number } => row.type === ENROLLMENT_TYPE.existingUser && row.userId !== null;

/**
 * An existing member's earlier beneficiaries (member_records 'beneficiaries'), checked with the domain's schema;
 * null when the enrollment is not a member's, the member has none, or the record is not a valid list.
 */
async function memberBeneficiaries(db: Db, ctx: RequestContext, row: EnrollmentRow): Promise<NumberedBeneficiary[] | null> {
  if (!isExistingMember(row)) return null;
  try {
    const record = await readMemberRecord(db, ctx.cipher, row.userId, 'beneficiaries');
    return record === null ? null : beneficiariesFromRecord(record, ruleOptions(ctx));
  } catch {
    // The spec's screen falls back to the temp info on any error of this call; so does the server.
    return null;
  }
}

/** get-enrollment-temp-info's benificiary_info (and get-enrollment-step's value): the saved list, SSNs masked. */
export async function readBeneficiaryInfoAnswer(ctx: RequestContext, row: EnrollmentRow): Promise<BeneficiaryInfoAnswer | null> {
  const saved = await savedBeneficiaries(ctx.db, ctx, row.id);
  return saved ? { beneficiaries: saved.map(beneficiaryAnswer) } : null;
}

/**
 * GET get-beneficiaries-existing-user-enrollment: an existing member's earlier beneficiaries, falling back to this
 * enrollment's saved list (temp info) when the member has none or the record cannot be read; [] when neither exists.
 */
export async function existingUserBeneficiaries(ctx: RequestContext, enrollmentId: string): Promise<{ result: BeneficiaryAnswer[] }> {
  const row = await requireHeldEnrollment(ctx, enrollmentId);
  const list = (await memberBeneficiaries(ctx.db, ctx, row)) ?? (await savedBeneficiaries(ctx.db, ctx, row.id)) ?? [];
  return { result: list.map(beneficiaryAnswer) };
}

/** The step's value before it is saved: an existing member's earlier list, so the step opens on it. */
export async function unsavedBeneficiaryValue(ctx: RequestContext, row: EnrollmentRow): Promise<BeneficiaryInfoAnswer | null> {
  const member = await memberBeneficiaries(ctx.db, ctx, row);
  return member ? { beneficiaries: member.map(beneficiaryAnswer) } : null;
}

export const beneficiaryStepOptions = (): BeneficiaryStepOptions => ({ relationships: [...BENEFICIARY_RELATIONSHIPS] });

/** The SSNs on file by beneficiary_id: this enrollment's saved list first, then an existing member's record. */
async function ssnsOnFile(db: Db, ctx: RequestContext, row: EnrollmentRow): Promise<Map<number, string>> {
  const onFile = new Map<number, string>();
  for (const list of [await memberBeneficiaries(db, ctx, row), await savedBeneficiaries(db, ctx, row.id)]) {
    for (const b of list ?? []) if (b.ssn) onFile.set(b.beneficiary_id, b.ssn);
  }
  return onFile;
}

/**
 * A masked SSN (***-**-1234, as the server answered it) means "keep the number on file": it must be the mask of the
 * number stored for the same beneficiary_id; anything else is refused as 'Invalid Social Security Number'.
 */
function resolveSsn(b: Beneficiary, onFile: Map<number, string>): string | null | undefined {
  if (b.ssn === undefined || !isMaskedSsn(b.ssn)) return b.ssn;
  const stored = b.beneficiary_id === undefined ? undefined : onFile.get(b.beneficiary_id);
  return stored && maskSsn(stored) === b.ssn ? stored : null;
}

/** POST validate-single-beneficiary: the add or edit form's submission, checked with the same rules as the save. */
export async function validateSingleBeneficiary(ctx: RequestContext, body: Record<string, unknown>): Promise<{ result: { is_valid: true; beneficiary: Omit<BeneficiaryAnswer, 'beneficiary_id'> & { beneficiary_id?: number } } }> {
  const row = await requireHeldEnrollment(ctx, String(body.enrollment_id ?? ''));
  const parsed = validateSingleBeneficiarySchema(beneficiaryInfoFields(row), ruleOptions(ctx)).safeParse(body);
  if (!parsed.success) throw new AppError('invalid', MESSAGES.validationFailed, issuesToFieldErrors(parsed.error.issues));
  const { beneficiary } = parsed.data;
  const ssn = resolveSsn(beneficiary, await ssnsOnFile(ctx.db, ctx, row));
  if (ssn === null) throw AppError.field('ssn', ENROLLMENT_MESSAGES.invalidSsn);
  const { ssn: _s, ...rest } = beneficiary;
  return { result: { is_valid: true, beneficiary: { ...rest, ...(ssn ? { ssn: maskSsn(ssn) } : {}) } } };
}

/** A refusal of the whole list: one main message (spec 001 section 8), the items' errors as beneficiaries.N.field. */
function listRefusal(message: string, fields: FieldError[]): AppError {
  return new AppError('invalid', message, fields.length > 0 ? fields : [{ target_element: 'beneficiaries', error_message: message }]);
}

/**
 * Checks and stores the beneficiary list inside the caller's lock (save-beneficiary-info, and save-enrollment's
 * benificiary_info): every beneficiary by the form's rules, masked SSNs matched to the numbers on file, then the
 * list's limits (3 primaries, 1 contingent) and its total of exactly 100, refused even when the form is bypassed.
 * SSNs are stored encrypted (the tab's secrets); the answer has them masked.
 */
export async function saveBeneficiaryInfoData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown): Promise<BeneficiaryInfoAnswer> {
  const raw = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).beneficiaries : undefined;
  if (!Array.isArray(raw)) throw listRefusal(BENEFICIARY_MESSAGES.noneAdded, []);
  if (raw.length > BENEFICIARY_LIST_MAX) throw listRefusal(MESSAGES.invalidValue, []);
  const schema = beneficiarySchema(beneficiaryInfoFields(enrollment), ruleOptions(ctx));
  const db: Db = tx;
  const onFile = await ssnsOnFile(db, ctx, enrollment);
  const errors: FieldError[] = [];
  const list: Beneficiary[] = [];
  for (const [index, item] of raw.entries()) {
    const parsed = schema.safeParse(item ?? {});
    if (!parsed.success) {
      for (const e of issuesToFieldErrors(parsed.error.issues)) errors.push({ target_element: `beneficiaries.${index}.${e.target_element}`, error_message: e.error_message });
      continue;
    }
    const ssn = resolveSsn(parsed.data, onFile);
    if (ssn === null) errors.push({ target_element: `beneficiaries.${index}.ssn`, error_message: ENROLLMENT_MESSAGES.invalidSsn });
    list.push({ ...parsed.data, ...(ssn ? { ssn } : {}) });
  }
  if (errors.length > 0) {
    const first = errors[0]!;
    const number = Number(first.target_element.split('.')[1]) + 1;
    throw listRefusal(BENEFICIARY_MESSAGES.beneficiaryErrorAt({ number, message: first.error_message }), errors);
  }
  const problem = beneficiaryListProblem(list);
  if (problem) throw listRefusal(problem, []);

  // Numbers: kept when sent (each once), new ones after the highest in use.
  const seen = new Set<number>();
  let nextId = Math.max(0, ...onFile.keys(), ...list.map((b) => b.beneficiary_id ?? 0)) + 1;
  const numbered: NumberedBeneficiary[] = list.map((b) => {
    const id = b.beneficiary_id !== undefined && !seen.has(b.beneficiary_id) ? b.beneficiary_id : nextId++;
    seen.add(id);
    return { ...b, beneficiary_id: id };
  });
  const secrets: Record<string, string> = {};
  const stored = numbered.map(({ ssn, ...rest }) => {
    if (ssn) secrets[ssnKey(rest.beneficiary_id)] = ssn;
    return rest;
  });
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: { beneficiaries: stored }, secrets }, ctx.now);
  return { beneficiaries: numbered.map(beneficiaryAnswer) };
}

/** POST save-beneficiary-info. */
export async function saveBeneficiaryInfo(ctx: RequestContext, body: { enrollment_id: string; beneficiaries: unknown[] }): Promise<{ result: BeneficiaryInfoAnswer }> {
  const result = await withLockedEnrollment(ctx, body.enrollment_id, (tx, enrollment) => saveBeneficiaryInfoData(ctx, tx, enrollment, body));
  return { result };
}

/** GET get-form-fields-beneficiary-info. */
export async function getBeneficiaryInfoFields(ctx: RequestContext, enrollmentId: string): Promise<{ result: FieldDefinition[] }> {
  return { result: beneficiaryInfoFields(await requireHeldEnrollment(ctx, enrollmentId)) };
}
