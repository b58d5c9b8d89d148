import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { compareDates, parseAnyDate, parseUsDate, toUsDate, type CalendarDate } from '../../shared/dates.js';
import { isBlank, optionalId } from '../../shared/fields.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { BENEFICIARY_MESSAGES } from './beneficiary-info.messages.js';
import { fieldDefinitions, fieldMode, type FieldDefinition } from './field-definition.js';
import { ssnPair } from './personal-info.schema.js';
import { personNamePair, schemaFor, textPair, usDatePair, type FieldPair } from './step-fields.js';
import { stepSchema, type ReportFieldError } from './step-schema.js';

/** One beneficiary's fields (spec 001 section 3), in form order; is_contigent is the spec's spelling. */
export const BENEFICIARY_FIELDS = ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'] as const;
export type BeneficiaryField = (typeof BENEFICIARY_FIELDS)[number];

/** get-form-fields-beneficiary-info when no rule narrows it: every field shown and editable. */
export const DEFAULT_BENEFICIARY_INFO_FIELDS: FieldDefinition[] = fieldDefinitions(BENEFICIARY_FIELDS);

/** Limits (spec 001 section 9): at most 3 primary (non-contingent) beneficiaries plus 1 contingent; shares total 100. */
export const MAX_PRIMARY_BENEFICIARIES = 3;
export const MAX_CONTINGENT_BENEFICIARIES = 1;
export const BENEFICIARY_TOTAL = 100;
/** The percentage input takes at most 3 characters; the SSN input at most 9 digits. */
export const BENEFICIARY_PERCENT_MAX_LENGTH = 3;
export const BENEFICIARY_SSN_MAX_LENGTH = 9;
/**
 * The most items a save carries: bounds the request (the fuzz test) while leaving room for the server to answer a
 * 4th primary or a 2nd contingent with the spec's messages rather than a length error.
 */
export const BENEFICIARY_LIST_MAX = 10;

/** get-beneficiary-relationships: the relationship names the form offers (data, not translated: the server's values). */
export const BENEFICIARY_RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Grandchild', 'Grandparent', 'Domestic Partner', 'Other Relative', 'Friend'] as const;

/** A beneficiary as the server checks and stores it. */
export interface Beneficiary {
  /** The server's number for this beneficiary within the enrollment (absent: a new one). */
  beneficiary_id?: number;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  /** MM/DD/YYYY, before today. */
  birthdate?: string;
  /** 9 digits, or the masked form (***-**-1234) the server answered, meaning "keep the number on file". */
  ssn?: string;
  relationship?: string;
  /** 1 to 100; always 0 for the contingent beneficiary. */
  beneficiary_percentage: number;
  is_contigent: boolean;
}

/** What a form or client sends: text or numbers, blanks as '' or null. */
export type BeneficiaryInput = { [K in keyof Beneficiary]?: string | number | boolean | null };

export interface BeneficiaryOptions {
  /** Today as the person's calendar has it: the birthdate must be before it. */
  today: CalendarDate;
  /** The names get-beneficiary-relationships offers. */
  relationships?: readonly string[];
}

/** A share of a primary beneficiary: whole percent, 1 to 100, at most 3 characters. */
export const beneficiaryPercentagePair: FieldPair = textPair((s) =>
  s
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= BENEFICIARY_TOTAL, { error: BENEFICIARY_MESSAGES.percentageRange, abort: true })
    .transform(Number),
);

/** A birthdate (MM/DD/YYYY, ISO converted) that is before `today`: 'Birthdate must be before today' otherwise. */
export function pastBirthdatePair(today: CalendarDate): FieldPair {
  const beforeToday = (v: string | undefined) => v === undefined || compareDates(parseUsDate(v)!, today) < 0;
  return {
    required: usDatePair.required.refine((v) => beforeToday(v as string), { error: BENEFICIARY_MESSAGES.birthdateNotPast }),
    optional: usDatePair.optional.refine((v) => beforeToday(v as string | undefined), { error: BENEFICIARY_MESSAGES.birthdateNotPast }),
  };
}

function relationshipPair(names: readonly string[]): FieldPair {
  return textPair((s) => s.refine((v) => names.includes(v), { error: MESSAGES.invalidChoice, abort: true }));
}

/** is_contigent as JSON or a form sends it: true/false, 1/0, '1'/'0', 'true'/'false'; absent is a primary beneficiary. */
export function isContingentFlag(value: unknown): boolean | null {
  if (value === undefined || value === null || value === '') return false;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

const contingentSchema = z.unknown().transform((v, ctx) => {
  const flag = isContingentFlag(v);
  if (flag === null) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidChoice });
    return z.NEVER;
  }
  return flag;
});

