import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { TOBACCO } from '../catalog/people.js';
import { requiredChoice, isBlank } from '../shared/fields.js';
import { POPUP_MESSAGES } from './popups.messages.js';

/** The largest annual salary the enrollment stores (change-filter-info's `annual_incode` bound). */
export const MAX_ANNUAL_SALARY = 100_000_000;
/** A week has 168 hours; change-filter-info's `working_hours` bound. */
export const MAX_WEEKLY_HOURS = 168;

/**
 * An annual salary as a person types it ("45000", "$45,000", "45 000") → whole dollars, or null when it is not a
 * whole, non-negative number of dollars (cents, letters, a minus sign, misplaced commas are refused).
 */
export function parseWholeDollars(text: string): number | null {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)$/.test(trimmed.replace(/\s(?=\d{3}\b)/g, ','))) return null;
  const value = Number(trimmed.replace(/[,\s]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** Whole dollars as the popup shows them: "45,000" (no cents: the spec shows salary as whole US dollars). */
export function formatWholeDollars(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** Hours a week as typed ("40", "37.5") → a number, or null when it is not a plain number. */
export function parseWeeklyHours(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const salaryNumber = z
  .number({ error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : POPUP_MESSAGES.salaryWholeDollars) })
  .int({ error: POPUP_MESSAGES.salaryWholeDollars })
  .min(0, { error: POPUP_MESSAGES.salaryWholeDollars })
  .max(MAX_ANNUAL_SALARY, { error: POPUP_MESSAGES.salaryTooHigh });
const readSalary = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' ? (parseWholeDollars(v) ?? Number.NaN) : v);
const salaryField = (required: boolean) => z.preprocess(readSalary, required ? salaryNumber : salaryNumber.optional());

const hoursNumber = z
  .number({ error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : POPUP_MESSAGES.hoursRange) })
  .min(1, { error: POPUP_MESSAGES.hoursRange })
  .max(MAX_WEEKLY_HOURS, { error: POPUP_MESSAGES.hoursRange });
const readHours = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' ? (parseWeeklyHours(v) ?? Number.NaN) : v);
const hoursField = (required: boolean) => z.preprocess(readHours, required ? hoursNumber : hoursNumber.optional());

/**
 * The salary and working hours popup: both are asked; the one the plan's refusal names is required (salaryError:
 * the salary, hourError: the hours), the other may stay blank. Its output is change-filter-info's body.
 */
export function salaryHoursSchema(required: 'salary' | 'hours') {
  return z.object({
    annual_incode: salaryField(required === 'salary'),
    working_hours: hoursField(required === 'hours'),
  });
}
export type SalaryHoursInput = z.input<ReturnType<typeof salaryHoursSchema>>;
export type SalaryHours = z.output<ReturnType<typeof salaryHoursSchema>>;

/** The tobacco popup: Yes (1) or No (0), required; its output is change-filter-info's body. */
export const TobaccoAnswerSchema = z.object({ is_smoker: requiredChoice([TOBACCO.no, TOBACCO.yes] as const) });
export type TobaccoAnswerInput = z.input<typeof TobaccoAnswerSchema>;
export type TobaccoAnswer = z.output<typeof TobaccoAnswerSchema>;

/** Which field the salary and hours popup requires for a pricing refusal. */
export const salaryPopupRequires = (code: 'salaryError' | 'hourError'): 'salary' | 'hours' => (code === 'salaryError' ? 'salary' : 'hours');
