import { z } from 'zod';
import { ADDRESS_MAX, CITY_MAX, contactZipPair, statePair } from '../enrollment/steps/contact-info.schema.js';
import { ENROLLMENT_MESSAGES } from '../enrollment/enrollment.messages.js';
import { BENEFICIARY_MESSAGES } from '../enrollment/steps/beneficiary-info.messages.js';
import { ssnPair } from '../enrollment/steps/personal-info.schema.js';
import { personNamePair, plainTextPair, usDatePair } from '../enrollment/steps/step-fields.js';
import { MESSAGES } from '../messages.js';
import { compareDates, parseAnyDate, toIsoDate } from '../shared/dates.js';
import { displayDateText } from '../shared/display-dates.js';
import { lineString } from '../shared/fields.js';
import { COVERAGE_CHANGE_MESSAGES as M } from './coverage-changes.messages.js';

/**
 * Coverage changes after the receipt (issue 25 item 4; decision 0086): an operator or the member's rep cancels a plan
 * before it begins, terminates one at a date, or corrects the member's name, address or a dependent, always with a
 * reason. The signed record never changes: a change is a row beside it, and the "current" enrollment is the record
 * with its changes applied in order.
 */
export const COVERAGE_CHANGE_KINDS = ['cancel_plan', 'terminate', 'correct_name', 'correct_address', 'correct_dependent'] as const;
export type CoverageChangeKind = (typeof COVERAGE_CHANGE_KINDS)[number];
export const COVERAGE_REASON_MAX = 500;
/** The most dependents an enrollment holds (DEPENDENTS_LIST_MAX): a dependent is named by its position, 1 first. */
const DEPENDENT_POSITION_MAX = 20;

const reason = lineString({ error: M.reasonRequired })
  .trim()
  .min(1, { error: M.reasonRequired, abort: true })
  .max(COVERAGE_REASON_MAX, { error: MESSAGES.tooLong({ max: COVERAGE_REASON_MAX }) });
const planId = z.coerce.number({ error: M.planNotOnEnrollment }).int({ error: M.planNotOnEnrollment }).min(1, { error: M.planNotOnEnrollment }).max(2147483647, { error: M.planNotOnEnrollment });
/** The wizard's field pairs answer their values untyped: these are text. */
const text = (schema: z.ZodType) => schema as z.ZodType<string, unknown>;
const optionalText = (schema: z.ZodType) => schema as z.ZodType<string | undefined, unknown>;
const firstName = personNamePair(ENROLLMENT_MESSAGES.invalidFirstName);
const middleName = personNamePair(ENROLLMENT_MESSAGES.invalidMiddleName);
const lastName = personNamePair(ENROLLMENT_MESSAGES.invalidLastName);
/** The end date as the console types it (MM/DD/YYYY, or ISO), answered as YYYY-MM-DD. */
const endDate = z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.string({ error: M.endDateRequired }))
  .pipe(usDatePair.required as z.ZodType<string, string>)
  .transform((v) => toIsoDate(parseAnyDate(v)!));
const blankToEmpty = (pair: { optional: z.ZodType }) => optionalText(pair.optional).transform((v) => v ?? '');

export const NameCorrectionSchema = z.object({ first_name: text(firstName.required), middle_name: blankToEmpty(middleName), last_name: text(lastName.required) });
export const AddressCorrectionSchema = z.object({
  address1: text(plainTextPair(ADDRESS_MAX).required),
  address2: blankToEmpty(plainTextPair(ADDRESS_MAX)),
  city: text(plainTextPair(CITY_MAX).required),
  state: text(statePair.required),
  zip: text(contactZipPair.required),
});

/** POST …/enrollments/:policy/changes: one change, its kind's fields and the reason. */
export const CoverageChangeBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cancel_plan'), plan_id: planId, reason }),
  z.object({ kind: z.literal('terminate'), plan_id: planId, end_date: endDate, reason }),
  NameCorrectionSchema.extend({ kind: z.literal('correct_name'), reason }),
  AddressCorrectionSchema.extend({ kind: z.literal('correct_address'), reason }),
  NameCorrectionSchema.extend({
    kind: z.literal('correct_dependent'),
    dependent: z.coerce.number({ error: M.noSuchDependent }).int({ error: M.noSuchDependent }).min(1, { error: M.noSuchDependent }).max(DEPENDENT_POSITION_MAX, { error: M.noSuchDependent }),
    birth_date: text(usDatePair.required).transform((v) => toIsoDate(parseAnyDate(v)!)),
    /** Blank keeps the SSN on file. */
    ssn: optionalText(ssnPair.optional).transform((v) => (v !== undefined && /^\d{9}$/.test(v) ? v : null)),
    reason,
  }),
]);
export type CoverageChangeBody = z.output<typeof CoverageChangeBodySchema>;

