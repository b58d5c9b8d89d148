import { z } from 'zod';
import { cartChangeShape } from '../../filter/filter-answers.schema.js';
import { MESSAGES } from '../../messages.js';
import { compareDates, parseAnyDate, toIsoDate, type CalendarDate } from '../../shared/dates.js';
import { isBlank } from '../../shared/fields.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { BENEFICIARY_MESSAGES } from './beneficiary-info.messages.js';
import { DEPENDENT_MESSAGES } from './dependent-info.messages.js';
import { CHILD_MAX_AGE, DEPENDENT_RELATIONSHIPS, MAX_DEPENDENTS, type DependentRelationship } from './dependent-limits.js';
import { fieldDefinitions, fieldMode, type FieldDefinition } from './field-definition.js';
import { heightFeetPair, heightInchPair, ssnPair, weightPair } from './personal-info.schema.js';
import { applyFieldRules, PERSONAL_INFO_FIELD_RULES, type StepFieldFacts } from './step-field-rules.js';
import { codePair, personNamePair, plainTextPair, schemaFor, usDatePair, type FieldPair } from './step-fields.js';
import { stepSchema, type ReportFieldError } from './step-schema.js';

/** A dependent's primary_info fields the form-field call defines (spec 001 sections 2, 3), in form order. */
export const DEPENDENT_FIELDS = ['first_name', 'middle_name', 'last_name', 'gender', 'ssn', 'relationship', 'weight', 'height_feet', 'height_inch', 'birthdate'] as const;
export type DependentField = (typeof DEPENDENT_FIELDS)[number];

/** Relationship is shown read-only: the button (Add Spouse / Add Child) or the tier decides it. */
export const DEPENDENT_READ_ONLY = ['relationship'] as const;

export const DEFAULT_DEPENDENT_FIELDS: FieldDefinition[] = fieldDefinitions(DEPENDENT_FIELDS, DEPENDENT_READ_ONLY);

/** Weight and height follow the personal form's rule: asked only when a plan in the cart underwrites. */
export const dependentFieldsFor = (facts: StepFieldFacts): FieldDefinition[] => applyFieldRules(DEFAULT_DEPENDENT_FIELDS, PERSONAL_INFO_FIELD_RULES, facts);

export const DEPENDENT_GENDER_CODES = [0, 1] as const; // Male, Female
export const DISABILITY_CONDITION_MAX = 200;
/** The list a call may carry at all (the tier limits, at most 10, are checked with their own messages). */
export const DEPENDENTS_LIST_MAX = 20;

/** A dependent's primary_info as stored and answered (birthdate YYYY-MM-DD; the SSN masked in answers). */
export interface DependentPrimaryInfo {
  dependent_id?: number;
  first_name: string;
  middle_name?: string;
  last_name: string;
  gender: 0 | 1;
  ssn: string;
  relationship: DependentRelationship;
  weight?: number;
  height_feet?: number;
  height_inch?: number;
  birthdate: string;
  employed: 0;
  is_legally_disabled: 0 | 1;
  disability_condition: string | null;
}

/** What a form or client sends: numbers as text or numbers, blanks as '' or null. */
export type DependentPrimaryInfoInput = { [K in keyof DependentPrimaryInfo]?: string | number | null };

export interface DependentSchemaOptions {
  /** Today (the server's clock): the date of birth must be before it; a child's age is counted on it. */
  today: CalendarDate;
  /** The form-field answer's is_legally_disabled: the question may be asked (of children). */
  legallyDisabledAllowed: boolean;
}

const PAIRS: Record<Exclude<DependentField, 'relationship'>, FieldPair> = {
  first_name: personNamePair(ENROLLMENT_MESSAGES.invalidFirstName),
  middle_name: personNamePair(ENROLLMENT_MESSAGES.invalidMiddleName),
  last_name: personNamePair(ENROLLMENT_MESSAGES.invalidLastName),
  gender: codePair(DEPENDENT_GENDER_CODES),
  ssn: ssnPair,
  weight: weightPair,
  height_feet: heightFeetPair,
  height_inch: heightInchPair,
  birthdate: usDatePair,
};

const relationshipSchema = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.enum(DEPENDENT_RELATIONSHIPS, { error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidChoice) }),
);
const flagSchema = codePair([0, 1] as const).optional;
const conditionSchema = plainTextPair(DISABILITY_CONDITION_MAX).optional;
const dependentIdSchema = z.preprocess((v) => (isBlank(v) ? undefined : v), z.coerce.number({ error: MESSAGES.invalidValue }).int().min(1).max(2_147_483_647).optional());

