import type { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { parseAnyDate, compareDates } from '../../shared/dates.js';
import { isBlank } from '../../shared/fields.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { fieldDefinitions, fieldMode, type FieldDefinition } from './field-definition.js';
import { codePair, personNamePair, plainTextPair, schemaFor, textPair, usDatePair, type FieldPair } from './step-fields.js';
import { stepSchema, type ReportFieldError } from './step-schema.js';

/** The personal-information fields (spec 001 section 3), in form order. */
export const PERSONAL_INFO_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'weight',
  'height_feet',
  'height_inch',
  'gender',
  'marital_status',
  'ssn',
  'birthdate',
  'prior_coverage_flag',
] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];

/** Shown disabled with the server's value (spec 001 sections 2 and 6). */
export const PERSONAL_INFO_READ_ONLY = ['gender', 'birthdate'] as const;

/** What our server offers when no rule switches a field off. */
export const DEFAULT_PERSONAL_INFO_FIELDS: FieldDefinition[] = fieldDefinitions(PERSONAL_INFO_FIELDS, PERSONAL_INFO_READ_ONLY);

/** Revealed by prior_coverage_flag 1 ('Have had Insurance Carrier'); they follow that choice, not a definition. */
export const PRIOR_COVERAGE_FIELDS = ['prior_carrier_name', 'prior_effective_date', 'prior_term_date'] as const;

export const PERSONAL_GENDER_CODES = [0, 1, 2] as const; // Male, Female, Others
export const MARITAL_STATUS_CODES = [0, 1, 2, 3] as const; // Single, Married, Divorced, Widowed
export const PRIOR_COVERAGE = { none: 0, hadCarrier: 1 } as const;

export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 999; // the spec's 3 digits
export const HEIGHT_INCH_MAX = 11; // 12 inches are a foot
export const PRIOR_CARRIER_NAME_MAX = 100;
export const ENROLLER_CODE_MAX = 32;
export const SSN_LENGTH = 9;

/** Weight in whole pounds: zero or negative says 'Weight cannot be zero or less'; over 3 digits or a fraction is refused. */
export const weightPair: FieldPair = textPair((s) =>
  s
    .regex(/^[-+]?\d+(?:\.\d+)?$/, { error: ENROLLMENT_MESSAGES.invalidWeight, abort: true })
    .refine((v) => Number(v) > 0, { error: ENROLLMENT_MESSAGES.weightNotPositive, abort: true })
    .regex(/^\+?\d{1,3}$/, { error: ENROLLMENT_MESSAGES.invalidWeight, abort: true })
    .transform(Number),
);

/** Height in feet: one digit, not zero. */
export const heightFeetPair: FieldPair = textPair((s) =>
  s
    .regex(/^\d+$/, { error: ENROLLMENT_MESSAGES.invalidHeightFeet, abort: true })
    .refine((v) => Number(v) !== 0, { error: ENROLLMENT_MESSAGES.heightNotZero, abort: true })
    .regex(/^\d$/, { error: ENROLLMENT_MESSAGES.invalidHeightFeet, abort: true })
    .transform(Number),
);

/** Inches over the feet: up to two digits, 0 to 11; anything else is 'Inch is invalid'. */
export const heightInchPair: FieldPair = textPair((s) =>
  s.refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= HEIGHT_INCH_MAX, { error: ENROLLMENT_MESSAGES.inchInvalid, abort: true }).transform(Number),
);

/** How SSNs come back from the server (last four digits; ARCHITECTURE.md section 4). */
export const SSN_MASK_PATTERN = /^\*{3}-\*{2}-\d{4}$/;
export const isMaskedSsn = (value: string) => SSN_MASK_PATTERN.test(value.trim());

/**
 * A US Social Security Number: 9 digits, typed with or without the usual dashes or spaces, and one the SSA can
 * issue (area not 000, 666 or 900-999; group not 00; serial not 0000). The result is the 9 digits.
 * The masked form the server answered (***-**-1234) passes unchanged: it means "keep the number on file", and the
 * API must swap in the stored number (and refuse it when none is stored).
 */
export function normalizeSsn(value: string): string | null {
  const parts = ssnParts(value);
  return parts && isIssuable(parts) ? parts.join('') : null;
}

function ssnParts(value: string): [string, string, string] | null {
  const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(value.trim());
  return m ? [m[1]!, m[2]!, m[3]!] : null;
}

const isIssuable = ([area, group, serial]: [string, string, string]) =>
  area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';

/**
 * What is wrong with a typed SSN, as its message: not nine digits ('Invalid Social Security Number', the spec's), or
 * nine digits the SSA never issues (area 000, 666 or 900-999, group 00, serial 0000), said plainly so a person who
 * typed a made-up number knows why. Null for a good number or the masked one on file.
 */
export function ssnMessage(value: string): string | null {
  if (isMaskedSsn(value)) return null;
  const parts = ssnParts(value);
  if (!parts) return ENROLLMENT_MESSAGES.invalidSsn;
  return isIssuable(parts) ? null : ENROLLMENT_MESSAGES.ssnNotIssued;
}

export const ssnPair: FieldPair = textPair((s) =>
  s
    .superRefine((v, ctx) => {
      const message = ssnMessage(v);
      if (message) ctx.addIssue({ code: 'custom', message, input: v, continue: false });
    })
    .transform((v) => (isMaskedSsn(v) ? v.trim() : normalizeSsn(v)!)),
);

/** The enroller code as typed in the form or the Enroller Code modal; whether it exists is the server's check. */
export const enrollerCodePair: FieldPair = plainTextPair(ENROLLER_CODE_MAX);
/** The Enroller Code modal (save-enroller-code): an empty entry is flagged. */
export const enrollerCodeSchema = enrollerCodePair.required;

