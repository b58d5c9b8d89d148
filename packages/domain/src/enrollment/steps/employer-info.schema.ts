import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { parseAnyDate, type CalendarDate } from '../../shared/dates.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { contactPhonePair, contactZipPair, statePair } from './contact-info.schema.js';
import { ContactValidityErrorSchema } from './contact-validation.js';
import { EMPLOYER_MESSAGES } from './employer-info.messages.js';
import {
  areEmployerExtrasRequired,
  COMPENSATION_TYPES,
  EMPLOYER_NAME_MAX,
  EMPLOYER_NAME_PATTERN,
  EMPLOYMENT_STATUS_CODES,
  hasAnyHoliday,
  HOLIDAY_POLICY_KEYS,
  isRetiredStatus,
  isStartDateWithinWindow,
  NO_HOLIDAYS,
  type CompensationType,
  type EmploymentStatus,
  type HolidayPolicy,
  type HolidayPolicyKey,
} from './employer-info.rules.js';
import { fieldDefinitions, fieldMode, type FieldDefinition, type FieldMode } from './field-definition.js';
import { plainTextPair, schemaFor, textPair, usDatePair, type FieldPair } from './step-fields.js';
import { stepSchema } from './step-schema.js';
import type { UsStateCode } from './us-states.js';

/** The employer-information fields (spec 001 section 3), in form order. */
export const EMPLOYER_INFO_FIELDS = [
  'name',
  'phone',
  'address1',
  'address2',
  'city',
  'zip',
  'state',
  'average_work_week',
  'employment_start_date',
  'occupation',
  'compensation_type',
  'employment_status',
  'emp_industry',
  'emp_num_employed',
  'emp_vac_policy',
  'emp_barg_unit',
  'holiday_policy',
] as const;
export type EmployerInfoField = (typeof EMPLOYER_INFO_FIELDS)[number];

/** The 0/1 switches sent with the fields: USPS Address Validation, the rep's or group's phone skip, and Skip (the skipped flag). */
export const EMPLOYER_INFO_FLAGS = ['with_validation', 'skip_validation_phone', 'skipped'] as const;

/** What our server offers when no rule switches a field off: every field (address2 optional). */
export const DEFAULT_EMPLOYER_INFO_FIELDS: FieldDefinition[] = fieldDefinitions(EMPLOYER_INFO_FIELDS.filter((f) => f !== 'address2'));

export const EMPLOYER_TEXT_MAX = 100;
export const EMPLOYER_CITY_MAX = 50;
export const EMPLOYEE_COUNT_MAX = 9_999_999;

// ---------------------------------------------------------------------------------------------------------------
// Option lists (value, name): the get-* calls answer them, the form's selects show them.

export const AVERAGE_WORK_WEEK_VALUES = ['under_20', '20_29', '30_39', '40_plus'] as const;
export const VACATION_POLICY_VALUES = ['none', '1_week', '2_weeks', '3_weeks', '4_weeks'] as const;
export const BARGAINING_UNIT_VALUES = ['union', 'none'] as const;

