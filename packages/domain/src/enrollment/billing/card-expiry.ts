/** Card expiry (spec 002 section 9): months 01 to 12, years from this year to 20 years ahead; a past month is refused. */
export const EXPIRY_YEARS_AHEAD = 20;

export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** The years the expiry select offers, from `now`'s year (UTC) through 20 years ahead. */
export function expiryYears(now: Date): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => first + i);
}

/** A card is good through the last day of its expiry month; it has expired once that month is over. */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth);
}