/** The save-personal-info payload (empty and null values are dropped, so every key is optional in the type). */
export interface PersonalInfo {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  weight?: number;
  height_feet?: number;
  height_inch?: number;
  gender?: (typeof PERSONAL_GENDER_CODES)[number];
  marital_status?: (typeof MARITAL_STATUS_CODES)[number];
  ssn?: string;
  birthdate?: string;
  prior_coverage_flag?: 0 | 1;
  prior_carrier_name?: string;
  prior_effective_date?: string;
  prior_term_date?: string;
  enroller_code?: string;
}

/** What a form or client sends: numbers as numbers or text, blanks as '' or null. */
export type PersonalInfoInput = { [K in keyof PersonalInfo]?: string | number | null };

export interface PersonalInfoOptions {
  /** check-enroll-code said is_optional = 0: the code is part of this form and required. An optional code is saved through the modal instead. */
  enrollerCodeRequired?: boolean;
}

const FIELD_PAIRS: Record<PersonalInfoField, FieldPair> = {
  first_name: personNamePair(ENROLLMENT_MESSAGES.invalidFirstName),
  middle_name: personNamePair(ENROLLMENT_MESSAGES.invalidMiddleName),
  last_name: personNamePair(ENROLLMENT_MESSAGES.invalidLastName),
  weight: weightPair,
  height_feet: heightFeetPair,
  height_inch: heightInchPair,
  gender: codePair(PERSONAL_GENDER_CODES),
  marital_status: codePair(MARITAL_STATUS_CODES),
  ssn: ssnPair,
  birthdate: usDatePair,
  prior_coverage_flag: codePair([PRIOR_COVERAGE.none, PRIOR_COVERAGE.hadCarrier] as const),
};

const PRIOR_PAIRS: Record<(typeof PRIOR_COVERAGE_FIELDS)[number], FieldPair> = {
  prior_carrier_name: plainTextPair(PRIOR_CARRIER_NAME_MAX),
  prior_effective_date: usDatePair,
  prior_term_date: usDatePair,
};

function personalShape(fields: readonly FieldDefinition[], options: PersonalInfoOptions) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of PERSONAL_INFO_FIELDS) {
    // The middle name is optional by the spec: shown when flagged, never mandatory.
    const mode = name === 'middle_name' && fieldMode(fields, name) === 'editable' ? 'readOnly' : fieldMode(fields, name);
    const schema = schemaFor(mode, FIELD_PAIRS[name]);
    if (schema) shape[name] = schema;
  }
  // Prior-coverage details are checked as optional here; crossCheck makes them required when the carrier option is chosen.
  if (shape.prior_coverage_flag) for (const name of PRIOR_COVERAGE_FIELDS) shape[name] = PRIOR_PAIRS[name].optional;
  if (options.enrollerCodeRequired) shape.enroller_code = enrollerCodePair.required;
  return shape;
}

const hadCarrier = (raw: Record<string, unknown>) => String(raw.prior_coverage_flag ?? '').trim() === String(PRIOR_COVERAGE.hadCarrier);

function priorCoverageCheck(raw: Record<string, unknown>, report: ReportFieldError) {
  if (!hadCarrier(raw)) return;
  for (const name of PRIOR_COVERAGE_FIELDS) if (isBlank(raw[name])) report(name, MESSAGES.fieldRequired);
  const effective = typeof raw.prior_effective_date === 'string' ? parseAnyDate(raw.prior_effective_date) : null;
  const term = typeof raw.prior_term_date === 'string' ? parseAnyDate(raw.prior_term_date) : null;
  if (effective && term && compareDates(term, effective) < 0) report('prior_term_date', ENROLLMENT_MESSAGES.priorTermBeforeEffective);
}

/** 'No prior Health Coverage' keeps no carrier details, whatever the form still held. */
function dropUnusedPrior<T extends PersonalInfo>(data: T): T {
  if (data.prior_coverage_flag === PRIOR_COVERAGE.hadCarrier) return data;
  const { prior_carrier_name: _n, prior_effective_date: _e, prior_term_date: _t, ...rest } = data;
  return rest as T;
}

/**
 * The Personal Information form and the save-personal-info payload under the server's field definitions: only
 * fields flagged required are validated (and kept); read-only ones are checked if sent but never required.
 * Every message is the spec's (001 section 5).
 */
export function personalInfoSchema(
  fields: readonly FieldDefinition[] = DEFAULT_PERSONAL_INFO_FIELDS,
  options: PersonalInfoOptions = {},
): z.ZodType<PersonalInfo, PersonalInfoInput> {
  const shape = personalShape(fields, options);
  return stepSchema(shape, {
    crossCheck: shape.prior_coverage_flag ? priorCoverageCheck : undefined,
    finish: (data) => dropUnusedPrior(data as PersonalInfo),
  }) as z.ZodType<PersonalInfo, PersonalInfoInput>;
}

/** POST save-personal-info: the enrollment id plus the personal fields. */
export function savePersonalInfoSchema(
  fields: readonly FieldDefinition[] = DEFAULT_PERSONAL_INFO_FIELDS,
  options: PersonalInfoOptions = {},
): z.ZodType<PersonalInfo & { enrollment_id: string }, PersonalInfoInput & { enrollment_id?: unknown }> {
  const shape = personalShape(fields, options);
  return stepSchema(
    { enrollment_id: EnrollmentIdSchema, ...shape },
    {
      crossCheck: shape.prior_coverage_flag ? priorCoverageCheck : undefined,
      finish: (data) => dropUnusedPrior(data as PersonalInfo & { enrollment_id: string }),
    },
  ) as z.ZodType<PersonalInfo & { enrollment_id: string }, PersonalInfoInput & { enrollment_id?: unknown }>;
}