type MessageKey = keyof typeof EMPLOYER_MESSAGES;
const NAME_KEYS = {
  average_work_week: { under_20: 'workWeekUnder20', '20_29': 'workWeek20To29', '30_39': 'workWeek30To39', '40_plus': 'workWeek40Plus' },
  employment_status: { A: 'statusActive', C: 'statusCobra', R: 'statusRetired' },
  vacation_policy: { none: 'vacationNone', '1_week': 'vacationOneWeek', '2_weeks': 'vacationTwoWeeks', '3_weeks': 'vacationThreeWeeks', '4_weeks': 'vacationFourWeeks' },
  bargaining_unit: { union: 'bargainingUnion', none: 'bargainingNone' },
  holiday_policy: {
    Standard_6: 'holidayStandard6',
    Presendents_Day: 'holidayPresidentsDay',
    Columbus_Day: 'holidayColumbusDay',
    Religious_Days: 'holidayReligiousDays',
    Birthday: 'holidayBirthday',
    Floating_Day: 'holidayFloatingDay',
  },
  compensation_type: {
    G10L20: 'compensationG10L20',
    MW: 'compensationMW',
    GMWL10: 'compensationGMWL10',
    G20: 'compensationG20',
    Salary: 'compensationSalary',
    '1099': 'compensation1099',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

export const EmployerOptionSchema = z.object({ value: z.string(), name: z.string() });
export type EmployerOption = z.infer<typeof EmployerOptionSchema>;
export const EmployerOptionListSchema = z.array(EmployerOptionSchema);

const list = <K extends keyof typeof NAME_KEYS>(kind: K, values: readonly (keyof (typeof NAME_KEYS)[K] & string)[]): EmployerOption[] =>
  values.map((value) => ({ value, name: EMPLOYER_MESSAGES[(NAME_KEYS[kind] as Record<string, MessageKey>)[value]!] as string }));

export const averageWorkWeekOptions = () => list('average_work_week', AVERAGE_WORK_WEEK_VALUES);
export const employmentStatusOptions = () => list('employment_status', EMPLOYMENT_STATUS_CODES);
export const vacationPolicyOptions = () => list('vacation_policy', VACATION_POLICY_VALUES);
export const bargainingUnitOptions = () => list('bargaining_unit', BARGAINING_UNIT_VALUES);
export const holidayPolicyOptions = () => list('holiday_policy', HOLIDAY_POLICY_KEYS);
export const compensationTypeOptions = (offered: readonly CompensationType[] = COMPENSATION_TYPES) => list('compensation_type', offered);

// ---------------------------------------------------------------------------------------------------------------
// Field rules.

const choicePair = (values: readonly string[]): FieldPair =>
  textPair((s) => s.max(EMPLOYER_TEXT_MAX, { error: MESSAGES.invalidChoice, abort: true }).refine((v) => values.includes(v), { error: MESSAGES.invalidChoice }));

export const employerNamePair: FieldPair = textPair((s) =>
  s.max(EMPLOYER_NAME_MAX, { error: MESSAGES.tooLong({ max: EMPLOYER_NAME_MAX }), abort: true }).regex(EMPLOYER_NAME_PATTERN, { error: EMPLOYER_MESSAGES.invalidEmployerInformation }),
);

/** Employment status: A, C or R; R is refused with 'You cannot proceed with retired employer'. */
export const employmentStatusPair: FieldPair = textPair((s) =>
  s
    .max(1, { error: MESSAGES.invalidChoice, abort: true })
    .transform((v) => v.toUpperCase())
    .refine((v) => (EMPLOYMENT_STATUS_CODES as readonly string[]).includes(v), { error: MESSAGES.invalidChoice, abort: true })
    .refine((v) => !isRetiredStatus(v), { error: EMPLOYER_MESSAGES.retiredEmployer }),
);

/** Number of employees, counting the applicant: a whole number from 1. */
export const employeeCountPair: FieldPair = textPair((s) =>
  s
    .regex(/^\d{1,7}$/, { error: EMPLOYER_MESSAGES.employeeCountInvalid, abort: true })
    .transform(Number)
    .refine((n) => n >= 1 && n <= EMPLOYEE_COUNT_MAX, { error: EMPLOYER_MESSAGES.employeeCountInvalid }),
);

const flagValue = z.preprocess((v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v), z.union([z.literal(0), z.literal(1)], { error: MESSAGES.invalidValue }));

/** Holiday policy: 0/1 per key (true/false and '1'/'0' read too); a key the spec does not name is refused. */
const holidayFlags = z
  .strictObject(Object.fromEntries(HOLIDAY_POLICY_KEYS.map((k) => [k, flagValue.optional()])) as Record<HolidayPolicyKey, z.ZodOptional<typeof flagValue>>, { error: MESSAGES.invalidValue })
  .transform((p) => ({ ...NO_HOLIDAYS, ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) }) as HolidayPolicy);
const isBlankPolicy = (v: unknown) => v === null || v === undefined || v === '';

export const holidayPolicyPair: FieldPair = {
  required: z.preprocess((v) => (isBlankPolicy(v) ? {} : v), holidayFlags.refine((v) => hasAnyHoliday(v), { error: EMPLOYER_MESSAGES.selectHolidayPolicy, when: (payload) => (payload.issues ?? []).length === 0 })),
  optional: z.preprocess((v) => (isBlankPolicy(v) ? undefined : v), holidayFlags.optional()),
};

/** A checkbox sent as 1 or 0 (true and false are read too); absent means 0. */
const flagSchema = z.preprocess((v) => (v === true ? 1 : v === false ? 0 : v === '1' ? 1 : v === '0' ? 0 : v === null || v === '' ? undefined : v), z.union([z.literal(0), z.literal(1)], { error: MESSAGES.invalidValue }).optional());

function fieldPairs(compensationTypes: readonly string[]): Record<EmployerInfoField, FieldPair> {
  return {
    name: employerNamePair,
    phone: contactPhonePair,
    address1: plainTextPair(EMPLOYER_TEXT_MAX),
    address2: plainTextPair(EMPLOYER_TEXT_MAX),
    city: plainTextPair(EMPLOYER_CITY_MAX),
    zip: contactZipPair,
    state: statePair,
    average_work_week: choicePair(AVERAGE_WORK_WEEK_VALUES),
    employment_start_date: usDatePair,
    occupation: plainTextPair(EMPLOYER_TEXT_MAX),
    compensation_type: choicePair(compensationTypes),
    employment_status: employmentStatusPair,
    emp_industry: plainTextPair(EMPLOYER_TEXT_MAX),
    emp_num_employed: employeeCountPair,
    emp_vac_policy: choicePair(VACATION_POLICY_VALUES),
    emp_barg_unit: choicePair(BARGAINING_UNIT_VALUES),
    holiday_policy: holidayPolicyPair,
  };
}

/**
 * The mode each field gets. address2 is always offered (required only when flagged); industry, employee count,
 * vacation policy and bargaining unit are shown when flagged but required only when all four are (spec 001 section 5).
 */
export function employerModes(fields: readonly FieldDefinition[]): Record<EmployerInfoField, FieldMode> {
  const modes = Object.fromEntries(EMPLOYER_INFO_FIELDS.map((f) => [f, fieldMode(fields, f)])) as Record<EmployerInfoField, FieldMode>;
  if (modes.address2 === 'hidden') modes.address2 = 'readOnly';
  if (!areEmployerExtrasRequired((f) => modes[f as EmployerInfoField] === 'editable')) {
    for (const f of ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'] as const) if (modes[f] === 'editable') modes[f] = 'readOnly';
  }
  return modes;
}

/** The saved employer information (the save-employer-info payload after its rules; blank values dropped). */
export interface EmployerInfo {
  name?: string;
  phone?: string;
  address1?: string;
  address2?: string;
  city?: string;
  zip?: string;
  state?: UsStateCode;
  average_work_week?: (typeof AVERAGE_WORK_WEEK_VALUES)[number];
  employment_start_date?: string;
  occupation?: string;
  compensation_type?: CompensationType;
  employment_status?: EmploymentStatus;
  emp_industry?: string;
  emp_num_employed?: number;
  emp_vac_policy?: (typeof VACATION_POLICY_VALUES)[number];
  emp_barg_unit?: (typeof BARGAINING_UNIT_VALUES)[number];
  holiday_policy?: HolidayPolicy;
  with_validation: 0 | 1;
  skip_validation_phone: 0 | 1;
}

export type EmployerInfoInput = { [K in keyof EmployerInfo]?: unknown } & { skipped?: unknown };

export interface EmployerInfoOptions {
  /** The enrollment's effective date: the employment start date may not be more than 2 months after it. */
  effectiveDate?: CalendarDate | null;
  /** The compensation types offered (get-compensation-types); by default all. */
  compensationTypes?: readonly string[];
}

function employerShape(fields: readonly FieldDefinition[], options: EmployerInfoOptions) {
  const modes = employerModes(fields);
  const pairs = fieldPairs(options.compensationTypes ?? COMPENSATION_TYPES);
  const shape: Record<string, z.ZodType> = {};
  for (const name of EMPLOYER_INFO_FIELDS) {
    const schema = schemaFor(modes[name], pairs[name]);
    if (schema) shape[name] = schema;
  }
  shape.with_validation = flagSchema;
  shape.skip_validation_phone = flagSchema;
  return shape;
}

/** The start-date window across fields: reported under employment_start_date once the date itself is well formed. */
function startDateCheck(effective: CalendarDate | null | undefined) {
  if (!effective) return undefined;
  return (raw: Record<string, unknown>, report: (field: string, message: string) => void) => {
    const start = usDatePair.required.safeParse(raw.employment_start_date);
    if (!start.success) return;
    const date = parseAnyDate(String(start.data));
    if (date && !isStartDateWithinWindow(date, effective)) report('employment_start_date', EMPLOYER_MESSAGES.startDateTooLate);
  };
}

const withFlagDefaults = <T extends Partial<EmployerInfo>>(data: T): T => ({
  ...data,
  with_validation: data.with_validation ?? 0,
  skip_validation_phone: data.skip_validation_phone ?? 0,
});

/**
 * The Employer Information form and the save-employer-info payload under the server's field definitions, with every
 * message of spec 001 section 5: name letters only, phone 10 digits, zip 5 digits, the option lists, employment
 * status R refused, the start-date window, at least one holiday when flagged.
 */
export function employerInfoSchema(fields: readonly FieldDefinition[] = DEFAULT_EMPLOYER_INFO_FIELDS, options: EmployerInfoOptions = {}): z.ZodType<EmployerInfo, EmployerInfoInput> {
  return stepSchema(employerShape(fields, options), {
    crossCheck: startDateCheck(options.effectiveDate),
    finish: (data) => withFlagDefaults(data as Partial<EmployerInfo>),
  }) as unknown as z.ZodType<EmployerInfo, EmployerInfoInput>;
}

/** POST save-employer-info: the enrollment id plus the employer fields. */
export function saveEmployerInfoSchema(
  fields: readonly FieldDefinition[] = DEFAULT_EMPLOYER_INFO_FIELDS,
  options: EmployerInfoOptions = {},
): z.ZodType<EmployerInfo & { enrollment_id: string }, EmployerInfoInput & { enrollment_id?: unknown }> {
  return stepSchema(
    { enrollment_id: EnrollmentIdSchema, ...employerShape(fields, options) },
    { crossCheck: startDateCheck(options.effectiveDate), finish: (data) => withFlagDefaults(data as Partial<EmployerInfo> & { enrollment_id: string }) },
  ) as unknown as z.ZodType<EmployerInfo & { enrollment_id: string }, EmployerInfoInput & { enrollment_id?: unknown }>;
}

/** Whether a payload asks to skip the step (Skip: the skipped flag with blank fields). */
export const isSkipRequest = (raw: Record<string, unknown>): boolean => flagSchema.safeParse(raw.skipped).data === 1;

// ---------------------------------------------------------------------------------------------------------------
// Answers.

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * get-enrollment-temp-info's employer_info (and save-employer-info's result): the saved fields, whether the phone
 * was verified by code, and whether the step was skipped (an IHA cart; the review hides the employer card then).
 */
export const EmployerInfoAnswerSchema = z.strictObject({
  name: z.string().optional(),
  phone: z.string().optional(),
  address1: z.string().optional(),
  address2: z.string().optional(),
  city: z.string().optional(),
  zip: z.string().optional(),
  state: z.string().optional(),
  average_work_week: z.string().optional(),
  employment_start_date: z.string().optional(),
  occupation: z.string().optional(),
  compensation_type: z.string().optional(),
  employment_status: z.string().optional(),
  emp_industry: z.string().optional(),
  emp_num_employed: z.number().int().optional(),
  emp_vac_policy: z.string().optional(),
  emp_barg_unit: z.string().optional(),
  holiday_policy: z.strictObject(Object.fromEntries(HOLIDAY_POLICY_KEYS.map((k) => [k, flag])) as Record<HolidayPolicyKey, typeof flag>).optional(),
  with_validation: flag,
  skip_validation_phone: flag,
  skipped: z.boolean(),
  phone_verified: z.boolean(),
});
export type EmployerInfoAnswer = z.infer<typeof EmployerInfoAnswerSchema>;

/** get-group-info's answer (null when the enrollment has no group). */
export const GroupInfoSchema = z.object({
  general_info: z.object({ group_name: z.string(), group_phone: z.string() }),
  address_information: z.object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
});

/** The employer_info step's options in get-enrollment-step: every list, the skip and phone facts, the effective date. */
export const EmployerInfoStepOptionsSchema = z.object({
  average_work_week: EmployerOptionListSchema,
  employment_status: EmployerOptionListSchema,
  vacation_policy: EmployerOptionListSchema,
  bargaining_unit: EmployerOptionListSchema,
  holiday_policy: EmployerOptionListSchema,
  compensation_types: EmployerOptionListSchema,
  /** An IHA plan is in the cart: Skip is offered. */
  is_IHA: z.boolean(),
  /** A rep or group enroller may skip the phone validation. */
  can_skip_validation: z.boolean(),
  /** The phone number verified by code for this enrollment, if any (10 digits). */
  verified_phone: z.string().nullable(),
  /** MM/DD/YYYY, or null before checkout fixed it. */
  effective_date: z.string().nullable(),
});
export type EmployerInfoStepOptions = z.infer<typeof EmployerInfoStepOptionsSchema>;

/**
 * save-employer-info's 422 answer (spec 001 section 7): a data list of target_element, error_message and is_valid
 * (false: the value is refused), and a phone the checks flagged (a code or a rep's or group's skip clears it) under
 * errors.phone.data as on the contact step.
 */
export const SaveEmployerInfoErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errorCode: z.literal('validationError'),
  data: z.array(ContactValidityErrorSchema),
  errors: z.object({ phone: z.object({ data: z.array(ContactValidityErrorSchema) }).optional() }),
});
export type SaveEmployerInfoError = z.infer<typeof SaveEmployerInfoErrorSchema>;

/** save-employer-info: the employer information as saved (or skipped). */
export const SaveEmployerInfoAnswerSchema = z.object({ result: EmployerInfoAnswerSchema });