function beneficiaryShape(fields: readonly FieldDefinition[], options: BeneficiaryOptions) {
  const pairs: Record<Exclude<BeneficiaryField, 'beneficiary_percentage'>, FieldPair> = {
    first_name: personNamePair(ENROLLMENT_MESSAGES.invalidFirstName),
    middle_name: personNamePair(ENROLLMENT_MESSAGES.invalidMiddleName),
    last_name: personNamePair(ENROLLMENT_MESSAGES.invalidLastName),
    birthdate: pastBirthdatePair(options.today),
    ssn: ssnPair,
    relationship: relationshipPair(options.relationships ?? BENEFICIARY_RELATIONSHIPS),
  };
  const shape: Record<string, z.ZodType> = { beneficiary_id: optionalId, is_contigent: contingentSchema };
  for (const [name, pair] of Object.entries(pairs)) {
    // The middle name is optional by the spec: shown when flagged, never mandatory.
    const mode = fieldMode(fields, name);
    const schema = schemaFor(name === 'middle_name' && mode === 'editable' ? 'readOnly' : mode, pair);
    if (schema) shape[name] = schema;
  }
  // The share is checked across fields: required for a primary beneficiary, none for the contingent one.
  shape.beneficiary_percentage = z.unknown().optional();
  return shape;
}

/** A primary beneficiary needs a share of 1 to 100; the contingent one takes none (0 or blank). */
function percentageCheck(raw: Record<string, unknown>, report: ReportFieldError) {
  const contingent = isContingentFlag(raw.is_contigent);
  if (contingent === null) return;
  const value = raw.beneficiary_percentage;
  if (contingent) {
    if (!isBlank(value) && String(value).trim() !== '0') report('beneficiary_percentage', BENEFICIARY_MESSAGES.contingentNoPercentage);
    return;
  }
  const parsed = beneficiaryPercentagePair.required.safeParse(value);
  if (!parsed.success) report('beneficiary_percentage', parsed.error.issues[0]!.message);
}

function finishBeneficiary(data: Record<string, unknown>): Beneficiary {
  const contingent = data.is_contigent === true;
  const percentage = contingent ? 0 : Number(String(data.beneficiary_percentage).trim());
  const out = { ...data, beneficiary_percentage: percentage, is_contigent: contingent } as Beneficiary;
  if (out.beneficiary_id === undefined) delete out.beneficiary_id;
  return out;
}

/**
 * One beneficiary (the add and edit forms, validate-single-beneficiary, each item of save-beneficiary-info) under the
 * server's field definitions. Messages are the spec's (001 section 5): 'Field is required', the name messages,
 * 'Invalid Social Security Number', 'Beneficiary percentage should not be 0 or more than 100', and a birthdate
 * before today. The contingent form is the same without the percentage (always 0).
 */
export function beneficiarySchema(fields: readonly FieldDefinition[] = DEFAULT_BENEFICIARY_INFO_FIELDS, options: BeneficiaryOptions): z.ZodType<Beneficiary, BeneficiaryInput> {
  return stepSchema(beneficiaryShape(fields, options), {
    crossCheck: percentageCheck,
    finish: (data) => finishBeneficiary(data as Record<string, unknown>),
  }) as unknown as z.ZodType<Beneficiary, BeneficiaryInput>;
}

/** POST validate-single-beneficiary: the enrollment id plus one beneficiary's fields. */
export function validateSingleBeneficiarySchema(fields: readonly FieldDefinition[] = DEFAULT_BENEFICIARY_INFO_FIELDS, options: BeneficiaryOptions) {
  return stepSchema(
    { enrollment_id: EnrollmentIdSchema, ...beneficiaryShape(fields, options) },
    {
      crossCheck: percentageCheck,
      finish: (data) => {
        const { enrollment_id, ...rest } = data as Record<string, unknown> & { enrollment_id: string };
        return { enrollment_id, beneficiary: finishBeneficiary(rest) };
      },
    },
  );
}

/** The wire shape of one beneficiary (every field named, values left to beneficiarySchema): for OpenAPI and the fuzz test. */
export const BeneficiaryWireSchema = z.object({
  beneficiary_id: z.unknown().optional(),
  ...Object.fromEntries(BENEFICIARY_FIELDS.map((name) => [name, z.unknown().optional()])),
  is_contigent: z.unknown().optional(),
});

/** POST save-beneficiary-info's shape: the list's length is bounded here, each item is checked by the service. */
export const SaveBeneficiaryInfoBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  beneficiaries: z.array(BeneficiaryWireSchema, { error: MESSAGES.invalidValue }).max(BENEFICIARY_LIST_MAX, { error: MESSAGES.invalidValue }),
});

const usDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

/**
 * A beneficiary as the server answers it (get-enrollment-temp-info's benificiary_info, the existing-user call,
 * save-beneficiary-info): the SSN masked (***-**-1234). Strict: nothing else leaves the server. The birthdate is
 * null when an earlier record did not hold a valid one (the form asks for it again).
 */
export const BeneficiaryAnswerSchema = z.strictObject({
  beneficiary_id: z.number().int().positive(),
  first_name: z.string().optional(),
  middle_name: z.string().optional(),
  last_name: z.string().optional(),
  birthdate: usDate.nullable().optional(),
  ssn: z.string().regex(/^\*{3}-\*{2}-\d{4}$/).optional(),
  relationship: z.string().optional(),
  beneficiary_percentage: z.number().int().min(0).max(BENEFICIARY_TOTAL),
  is_contigent: z.boolean(),
});
export type BeneficiaryAnswer = z.infer<typeof BeneficiaryAnswerSchema>;

/** benificiary_info's value: the saved list (null until saved). */
export const BeneficiaryInfoAnswerSchema = z.strictObject({ beneficiaries: z.array(BeneficiaryAnswerSchema) });
export type BeneficiaryInfoAnswer = z.infer<typeof BeneficiaryInfoAnswerSchema>;

/** The step's options in get-enrollment-step: the relationship names, and an existing member's earlier list. */
export const BeneficiaryStepOptionsSchema = z.object({
  relationships: z.array(z.string()),
});
export type BeneficiaryStepOptions = z.infer<typeof BeneficiaryStepOptionsSchema>;

/**
 * An existing member's earlier beneficiaries as their record holds them (member_records section 'beneficiaries',
 * the wire shape of get-beneficiaries-existing-user-enrollment's source): a list, or `{ beneficiaries: [...] }`;
 * each may carry `dob` (MM/DD/YYYY or YYYY-MM-DD) instead of birthdate, and its SSN in full.
 */
const ExistingBeneficiarySchema = z.looseObject({
  beneficiary_id: z.number().int().positive().optional(),
  first_name: z.string().max(100).optional(),
  middle_name: z.string().max(100).nullable().optional(),
  last_name: z.string().max(100).optional(),
  birthdate: z.string().max(10).nullable().optional(),
  dob: z.string().max(10).nullable().optional(),
  ssn: z.string().max(11).nullable().optional(),
  relationship: z.string().max(50).optional(),
  beneficiary_percentage: z.union([z.number(), z.string()]).nullable().optional(),
  is_contigent: z.union([z.boolean(), z.number(), z.string()]).nullable().optional(),
});
const ExistingBeneficiaryRecordSchema = z.union([
  z.array(ExistingBeneficiarySchema).max(BENEFICIARY_LIST_MAX),
  z.object({ beneficiaries: z.array(ExistingBeneficiarySchema).max(BENEFICIARY_LIST_MAX) }),
]);

/**
 * An existing member's record read as a beneficiary list, each checked with beneficiarySchema (dob mapped to
 * birthdate, numbered 1.. when the record has no ids); null when it is not a list of valid beneficiaries (the
 * caller then falls back to the enrollment's own saved list).
 */
export function beneficiariesFromRecord(record: unknown, options: BeneficiaryOptions): (Beneficiary & { beneficiary_id: number })[] | null {
  const parsed = ExistingBeneficiaryRecordSchema.safeParse(record);
  if (!parsed.success) return null;
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.beneficiaries;
  const schema = beneficiarySchema(DEFAULT_BENEFICIARY_INFO_FIELDS, options);
  const out: (Beneficiary & { beneficiary_id: number })[] = [];
  for (const [index, item] of items.entries()) {
    const { dob, birthdate, ...rest } = item;
    const date = birthdate ?? dob ?? null;
    const asUs = date ? parseAnyDate(date) : null;
    const one = schema.safeParse({ ...rest, birthdate: asUs ? toUsDate(asUs) : date });
    if (!one.success) return null;
    out.push({ ...one.data, beneficiary_id: item.beneficiary_id ?? index + 1 });
  }
  return out;
}

/** validate-single-beneficiary: the beneficiary passes the save's rules; answered with its SSN masked. */
export const ValidBeneficiaryAnswerSchema = z.object({
  result: z.object({ is_valid: z.literal(true), beneficiary: BeneficiaryAnswerSchema.extend({ beneficiary_id: z.number().int().positive().optional() }) }),
});

/** save-beneficiary-info: the list as saved (SSNs masked). */
export const SaveBeneficiaryInfoAnswerSchema = z.object({ result: BeneficiaryInfoAnswerSchema });