/** Whole years between a birth date and a day, by the calendar (a birthday counts on the day itself). */
function yearsOld(birth: CalendarDate, on: CalendarDate): number {
  const before = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (before ? 1 : 0);
}

const isYes = (v: unknown) => String(v ?? '').trim() === '1';

function shapeOf(fields: readonly FieldDefinition[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = { dependent_id: dependentIdSchema, relationship: relationshipSchema };
  for (const name of DEPENDENT_FIELDS) {
    if (name === 'relationship') continue;
    // The middle name is optional by the spec; the others must be filled when the server shows them.
    const mode = name === 'middle_name' && fieldMode(fields, name) === 'editable' ? 'readOnly' : fieldMode(fields, name);
    const schema = schemaFor(mode, PAIRS[name]);
    if (schema) shape[name] = schema;
  }
  shape.is_legally_disabled = flagSchema;
  shape.disability_condition = conditionSchema;
  return shape;
}

/**
 * Rules across fields: the date of birth before today; a legally disabled dependent names the condition; a child of
 * CHILD_MAX_AGE or more only when legally disabled (the legally-disabled question bypasses the age restriction).
 */
function crossCheck(options: DependentSchemaOptions) {
  return (raw: Record<string, unknown>, report: ReportFieldError) => {
    const birth = typeof raw.birthdate === 'string' ? parseAnyDate(raw.birthdate) : null;
    if (birth && compareDates(birth, options.today) >= 0) report('birthdate', BENEFICIARY_MESSAGES.birthdateNotPast);
    const disabledAsked = options.legallyDisabledAllowed && raw.relationship === 'child';
    const disabled = disabledAsked && isYes(raw.is_legally_disabled);
    if (disabled && isBlank(raw.disability_condition)) report('disability_condition', MESSAGES.fieldRequired);
    if (birth && raw.relationship === 'child' && !disabled && compareDates(birth, options.today) < 0 && yearsOld(birth, options.today) >= CHILD_MAX_AGE) {
      report('birthdate', DEPENDENT_MESSAGES.childTooOld({ age: CHILD_MAX_AGE }));
    }
  };
}

/** The valid value as stored: birthdate YYYY-MM-DD, employed 0, the disability pair only where the question is asked. */
function finish(options: DependentSchemaOptions) {
  return (data: Record<string, unknown>): DependentPrimaryInfo => {
    const disabledAsked = options.legallyDisabledAllowed && data.relationship === 'child';
    const disabled = disabledAsked && data.is_legally_disabled === 1;
    const out: Record<string, unknown> = { ...data, birthdate: toIsoDate(parseAnyDate(data.birthdate as string)!), employed: 0 };
    out.is_legally_disabled = disabled ? 1 : 0;
    out.disability_condition = disabled ? (data.disability_condition as string) : null;
    for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
    return out as unknown as DependentPrimaryInfo;
  };
}

/**
 * One dependent's primary_info under the server's field definitions (spec 001 section 5): names, gender, SSN (9
 * digits, or the masked form the server answered), weight and height when shown, the date of birth before today,
 * and the legally-disabled answer with its condition. Every message is the spec's where it has one.
 */
export function dependentPrimaryInfoSchema(fields: readonly FieldDefinition[], options: DependentSchemaOptions): z.ZodType<DependentPrimaryInfo, DependentPrimaryInfoInput> {
  return stepSchema(shapeOf(fields), { crossCheck: crossCheck(options), finish: finish(options) }) as unknown as z.ZodType<DependentPrimaryInfo, DependentPrimaryInfoInput>;
}

/** The spouse question's answer as sent (Yes / No; null or absent: not answered). */
export const SpouseAnswerSchema = z.enum(['yes', 'no']).nullable().optional();

/** One dependent as a call carries it: primary_info plus the optional health_info (checked by the health rules). */
export const DependentWireSchema = z.object({
  primary_info: z.record(z.string().max(64), z.unknown()),
  health_info: z.unknown().optional(),
});

/** POST save-dependent-info / save-dependent-info-to-temp (shape only; the service checks each dependent and the list). */
export const SaveDependentsBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  dependents: z.array(DependentWireSchema).max(DEPENDENTS_LIST_MAX, { error: () => DEPENDENT_MESSAGES.tooManyDependents({ max: MAX_DEPENDENTS }) }),
  spouse_answer: SpouseAnswerSchema,
});
export type SaveDependentsBody = z.infer<typeof SaveDependentsBodySchema>;

