import { z } from 'zod';
import { DynamicTabSchema } from '../../cart/checkout.schema.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { EPROCESS_VALUES } from '../process.js';
import { TAB_KEYS } from '../tabs.js';
import { FieldDefinitionSchema } from './field-definition.js';
import { ENROLLER_CODE_MAX, enrollerCodeSchema, MARITAL_STATUS_CODES, PERSONAL_GENDER_CODES } from './personal-info.schema.js';

/**
 * GET get-enrollment-step: everything one wizard step needs in one request (issue 9: at most 3 requests per step).
 * The spec's single calls (get-dynamic-tabs, get-form-fields-*, get-enrollment-temp-info, check-enroll-code,
 * get-states...) stay available and answer the same pieces.
 */
export const EnrollmentStepQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, tab: z.enum(TAB_KEYS) });
export type EnrollmentStepQuery = z.infer<typeof EnrollmentStepQuerySchema>;

/** Who enrolls (the enrollment's eprocess); an enrollment without one is the applicant's own. */
export const ENROLL_BY_VALUES = EPROCESS_VALUES;
export type EnrollBy = (typeof ENROLL_BY_VALUES)[number];

/** check-enroll-code's answer (data.show_enroll_code) and the personal step's option: shown, and whether optional. */
export const EnrollCodeRuleSchema = z.object({
  /** The enroller code is shown on the personal step at all. */
  status: z.boolean(),
  /** Optional: entered through the Enroller Code modal; not optional (is_optional = 0): a required field of the form. */
  is_optional: z.boolean(),
});
export type EnrollCodeRule = z.infer<typeof EnrollCodeRuleSchema>;

export const CheckEnrollCodeAnswerSchema = z.object({ show_enroll_code: EnrollCodeRuleSchema });
export type CheckEnrollCodeAnswer = z.infer<typeof CheckEnrollCodeAnswerSchema>;

/** primary_info's step options. */
export const PrimaryInfoStepOptionsSchema = z.object({ enroll_code: EnrollCodeRuleSchema });
export type PrimaryInfoStepOptions = z.infer<typeof PrimaryInfoStepOptionsSchema>;

/** POST save-enroller-code (the Enroller Code modal): an empty entry is flagged 'Field is required'. */
export const SaveEnrollerCodeBodySchema = z.object({ enrollment_id: EnrollmentIdSchema, enrollerCode: enrollerCodeSchema });
export type SaveEnrollerCodeBody = z.infer<typeof SaveEnrollerCodeBodySchema>;

const usDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

/**
 * get-enrollment-temp-info's primary_info (and save-personal-info's result): the saved personal information with the
 * SSN masked (***-**-1234), gender and birthdate from the enrollment's filter (MM/DD/YYYY), the enroller code if one
 * was saved. Strict: nothing else leaves the server.
 */
export const PersonalInfoAnswerSchema = z.strictObject({
  first_name: z.string().optional(),
  middle_name: z.string().optional(),
  last_name: z.string().optional(),
  weight: z.number().int().optional(),
  height_feet: z.number().int().optional(),
  height_inch: z.number().int().optional(),
  gender: z.literal(PERSONAL_GENDER_CODES).nullable().optional(),
  marital_status: z.literal(MARITAL_STATUS_CODES).optional(),
  ssn: z.string().regex(/^\*{3}-\*{2}-\d{4}$/).optional(),
  birthdate: usDate.nullable().optional(),
  prior_coverage_flag: z.union([z.literal(0), z.literal(1)]).optional(),
  prior_carrier_name: z.string().optional(),
  prior_effective_date: usDate.optional(),
  prior_term_date: usDate.optional(),
  enroller_code: z.string().max(ENROLLER_CODE_MAX).optional(),
});
export type PersonalInfoAnswer = z.infer<typeof PersonalInfoAnswerSchema>;

/** One step's bootstrap (data of get-enrollment-step). */
export const EnrollmentStepSchema = z.object({
  /** get-dynamic-tabs' list: every tab with its required flag and order. */
  tabs: z.array(DynamicTabSchema),
  /** The tabs saved so far (the wizard's reachability). */
  saved_tabs: z.array(z.enum(TAB_KEYS)),
  /** The tab's get-form-fields-* answer ([] for a tab without field definitions). */
  fields: z.array(FieldDefinitionSchema),
  /** The tab's get-enrollment-temp-info column (SSN masked); null until saved (primary_info: gender and birthdate from the filter). */
  value: z.unknown().nullable(),
  /** Per tab: primary_info PrimaryInfoStepOptions, contact_info ContactInfoStepOptions; {} for others. */
  options: z.record(z.string(), z.unknown()),
  enroll_by: z.enum(ENROLL_BY_VALUES),
  /** The enrollment type (new-user, existing-user, new-group-member). */
  type: z.string().nullable(),
  /**
   * True once the enrollment is completed (a policy): the step is shown read-only with where to go, and fields, value
   * and options are empty (issue 26 item 8; decision 0083). Always sent by our server; absent reads as false.
   */
  completed: z.boolean().optional(),
});

export interface EnrollmentStep<Options = Record<string, unknown>> {
  tabs: z.infer<typeof DynamicTabSchema>[];
  saved_tabs: (typeof TAB_KEYS)[number][];
  fields: z.infer<typeof FieldDefinitionSchema>[];
  value: unknown;
  options: Options;
  enroll_by: EnrollBy;
  type: string | null;
  /** True once the enrollment is completed (EnrollmentStepSchema). */
  completed?: boolean;
}

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * get-enrollment-temp-info's contact_info: what save-contact-info stored (the ContactInfo fields) plus whether the
 * e-mail and the phone were verified by code. Strict: nothing else leaves the server.
 */
export const ContactInfoAnswerSchema = z.strictObject({
  email_address: z.string().optional(),
  phone_number: z.string().optional(),
  address1: z.string().optional(),
  address2: z.string().optional(),
  city: z.string().optional(),
  zip: z.string().optional(),
  state: z.string().optional(),
  birth_state: z.string().optional(),
  birth_city: z.string().optional(),
  with_validation: flag,
  skip_validation_email: flag,
  skip_validation_phone: flag,
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type ContactInfoAnswer = z.infer<typeof ContactInfoAnswerSchema>;

/** save-personal-info: the personal information as saved (SSN masked). */
export const SavePersonalInfoAnswerSchema = z.object({ result: PersonalInfoAnswerSchema });

/** save-enroller-code: the enroller code as saved. */
export const EnrollerCodeAnswerSchema = z.object({ result: z.object({ enroller_code: z.string() }) });
