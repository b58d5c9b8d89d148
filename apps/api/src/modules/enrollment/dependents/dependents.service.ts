import {
  DEFAULT_DEPENDENT_FIELDS,
  DEPENDENT_MESSAGES,
  DependentInfoAnswerSchema,
  dependentFieldsFor,
  dependentHealthPerson,
  dependentLimits,
  dependentListExcess,
  dependentListProblem,
  dependentPrimaryInfoSchema,
  ENROLLMENT_MESSAGES,
  HEALTH_QUESTION_CATEGORIES,
  isMaskedSsn,
  maskSsn,
  MESSAGES,
  SaveDependentsBodySchema,
  type CalendarDate,
  type CartPlanFacts,
  type DependentAnswer,
  type DependentInfoAnswer,
  type DependentPrimaryInfo,
  type DependentStepOptions,
  type SaveDependentsAnswer,
  type FieldDefinition,
  type FieldError,
  type SpouseAnswer,
  type Tier,
} from '@benefit-store/domain';
import { z } from 'zod';
import { cartLines } from '../../cart/index.js';
import { catalogSnapshot } from '../../catalog/index.js';
import { readMemberRecord } from '../../members/index.js';
import { AppError } from '../../shared/app-error.js';
import { parseFields } from '../../shared/parse-fields.js';
import type { RequestContext } from '../../shared/request-context.js';
import { cartPlanInfo } from '../cart-plan-info.js';
import { type EnrollmentRow, findDependentInfo, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { readTabData, saveTabData, type TabData } from '../tab-data.repository.js';
import { isMemberLinkEnrollment } from '../member-link.js';
import { checkDependentHealth } from './dependent-health.js';
import { keepHouseholdWithDependents } from '../people/dependent-info.service.js';

const TAB = 'dependent_info' as const;

/** What an enrollment's dependents are checked against: the cart's facts, the field definitions, today. */
export interface DependentRules {
  facts: CartPlanFacts;
  fields: FieldDefinition[];
  /** The legally-disabled question may be asked (of children): the tier covers children (IC, IF). */
  legallyDisabledAllowed: boolean;
  /** A plan in the cart underwrites: each dependent answers the dependent health questions. */
  healthRequired: boolean;
  today: CalendarDate;
}

/** The tiers whose dependents include children: there the legally-disabled question lets an older child be covered. */
const CHILD_TIERS: readonly Tier[] = ['IC', 'IF'];

const todayOf = (now: Date): CalendarDate => ({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() });
const isoOf = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Reads in the caller's transaction when given one (ctx.db). */
export async function dependentRules(ctx: RequestContext, enrollment: EnrollmentRow): Promise<DependentRules> {
  const lines = await cartLines(ctx.db, enrollment.id);
  const categories = lines.map((l) => l.category);
  const facts = await cartPlanInfo(ctx, enrollment);
  return {
    facts,
    fields: dependentFieldsFor({ cartCategories: categories }),
    legallyDisabledAllowed: CHILD_TIERS.includes(facts.tier),
    healthRequired: categories.some((c) => HEALTH_QUESTION_CATEGORIES.includes(c as (typeof HEALTH_QUESTION_CATEGORIES)[number])),
    today: todayOf(ctx.now),
  };
}

/** get-enrollment-step's options for dependent_info. */
export async function dependentStepOptions(ctx: RequestContext, enrollment: EnrollmentRow): Promise<DependentStepOptions> {
  const rules = await dependentRules(ctx, enrollment);
  return {
    tier: rules.facts.tier,
    is_IHA: rules.facts.is_IHA,
    is_premier: rules.facts.is_premier,
    has_spouse: rules.facts.has_spouse,
    is_legally_disabled: rules.legallyDisabledAllowed,
    disclaimer: DEPENDENT_MESSAGES.genericMedicationNote,
    health_required: rules.healthRequired,
    today: isoOf(rules.today),
    spouse_birthdate: (await findDependentInfo(ctx.db, enrollment.id))?.spouseDob ?? null,
  };
}

/** GET get-form-fields-dependent-primary-info. */
export async function dependentFormFields(ctx: RequestContext, enrollmentId: string) {
  const rules = await dependentRules(ctx, await requireHeldEnrollment(ctx, enrollmentId));
  return { result: rules.fields, disclaimer: DEPENDENT_MESSAGES.genericMedicationNote, is_legally_disabled: rules.legallyDisabledAllowed };
}

// ---------------------------------------------------------------------------------------------------------------
// Storage: one row of enrollment_tabs; each dependent's SSN and health answers in the encrypted secrets.

interface StoredDependent {
  primary_info: Omit<DependentPrimaryInfo, 'ssn'> & { dependent_id: number };
  has_health: boolean;
}
interface StoredDependents {
  dependents: StoredDependent[];
  spouse_answer: 'yes' | 'no' | null;
  /** The list met the tier's rules when saved (save-dependent-info); a temp or save-for-later save may be partial. */
  complete: boolean;
}

const ssnKey = (id: number) => `ssn:${id}`;
const healthKey = (id: number) => `health:${id}`;

function storedOf(saved: TabData | null): StoredDependents | null {
  if (!saved) return null;
  const data = saved.data as Partial<StoredDependents>;
  return { dependents: data.dependents ?? [], spouse_answer: data.spouse_answer ?? null, complete: data.complete ?? false };
}

/** The answer: the stored fields, each SSN masked, the health answers decrypted. */
function answerOf(saved: TabData): DependentInfoAnswer {
  const stored = storedOf(saved)!;
  return {
    spouse_answer: stored.spouse_answer,
    dependents: stored.dependents.map((d) => {
      const ssn = saved.secrets[ssnKey(d.primary_info.dependent_id)];
      const health = saved.secrets[healthKey(d.primary_info.dependent_id)];
      return {
        primary_info: { ...d.primary_info, ssn: ssn ? maskSsn(ssn) : '' },
        ...(d.has_health && health ? { health_info: JSON.parse(health) as unknown } : {}),
      };
    }),
  };
}

/** get-enrollment-temp-info's dependent_info: null until saved. */
export async function readDependentInfoAnswer(ctx: RequestContext, row: EnrollmentRow): Promise<DependentInfoAnswer | null> {
  const saved = await readTabData(ctx.db, ctx.cipher, row.id, TAB);
  return saved ? answerOf(saved) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// An existing member's earlier dependents (member_records, section dependents).

/** The member record's shape: the wire shape of the spec, SSNs in full (the record is encrypted). */
const MemberDependentsSchema = z.object({
  dependents: z.array(z.object({ primary_info: z.record(z.string(), z.unknown()), health_info: z.unknown().optional() })).max(20),
});

interface MemberDependent {
  primary_info: DependentPrimaryInfo & { dependent_id: number };
  health_info?: unknown;
}

/** The member's earlier dependents that still pass the rules (invalid ones are left out), in the record's order. */
async function memberDependents(ctx: RequestContext, enrollment: EnrollmentRow, rules: DependentRules): Promise<MemberDependent[]> {
  if (!isMemberLinkEnrollment(enrollment) || enrollment.userId === null) return [];
  const record = MemberDependentsSchema.safeParse(await readMemberRecord(ctx.db, ctx.cipher, enrollment.userId, 'dependents'));
  if (!record.success) return [];
  const schema = dependentPrimaryInfoSchema(DEFAULT_DEPENDENT_FIELDS, { today: rules.today, legallyDisabledAllowed: true });
  const out: MemberDependent[] = [];
  for (const d of record.data.dependents) {
    const parsed = schema.safeParse(d.primary_info);
    if (parsed.success && parsed.data.dependent_id !== undefined && !isMaskedSsn(parsed.data.ssn)) {
      out.push({ primary_info: parsed.data as MemberDependent['primary_info'], health_info: d.health_info });
    }
  }
  return out;
}

/** Filtered by tier: IS its spouse; IC its children; IF one spouse and children; never more than the tier's cap. */
export function filterByTier<T extends { primary_info: { relationship: 'spouse' | 'child' } }>(facts: CartPlanFacts, list: readonly T[]): T[] {
  const limits = dependentLimits(facts);
  const out: T[] = [];
  let spouses = 0;
  let children = 0;
  for (const d of list) {
    if (out.length >= limits.max) break;
    if (d.primary_info.relationship === 'spouse' && spouses < limits.maxSpouses) {
      spouses += 1;
      out.push(d);
    } else if (d.primary_info.relationship === 'child' && children < limits.maxChildren) {
      children += 1;
      out.push(d);
    }
  }
  return out;
}

/** GET get-dependents-existing-user-enrollment: the member's earlier dependents, filtered by tier, SSNs masked. */
export async function existingDependents(ctx: RequestContext, enrollment: EnrollmentRow): Promise<DependentAnswer[]> {
  const rules = await dependentRules(ctx, enrollment);
  const found = filterByTier(rules.facts, await memberDependents(ctx, enrollment, rules));
  return found.map((d) => ({
    primary_info: { ...d.primary_info, ssn: maskSsn(d.primary_info.ssn) },
    // Earlier health answers are not carried over: the questions depend on this cart's plans.
  }));
}

export async function getExistingDependents(ctx: RequestContext, enrollmentId: string): Promise<{ result: { dependents: DependentAnswer[] } }> {
  return { result: { dependents: await existingDependents(ctx, await requireHeldEnrollment(ctx, enrollmentId)) } };
}

/** The step's value before its first save: an existing member's earlier dependents (the spec's load without first_track). */
export async function unsavedDependentInfo(ctx: RequestContext, enrollment: EnrollmentRow): Promise<DependentInfoAnswer | null> {
  const dependents = await existingDependents(ctx, enrollment);
  return dependents.length > 0 ? { dependents, spouse_answer: null } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Checking and saving.

/** One dependent's errors, each under `<prefix><field>` (primary_info.first_name, dependents.0.primary_info.first_name). */
function primaryInfoErrors(rules: DependentRules, primaryInfo: unknown, prefix: string, relabel: (message: string) => string): { value?: DependentPrimaryInfo; errors: FieldError[] } {
  const schema = dependentPrimaryInfoSchema(rules.fields, { today: rules.today, legallyDisabledAllowed: rules.legallyDisabledAllowed });
  const parsed = schema.safeParse(primaryInfo ?? {});
  const errors: FieldError[] = [];
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const target = `${prefix}${issue.path.map(String).join('.')}`;
      if (seen.has(target)) continue;
      seen.add(target);
      errors.push({ target_element: target, error_message: relabel(issue.message) });
    }
    return { errors };
  }
  // The relationship the tier covers (IS a spouse, IC children).
  const limits = dependentLimits(rules.facts);
  if (parsed.data.relationship === 'spouse' && limits.maxSpouses === 0) errors.push({ target_element: `${prefix}relationship`, error_message: relabel(DEPENDENT_MESSAGES.childrenTierChildrenOnly) });
  if (parsed.data.relationship === 'child' && limits.maxChildren === 0) errors.push({ target_element: `${prefix}relationship`, error_message: relabel(DEPENDENT_MESSAGES.spouseTierNeedsSpouse) });
  return errors.length > 0 ? { errors } : { value: parsed.data, errors };
}

/** POST validate-single-dependent: one dependent checked as the add and edit popups submit it; nothing is stored. */
export async function validateSingleDependent(ctx: RequestContext, body: { enrollment_id: string; primary_info: unknown; health_info?: unknown }): Promise<{ result: { is_valid: true } }> {
  const enrollment = await requireHeldEnrollment(ctx, body.enrollment_id);
  const rules = await dependentRules(ctx, enrollment);
  const { errors } = primaryInfoErrors(rules, body.primary_info, 'primary_info.', (m) => m);
  // Whom the questions are asked of comes from the fields as sent, so a mistake elsewhere does not change them.
  const health = await checkDependentHealth(ctx, enrollment, rules.healthRequired, body.health_info, 'health_info.', (m) => m, true, dependentHealthPerson(body.primary_info));
  const all = [...errors, ...health.errors];
  if (all.length > 0) throw new AppError('invalid', MESSAGES.validationFailed, all);
  return { result: { is_valid: true } };
}

export type DependentsSaveMode = 'final' | 'temp';

/**
 * Checks and saves the dependents inside the caller's locked transaction (save-dependent-info, -to-temp and
 * save-enrollment's dependent_info). Every dependent is checked ('Dependent #N: message' under
 * dependents.N.primary_info.<field>), then the list: 'final' needs the tier's whole rule (dependentListProblem),
 * 'temp' (after each add or edit, and save for later) refuses only what is already too much. SSNs and health answers
 * are stored encrypted; a masked SSN keeps the number on file for that dependent_id (or the member record's).
 */
export async function saveDependentsData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown, mode: DependentsSaveMode): Promise<DependentInfoAnswer> {
  const txCtx: RequestContext = { ...ctx, db: tx };
  const body = parseFields(SaveDependentsBodySchema.omit({ enrollment_id: true }), data ?? {});
  const rules = await dependentRules(txCtx, enrollment);
  const errors: FieldError[] = [];
  const values: { primary: DependentPrimaryInfo; health?: unknown }[] = [];
  for (const [i, dependent] of body.dependents.entries()) {
    const relabel = (message: string) => DEPENDENT_MESSAGES.dependentError({ n: i + 1, message });
    const primary = primaryInfoErrors(rules, dependent.primary_info, `dependents.${i}.primary_info.`, relabel);
    const health = await checkDependentHealth(txCtx, enrollment, rules.healthRequired, dependent.health_info, `dependents.${i}.health_info.`, relabel, mode === 'final', dependentHealthPerson(dependent.primary_info));
    errors.push(...primary.errors, ...health.errors);
    if (primary.value) values.push({ primary: primary.value, health: health.value });
  }
  const spouseAnswer: SpouseAnswer = body.spouse_answer ?? null;
  const listFacts = { ...rules.facts, spouse_answer: spouseAnswer };
  const list = body.dependents.map((d) => ({ relationship: d.primary_info.relationship === 'spouse' ? ('spouse' as const) : ('child' as const) }));
  const listProblem = mode === 'final' ? dependentListProblem(listFacts, list) : dependentListExcess(listFacts, list);
  if (listProblem) errors.push({ target_element: 'dependents', error_message: listProblem });
  if (errors.length > 0) throw new AppError('invalid', MESSAGES.validationFailed, errors);

  const previous = await readTabData(tx, ctx.cipher, enrollment.id, TAB);
  const members = await memberDependents(txCtx, enrollment, rules);
  const storedSsn = (id: number | undefined): string | undefined =>
    id === undefined ? undefined : (previous?.secrets[ssnKey(id)] ?? members.find((m) => m.primary_info.dependent_id === id)?.primary_info.ssn);
  const usedIds = new Set<number>([...(storedOf(previous)?.dependents ?? []).map((d) => d.primary_info.dependent_id), ...members.map((m) => m.primary_info.dependent_id)]);
  let nextId = Math.max(0, ...usedIds) + 1;

  const secrets: Record<string, string> = {};
  const dependents: StoredDependent[] = [];
  const seen = new Set<number>();
  for (const [i, { primary, health }] of values.entries()) {
    let ssn = primary.ssn;
    if (isMaskedSsn(ssn)) {
      const onFile = storedSsn(primary.dependent_id);
      if (!onFile || maskSsn(onFile) !== ssn) {
        throw AppError.field(`dependents.${i}.primary_info.ssn`, DEPENDENT_MESSAGES.dependentError({ n: i + 1, message: ENROLLMENT_MESSAGES.invalidSsn }));
      }
      ssn = onFile;
    }
    // An id the list already used, or one never given out, gets a new one (ids only link a masked SSN to its number).
    const known = primary.dependent_id !== undefined && usedIds.has(primary.dependent_id) && !seen.has(primary.dependent_id);
    const id = known ? primary.dependent_id! : nextId++;
    seen.add(id);
    const { ssn: _ssn, ...plain } = primary;
    secrets[ssnKey(id)] = ssn;
    if (health !== undefined) secrets[healthKey(id)] = JSON.stringify(health);
    dependents.push({ primary_info: { ...plain, dependent_id: id }, has_health: health !== undefined });
  }
  const stored: StoredDependents = { dependents, spouse_answer: spouseAnswer, complete: mode === 'final' };
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: stored as unknown as Record<string, unknown>, secrets }, ctx.now);
  const saved = await readTabData(tx, ctx.cipher, enrollment.id, TAB);
  return DependentInfoAnswerSchema.parse(answerOf(saved!));
}