/** POST validate-single-dependent. */
export const ValidateDependentBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  primary_info: z.record(z.string().max(64), z.unknown()),
  health_info: z.unknown().optional(),
});

/** A saved dependent as answered (SSN masked). health_info: the health step's saved answers shape. */
export const DependentPrimaryInfoAnswerSchema = z.strictObject({
  dependent_id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().optional(),
  last_name: z.string(),
  gender: z.union([z.literal(0), z.literal(1)]),
  ssn: z.string(),
  relationship: z.enum(DEPENDENT_RELATIONSHIPS),
  weight: z.number().optional(),
  height_feet: z.number().optional(),
  height_inch: z.number().optional(),
  birthdate: z.string(),
  employed: z.literal(0),
  is_legally_disabled: z.union([z.literal(0), z.literal(1)]),
  disability_condition: z.string().nullable(),
});
export type DependentPrimaryInfoAnswer = z.infer<typeof DependentPrimaryInfoAnswerSchema>;

export const DependentAnswerSchema = z.strictObject({
  primary_info: DependentPrimaryInfoAnswerSchema,
  health_info: z.unknown().optional(),
});
export type DependentAnswer = z.infer<typeof DependentAnswerSchema>;

/** get-enrollment-temp-info's dependent_info (null until saved) and the save calls' answer. */
export const DependentInfoAnswerSchema = z.strictObject({
  dependents: z.array(DependentAnswerSchema),
  spouse_answer: z.enum(['yes', 'no']).nullable(),
});
export type DependentInfoAnswer = z.infer<typeof DependentInfoAnswerSchema>;

/**
 * save-dependent-info's answer: the list as saved, and what the list's household (a spouse's birth date, the number
 * of children) did to the cart's household-priced plans.
 */
export const SaveDependentsAnswerSchema = z.object({ result: DependentInfoAnswerSchema, ...cartChangeShape() });
export type SaveDependentsAnswer = z.infer<typeof SaveDependentsAnswerSchema>;

/** get-form-fields-dependent-primary-info: the definitions, the generic-medication note, whether the legally-disabled question may be asked. */
export const DependentFormFieldsAnswerSchema = z.object({
  result: z.array(z.object({ field_name: z.string(), required: z.union([z.boolean(), z.literal(0), z.literal(1)]), read_only: z.union([z.boolean(), z.literal(0), z.literal(1)]), value: z.unknown().optional() })),
  disclaimer: z.string(),
  is_legally_disabled: z.boolean(),
});

/** The step's bootstrap options (get-enrollment-step, tab dependent_info). */
export const DependentStepOptionsSchema = z.object({
  tier: z.enum(['IO', 'IS', 'IC', 'IF']),
  is_IHA: z.boolean(),
  is_premier: z.boolean(),
  has_spouse: z.boolean(),
  is_legally_disabled: z.boolean(),
  disclaimer: z.string(),
  /** The cart has an underwritten plan: each dependent answers the dependent health questions. */
  health_required: z.boolean(),
  /** Today on the server's clock (YYYY-MM-DD): the birthdate and age rules count from it. */
  today: z.string(),
  /**
   * The spouse's date of birth given before (the landing's or the plan page's dependent block, MM/DD/YYYY), which a
   * new spouse's form starts with: the cart's household-priced plans are priced on it. Null when none was given.
   */
  spouse_birthdate: z.string().nullable().default(null),
});
export type DependentStepOptions = z.infer<typeof DependentStepOptionsSchema>;

/** The form's values of one dependent (every field as text). */
export interface DependentFormValues {
  dependent_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  ssn: string;
  relationship: string;
  weight: string;
  height_feet: string;
  height_inch: string;
  birthdate: string;
  is_legally_disabled: string;
  disability_condition: string;
}

/** validate-single-dependent: the dependent passes the save's rules (a refusal is an error envelope). */
export const ValidDependentAnswerSchema = z.object({ result: z.object({ is_valid: z.literal(true) }) });

/** save-dependent-info-to-temp: the list as saved. */
export const SaveDependentsToTempAnswerSchema = z.object({ result: DependentInfoAnswerSchema });
