import { compareDates, type CalendarDate } from '../shared/dates.js';

/** Coverage starts on one of these days of a month (ARCHITECTURE §5). */
export const EFFECTIVE_DATE_DAYS = [1, 15] as const;
/** The cart offers start dates up to this many months ahead; quotes and wizard dates use the same window. */
export const EFFECTIVE_WINDOW_MONTHS = 2;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Calendar month arithmetic: the day is kept, or clamped to the target month's last day
 * (Dec 31 + 2 months = Feb 28, or Feb 29 in a leap year), so "two months ahead" never spills into a third month.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * The effective dates the cart offers on `today`: every 1st and 15th strictly after today (coverage cannot start
 * on the day it is bought) and not later than today + 2 calendar months, in ascending order. There are always
 * three to five of them.
 */
export function effectiveDateOptions(today: CalendarDate): CalendarDate[] {
  const last = addMonths(today, EFFECTIVE_WINDOW_MONTHS);
  const options: CalendarDate[] = [];
  for (let offset = 0; offset <= EFFECTIVE_WINDOW_MONTHS; offset += 1) {
    const { year, month } = addMonths({ ...today, day: 1 }, offset);
    for (const day of EFFECTIVE_DATE_DAYS) {
      const candidate = { year, month, day };
      if (compareDates(candidate, today) > 0 && compareDates(candidate, last) <= 0) options.push(candidate);
    }
  }
  return options;
}

/** Whether `date` is one of the dates the cart offers on `today` (what checkout accepts). */
export function isOfferedEffectiveDate(date: CalendarDate, today: CalendarDate): boolean {
  return effectiveDateOptions(today).some((option) => compareDates(option, date) === 0);
}

/**
 * The spec's 2-month window around a stored effective date (quotes, the employer start date): `date` is at most
 * 2 calendar months before or after `storedEffectiveDate`, both ends included.
 */
export function isWithinEffectiveWindow(date: CalendarDate, storedEffectiveDate: CalendarDate): boolean {
  return (
    compareDates(date, addMonths(storedEffectiveDate, -EFFECTIVE_WINDOW_MONTHS)) >= 0 &&
    compareDates(date, addMonths(storedEffectiveDate, EFFECTIVE_WINDOW_MONTHS)) <= 0
  );
}
