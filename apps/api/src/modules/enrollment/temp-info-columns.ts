import { BeneficiaryInfoAnswerSchema, PaymentInfoAnswerSchema, DependentInfoAnswerSchema, ReviewInfoAnswerSchema, EmployerInfoAnswerSchema, ENROLLMENT_TYPE, EPROCESS, FilterInfoAnswerSchema, SavedHealthAnswersSchema, type EnrollmentColumn } from '@benefit-store/domain';
import { z } from 'zod';
import { toUsDateOrNull } from '../quotes/quote-dates.js';
import type { RequestContext } from '../shared/request-context.js';
import { readBeneficiaryInfoAnswer } from './beneficiaries/beneficiary-info.service.js';
import type { EnrollmentRow } from './enrollment.repository.js';
import { readDependentInfoAnswer } from './dependents/dependents.service.js';
import { readEmployerInfoAnswer } from './employer/employer-info.service.js';
import { readHealthInfoAnswer } from './health/health-questions.service.js';
import { readPaymentInfoAnswer } from './billing/billing-info.service.js';
import { readReviewInfoAnswer } from './review/review.service.js';
import { ContactInfoColumnSchema, PersonalInfoColumnSchema, readContactInfoAnswer, readPersonalInfoAnswer } from './step-columns.js';

/**
 * GET get-enrollment-temp-info, one reader per column: where the value is read from, its response schema, and what
 * an enrollment opened from a member store link answers instead (the member record's private fields withheld).
 * Object schemas are strict, so the route's union of every column's schema cannot mistake one column for another.
 */
interface ColumnReader<S extends z.ZodType> {
  schema: S;
  /** Columns of the enrollment row answer at once; a wizard step's column reads what the step saved (ctx.db, ctx.cipher). */
  read(row: EnrollmentRow, ctx: RequestContext): z.input<S> | Promise<z.input<S>>;
  /** For member-store enrollments: the value without what the member's record revealed (none: answered as is). */
  forMemberLink?(value: z.input<S>): z.input<S>;
}

const reader = <S extends z.ZodType>(schema: S, read: ColumnReader<S>['read'], forMemberLink?: (value: z.input<S>) => z.input<S>): ColumnReader<S> => ({
  schema,
  read,
  forMemberLink,
});

const text = z.string().nullable();
const id = z.number().int().nullable();

export const TEMP_INFO_COLUMNS = {
  filter_info: reader(FilterInfoAnswerSchema, (row) => row.filterInfo, (value) => ({ ...value, dob: null, zip: null, gender: null })),
  type: reader(text, (row) => row.type),
  eprocess: reader(text, (row) => row.eprocess),
  /** MM/DD/YYYY, as every other call answers effective dates (stored YYYY-MM-DD). */
  effective_date: reader(text, (row) => toUsDateOrNull(row.effectiveDate)),
  open_type: reader(text, (row) => row.openType),
  group_id: reader(id, (row) => row.groupId),
  agent_id: reader(id, (row) => row.agentId),
  platform_group_id: reader(id, (row) => row.platformGroupId),
  user_id: reader(id, (row) => row.userId),
  portal_id: reader(id, (row) => row.portalId),
  annual_incode: reader(z.number().int().nullable(), (row) => row.annualIncome),
  working_hours: reader(z.number().nullable(), (row) => row.workingHours),
  /**
   * Null until saved; the SSN masked; gender and birthdate from the filter, also for a member-store enrollment: they
   * are read-only on its personal form and part of the member's application (spec 001 §6, 002 §2.2).
   */
  primary_info: reader(PersonalInfoColumnSchema, (row, ctx) => readPersonalInfoAnswer(ctx, row)),
  /** Null until saved. All of it was entered in this enrollment, so a member-store enrollment sees it as well. */
  contact_info: reader(ContactInfoColumnSchema, (row, ctx) => readContactInfoAnswer(ctx, row)),
  /** Null until saved (skipped: true after Skip). All of it was entered in this enrollment: a member-store enrollment sees it too. */
  employer_info: reader(EmployerInfoAnswerSchema.nullable(), (row, ctx) => readEmployerInfoAnswer(ctx, row)),
  /** Null until saved; SSNs masked. An existing member's earlier list is the step's unsaved value, not this column. */
  benificiary_info: reader(BeneficiaryInfoAnswerSchema.nullable(), (row, ctx) => readBeneficiaryInfoAnswer(ctx, row)),
  /** Null until saved; the answers decrypted. Entered (or loaded once from the member's record) in this enrollment, so a member-store enrollment sees them too. */
  health_info: reader(SavedHealthAnswersSchema.nullable(), (row, ctx) => readHealthInfoAnswer(ctx, row)),
  /** Null until saved; SSNs masked. All of it was entered in this enrollment (earlier dependents only prefill the form), so a member-store enrollment sees it. */
  dependent_info: reader(DependentInfoAnswerSchema.nullable(), (row, ctx) => readDependentInfoAnswer(ctx, row)),
  /** Null until saved; card and account numbers masked, no token. Entered in this enrollment (a saved card or bank only by its masked number), so a member-store enrollment sees it. */
  payment_info: reader(PaymentInfoAnswerSchema.nullable(), (row, ctx) => readPaymentInfoAnswer(ctx, row)),
  /** Null until saved (Save & Continue Later on the review): the notes and the text-message flag. Entered in this enrollment, so a member-store enrollment sees it. */
  review_info: reader(ReviewInfoAnswerSchema.nullable(), (row, ctx) => readReviewInfoAnswer(ctx, row)),
} satisfies Record<EnrollmentColumn, ColumnReader<z.ZodType>>;

/** Every column's answer; the route's response schema (and the OpenAPI document's). */
export const TempInfoAnswerSchema = z.object({
  result: z.union(Object.values(TEMP_INFO_COLUMNS).map((column) => column.schema) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]),
});

/** An existing member's enrollment (a member store link, or a rep's or group's member table): their record applies. */
export function isMemberLinkEnrollment(row: EnrollmentRow): boolean {
  return row.type === ENROLLMENT_TYPE.existingUser && row.userId !== null;
}

/**
 * Whether filter_info withholds what the member's record revealed (birth date, zip, gender): for a store link's
 * enrollment, since a link can be forwarded (its personal step still shows the member's own gender and birth date).
 * A signed-in rep or group administrator who opened it from their member table (eprocess rep or group) may see their
 * own member's details.
 */
export function withholdsMemberRecord(row: EnrollmentRow): boolean {
  return isMemberLinkEnrollment(row) && row.eprocess === EPROCESS.applicant;
}

export async function readColumn(ctx: RequestContext, row: EnrollmentRow, column: EnrollmentColumn): Promise<unknown> {
  const columnReader: ColumnReader<z.ZodType> = TEMP_INFO_COLUMNS[column];
  const value = await columnReader.read(row, ctx);
  const shown = withholdsMemberRecord(row) && columnReader.forMemberLink ? columnReader.forMemberLink(value) : value;
  // Checked here, so a reader that drifts from its schema fails loudly instead of answering something undocumented.
  return columnReader.schema.parse(shown ?? null);
}
