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
 * Whether a text has the shape of MM/DD/YYYY with a month 1-12 and a day 1-31 (the day may still not exist in that
 * month: 02/30/1990 has the shape; parseUsDate says whether it exists). A wrong shape is 'Please enter a date as
 * MM/DD/YYYY'; a right shape that parseUsDate refuses is a date that does not exist.
 */
export function isUsDateShaped(value: string): boolean {
  const m = US_DATE_PATTERN.exec(value.trim());
  return m !== null && inRange(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The same for YYYY-MM-DD. */
export function isIsoDateShaped(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m !== null && inRange(Number(m[2]), Number(m[3]), Number(m[1]));
}

function inRange(month: number, day: number, year: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && year >= 1000;
}

/**
 * Splits typed text into up to three digit groups of the given widths: a digit past a full group starts the next
 * one, a typed separator after a short group pads it with a zero (1/ becomes 01/), other characters are dropped.
 * `open` tells whether the last group was closed by a separator (so 01/ keeps its slash).
 */
function groups(raw: string, separator: string, widths: readonly number[]): { parts: string[]; open: boolean } {
  const parts = [''];
  let open = false;
  for (const c of raw) {
    const i = parts.length - 1;
    if (c >= '0' && c <= '9') {
      if (parts[i]!.length < widths[i]!) parts[i] += c;
      else if (i < widths.length - 1) parts.push(c);
      open = false;
    } else if (c === separator && parts[i]!.length > 0 && i < widths.length - 1) {
      parts[i] = parts[i]!.padStart(widths[i]!, '0');
      parts.push('');
      open = true;
    }
  }
  if (open) parts.pop();
  return { parts, open };
}

/** Typed text that starts an ISO date: a dash, or 19/20 then a digit with no slash (no month is 19 or 20). */
const looksIso = (raw: string) => !raw.includes('/') && (raw.includes('-') || /^\s*(19|20)\d/.test(raw));

/**
 * Formats what a person types into MM/DD/YYYY, never changing a digit they typed: slashes inserted as the next digit
 * comes (or padded: 1/ gives 01/), other characters dropped, at most 10 characters. An impossible month or day stays
 * as typed, for the schema to show under the field. An ISO date (1990-07-04, typed key by key or pasted) keeps its
 * dashes while it is typed and becomes 07/04/1990 once it is a whole, real date. Deleting keeps working because a
 * separator is only added once the next digit comes or the person types it.
 */
export function formatDateInput(raw: string): string {
  if (looksIso(raw)) {
    const { parts, open } = groups(raw, '-', [4, 2, 2]);
    const text = parts.join('-') + (open ? '-' : '');
    const iso = parseIsoDate(text);
    return iso ? toUsDate(iso) : text;
  }
  const { parts, open } = groups(raw, '/', [2, 2, 4]);
  return parts.join('/') + (open ? '/' : '');
}
