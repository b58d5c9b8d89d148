import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { TIERS } from '../catalog/tiers.js';
import { GENDERS } from '../catalog/people.js';
import { TOBACCO } from '../catalog/people.js';
import { PLAN_CATEGORIES } from '../catalog/categories.js';
import { EPROCESS_VALUES, OPEN_TYPE_VALUES, ENROLLMENT_TYPE_VALUES } from '../enrollment/process.js';
import { ageOn, calendarDateOf, isAgeInRange, isUsDateShaped, parseUsDate, US_DATE_LENGTH } from '../shared/dates.js';
import { optionalChoice, optionalId, optionalText, requiredChoice, isBlank } from '../shared/fields.js';

import { ZIP_LENGTH } from './filter.constants.js';
export { ZIP_LENGTH };
const ZIP_PATTERN = /^\d{5}$/;

/** Zip: required, exactly 5 digits. The landing form says 'Invalid Zip code', the plan filter 'Enter 5 digit zip code'. */
export const zipSchema = (invalid: string = MESSAGES.invalidZip) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES.fieldRequired : invalid) })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .regex(ZIP_PATTERN, { error: invalid });

/**
 * Date of birth as MM/DD/YYYY with the 18-to-100 age rule. Today and future dates give an age below 18,
 * so they fail with the age message too. `today` is read when the value is checked.
 */
export const dobSchema = (today: () => Date = () => new Date()) =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .max(US_DATE_LENGTH, { error: MESSAGES.invalidDateFormat, abort: true })
    .refine((v) => isUsDateShaped(v), { error: MESSAGES.invalidDateFormat, abort: true })
    .refine((v) => parseUsDate(v) !== null, { error: MESSAGES.dateDoesNotExist, abort: true })
    .refine((v) => isAgeInRange(ageOn(parseUsDate(v)!, calendarDateOf(today()))), { error: MESSAGES.ageRange });

export const genderSchema = requiredChoice([GENDERS.male, GENDERS.female] as const);
export const tierSchema = requiredChoice(TIERS);
export const tobaccoSchema = optionalChoice([TOBACCO.no, TOBACCO.yes] as const);
export const categorySchema = optionalChoice(PLAN_CATEGORIES);

/** The landing banner form: Zip Code, Gender, Choose Tier, DOB. */
export const FilterFormSchema = z.object({
  zip: zipSchema(),
  gender: genderSchema,
  tier: tierSchema,
  dob: dobSchema(),
  is_smoker: tobaccoSchema,
  category: categorySchema,
});
export type FilterFormInput = z.input<typeof FilterFormSchema>;
export type FilterForm = z.output<typeof FilterFormSchema>;

/** The context fields the client sends with the filter (section 3, filter payload). */
const filterContextShape = {
  eprocess: optionalChoice(EPROCESS_VALUES),
  open_type: optionalChoice(OPEN_TYPE_VALUES),
  type: optionalChoice(ENROLLMENT_TYPE_VALUES),
  agent_id: optionalId,
  group_id: optionalId,
  platform_group_id: optionalId,
  user_id: optionalId,
  referral: optionalText(64),
  annual_incode: z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v.replace(/[$,\s]/g, '')) : v),
    z.number({ error: MESSAGES.invalidValue }).int({ error: MESSAGES.invalidValue }).min(0).max(100_000_000).optional(),
  ),
  working_hours: z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: MESSAGES.invalidValue }).min(0).max(168).optional(),
  ),
};

/** POST add-filter-for-new-user. */
export const NewUserFilterSchema = FilterFormSchema.extend(filterContextShape);
export type NewUserFilter = z.output<typeof NewUserFilterSchema>;

/** PUT change-filter-info/{tempId}: only the fields given are checked and changed; blanks are ignored. */
export const ChangeFilterSchema = z.object({
  zip: z.preprocess((v) => (isBlank(v) ? undefined : v), zipSchema().optional()),
  gender: z.preprocess((v) => (isBlank(v) ? undefined : v), genderSchema.optional()),
  tier: z.preprocess((v) => (isBlank(v) ? undefined : v), tierSchema.optional()),
  dob: z.preprocess((v) => (isBlank(v) ? undefined : v), dobSchema().optional()),
  is_smoker: tobaccoSchema,
  category: categorySchema,
  ...filterContextShape,
});
export type ChangeFilter = z.output<typeof ChangeFilterSchema>;

/** What the temporary enrollment keeps as filter_info. */
export interface FilterInfo {
  dob: string;
  zip: string;
  state: string;
  tier: (typeof TIERS)[number];
  gender: 0 | 1;
  is_smoker: 0 | 1 | null;
  category: string | null;
  user_id: number | null;
}

/**
 * filter_info as get-enrollment-temp-info answers it: dob, zip and gender are null for an enrollment opened from a
 * member store link, whose link must not reveal what the member's record holds (prices still use them).
 */
export type FilterInfoAnswer = Omit<FilterInfo, 'dob' | 'zip' | 'gender'> & {
  dob: string | null;
  zip: string | null;
  gender: FilterInfo['gender'] | null;
};

