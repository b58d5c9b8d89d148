import { addMonths } from '../../cart/effective-dates.js';
import { compareDates, type CalendarDate } from '../../shared/dates.js';

/**
 * The Employer Information rules (spec 001 sections 4, 5, 9, issue 10 item 1), each a pure function: the form shows
 * them with the spec's message and the server enforces them (employer-info.schema.ts wires them into both).
 */

/** Employment start date: not more than this many months from (after) the enrollment's effective date. */
export const EMPLOYER_START_WINDOW_MONTHS = 2;

/**
 * 'Start date should not be more than 2 months from effective date': an employment that began any time before the
 * coverage starts is fine, as is one starting up to two months after it; a later start is refused.
 */
export function isStartDateWithinWindow(start: CalendarDate, effective: CalendarDate): boolean {
  return compareDates(start, addMonths(effective, EMPLOYER_START_WINDOW_MONTHS)) <= 0;
}

/** Employment status codes (spec 001 section 3): A active, C COBRA, R retired. */
export const EMPLOYMENT_STATUS_CODES = ['A', 'C', 'R'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUS_CODES)[number];
export const RETIRED_STATUS: EmploymentStatus = 'R';

/** 'You cannot proceed with retired employer': status R blocks the step, whatever else is filled in. */
export const isRetiredStatus = (status: unknown): boolean => typeof status === 'string' && status.trim().toUpperCase() === RETIRED_STATUS;

/** Compensation types (spec 001 section 3), in the list's order. */
export const COMPENSATION_TYPES = ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary', '1099'] as const;
export type CompensationType = (typeof COMPENSATION_TYPES)[number];
export const CONTRACTOR_COMPENSATION: CompensationType = '1099';

/**
 * The compensation types get-compensation-types offers an enrollment: an independent contractor (1099) is not an
 * employee of the group, so 1099 is offered only when the cart holds an IHA plan (individual coverage, which a
 * contractor may buy); group plans need a W-2 employment.
 */
export function offeredCompensationTypes(facts: { isIha: boolean }): CompensationType[] {
  return COMPENSATION_TYPES.filter((t) => t !== CONTRACTOR_COMPENSATION || facts.isIha);
}

/** 'A 1099 compensation type is cleared if not offered in the list': a saved or prefilled 1099 not offered becomes blank. */
export function clearUnofferedCompensation(value: string | null | undefined, offered: readonly string[]): string {
  const v = (value ?? '').trim();
  return v === CONTRACTOR_COMPENSATION && !offered.includes(v) ? '' : v;
}

/** Skip is offered (and accepted by the server) only when an IHA plan is in the cart. */
export const canSkipEmployerStep = (facts: { isIha: boolean }): boolean => facts.isIha;

/** The holiday policy's flags, keyed as the spec spells them (Presendents_Day included). */
export const HOLIDAY_POLICY_KEYS = ['Standard_6', 'Presendents_Day', 'Columbus_Day', 'Religious_Days', 'Birthday', 'Floating_Day'] as const;
export type HolidayPolicyKey = (typeof HOLIDAY_POLICY_KEYS)[number];
export type HolidayPolicy = Record<HolidayPolicyKey, 0 | 1>;

export const NO_HOLIDAYS: HolidayPolicy = Object.fromEntries(HOLIDAY_POLICY_KEYS.map((k) => [k, 0])) as HolidayPolicy;

/** 'Select at least one holiday policy' (when the field is flagged): at least one flag is 1. */
export const hasAnyHoliday = (policy: Partial<Record<string, unknown>> | null | undefined): boolean =>
  !!policy && HOLIDAY_POLICY_KEYS.some((k) => policy[k] === 1 || policy[k] === true || policy[k] === '1');

/** The four extra fields (industry, employee count, vacation policy, bargaining unit): required only when all four are flagged. */
export const EMPLOYER_EXTRA_FIELDS = ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'] as const;
export const areEmployerExtrasRequired = (flagged: (field: string) => boolean): boolean => EMPLOYER_EXTRA_FIELDS.every((f) => flagged(f));

/** Employer names: letters of any alphabet, single spaces between words ('Invalid employer information' otherwise). */
export const EMPLOYER_NAME_PATTERN = /^\p{L}+(?: \p{L}+)*$/u;
export const EMPLOYER_NAME_MAX = 100;

/**
 * The employer name input accepts letters only (spec 001 section 5): what it keeps of a typed or prefilled name
 * (letters and single spaces; 'Acme Fabrication Co.' becomes 'Acme Fabrication Co').
 */
export function lettersOnlyName(raw: string): string {
  return raw
    .replace(/[^\p{L} ]/gu, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '')
    .slice(0, EMPLOYER_NAME_MAX);
}

/** The group's general and address information (get-group-info; spec 001 section 3). */
export interface GroupInfo {
  general_info: { group_name: string; group_phone: string };
  address_information: { address1: string; city: string; state: string; zip: string };
}

/** The employer form's starting values when nothing is saved: the group's name, phone and address. */
export function employerPrefillFromGroup(group: GroupInfo | null): Record<string, string> | null {
  if (!group) return null;
  const { general_info: g, address_information: a } = group;
  return {
    name: lettersOnlyName(g.group_name).trim(),
    phone: g.group_phone.replace(/\D/g, '').slice(-10),
    address1: a.address1,
    city: a.city,
    state: a.state.toUpperCase(),
    zip: a.zip,
  };
}