/** POST save-dependent-info-to-temp: the list after an add, edit or delete. */
export async function saveDependentsToTemp(ctx: RequestContext, body: { enrollment_id: string } & Record<string, unknown>): Promise<{ result: DependentInfoAnswer }> {
  const { enrollment_id: enrollmentId, ...data } = body;
  const result = await withLockedEnrollment(ctx, enrollmentId, (tx, enrollment) => saveDependentsData(ctx, tx, enrollment, data, 'temp'));
  return { result };
}

/**
 * POST save-dependent-info (Next): the final list, and in the same transaction the household it makes, so the cart's
 * household-priced plans are priced on the spouse and children being enrolled (keepHouseholdWithDependents).
 */
export async function saveDependents(ctx: RequestContext, body: { enrollment_id: string } & Record<string, unknown>): Promise<SaveDependentsAnswer> {
  const { enrollment_id: enrollmentId, ...data } = body;
  // The catalog is read before the lock: ctx.db must not be used inside it.
  const snapshot = await catalogSnapshot(ctx.db);
  return withLockedEnrollment(ctx, enrollmentId, async (tx, enrollment) => {
    const result = await saveDependentsData(ctx, tx, enrollment, data, 'final');
    const cart = await keepHouseholdWithDependents(ctx, tx, enrollment, snapshot, result.dependents.map((d) => d.primary_info));
    return { result, cart_repriced: cart.repriced, cart_removed: cart.removed };
  });
}
