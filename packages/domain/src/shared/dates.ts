/** Dates are typed and shown as MM/DD/YYYY; the API stores ISO YYYY-MM-DD. */
export const US_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
export const US_DATE_LENGTH = 10;
export const MS_PER_AGE_YEAR = 31_557_600_000; // 365.25 days
export const MIN_AGE = 18;
export const MAX_AGE = 100;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function parseUsDate(value: string): CalendarDate | null {
  const m = US_DATE_PATTERN.exec(value.trim());
  if (!m) return null;
  const date = { month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

export function parseIsoDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const toUsDate = (d: CalendarDate) => `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}`;
export const toIsoDate = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** Accepts either MM/DD/YYYY or YYYY-MM-DD. */
export function parseAnyDate(value: string): CalendarDate | null {
  return parseUsDate(value) ?? parseIsoDate(value);
}

export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function utcMs(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return utcMs(a) - utcMs(b);
}

/** Age as the specification defines it: elapsed time over 365.25-day years, rounded down. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  return Math.floor((utcMs(today) - utcMs(birth)) / MS_PER_AGE_YEAR);
}

export function isAgeInRange(age: number, min = MIN_AGE, max = MAX_AGE): boolean {
  return age >= min && age <= max;
}

/**
 * Formats what a person types into MM/DD/YYYY: digits only, slashes inserted, month capped at 12, day at 31,
 * at most 10 characters. Deleting keeps working because a trailing slash is only added once the next digit comes.
 */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  let month = digits.slice(0, 2);
  let day = digits.slice(2, 4);
  const year = digits.slice(4, 8);
  if (month.length === 2 && Number(month) > 12) month = '12';
  if (month === '00') month = '01';
  if (day.length === 2 && Number(day) > 31) day = '31';
  if (day === '00') day = '01';
  let out = month;
  if (digits.length > 2) out += `/${day}`;
  if (digits.length > 4) out += `/${year}`;
  return out;
}