/** A plan's state in the current view: active, cancelled before it began (ends = begins), or terminated on its last day. */
export type PlanCoverageStatus = 'active' | 'cancelled' | 'terminated';
export interface PlanCoverageState {
  planId: number;
  status: PlanCoverageStatus;
  /** YYYY-MM-DD, the last day of coverage; null while active. */
  endDate: string | null;
}

export interface CoverageChangeFacts {
  /** YYYY-MM-DD in the server's calendar. */
  today: string;
  /** YYYY-MM-DD: when the enrollment's coverage begins. */
  effectiveDate: string;
  plans: readonly PlanCoverageState[];
  dependentCount: number;
  /** The values on file now (the current view), to refuse a correction that changes nothing. */
  current?: CurrentValues;
}

/** The current view's correctable values, in the body's shape (dates YYYY-MM-DD, SSNs nine digits or null). */
export interface CurrentValues {
  name: { first_name: string; middle_name: string; last_name: string };
  address: { address1: string; address2: string; city: string; state: string; zip: string };
  dependents: readonly { first_name: string; middle_name: string; last_name: string; birth_date: string | null; ssn: string | null }[];
}

const same = <T extends object>(a: T, b: T, keys: readonly (keyof T)[]) => keys.every((k) => (a[k] ?? '') === (b[k] ?? ''));

const iso = (value: string) => parseAnyDate(value)!;

/**
 * The rules a change must keep, beyond its fields' shapes: null when it may be made, else the message by field.
 * Cancel only before the coverage begins (after, the message says to terminate); terminate on or after it begins,
 * and not a plan that already ended (cancelled, or terminated on an earlier or the same day: a later termination
 * date may be brought forward); a dependent correction names a dependent of the enrollment, born before today; a
 * correction must change something (a retry or a slip would otherwise mail the member and send every carrier a 001).
 */
export function coverageChangeProblems(change: CoverageChangeBody, facts: CoverageChangeFacts): Record<string, string> | null {
  const begins = displayDateText(facts.effectiveDate);
  if (change.kind === 'cancel_plan' || change.kind === 'terminate') {
    const plan = facts.plans.find((p) => p.planId === change.plan_id);
    if (!plan) return { plan_id: M.planNotOnEnrollment };
    if (plan.status === 'cancelled') return { plan_id: M.planAlreadyEnded };
    if (change.kind === 'cancel_plan') {
      if (plan.status !== 'active') return { plan_id: M.planAlreadyEnded };
      if (compareDates(iso(facts.today), iso(facts.effectiveDate)) >= 0) return { plan_id: M.cancelOnlyBeforeStart({ date: begins }) };
      return null;
    }
    if (compareDates(iso(change.end_date), iso(facts.effectiveDate)) < 0) return { end_date: M.endBeforeStart({ date: begins }) };
    if (plan.status === 'terminated' && plan.endDate && compareDates(iso(change.end_date), iso(plan.endDate)) >= 0) {
      return { end_date: M.planEndsEarlier({ date: displayDateText(plan.endDate) }) };
    }
    return null;
  }
  const current = facts.current;
  if (change.kind === 'correct_dependent') {
    if (change.dependent > facts.dependentCount) return { dependent: M.noSuchDependent };
    if (compareDates(iso(change.birth_date), iso(facts.today)) >= 0) return { birth_date: BENEFICIARY_MESSAGES.birthdateNotPast };
    const now = current?.dependents[change.dependent - 1];
    if (now && same(change, now, ['first_name', 'middle_name', 'last_name', 'birth_date']) && (change.ssn === null || change.ssn === now.ssn)) return { first_name: M.nothingToChange };
  }
  if (change.kind === 'correct_name' && current && same(change, current.name, ['first_name', 'middle_name', 'last_name'])) return { first_name: M.nothingToChange };
  if (change.kind === 'correct_address' && current && same(change, current.address, ['address1', 'address2', 'city', 'state', 'zip'])) return { address1: M.nothingToChange };
  return null;
}

/** The end a cancellation carries to the carriers: the day coverage would have begun (348 = 349, see decision 0086). */
export const cancellationEndDate = (effectiveDate: string) => effectiveDate;

/** The history's row: when, who, what, why; and the carriers whose files carried it. */
export const CoverageChangeViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COVERAGE_CHANGE_KINDS),
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  end_date: z.string().nullable(),
  dependent: z.number().int().nullable(),
  reason: z.string(),
  made_by: z.string(),
  made_at: z.string(),
  reported_to: z.array(z.string()),
});
export type CoverageChangeView = z.infer<typeof CoverageChangeViewSchema>;
