import { formatNumber } from '../i18n/catalog.js';

/** Money is held in integer cents; the API sends dollars as strings with two decimals ("12.50"). */
export type Cents = number;

export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage kept in basis points as people write it: 300 → "3", 250 → "2.5". */
export const percentOfBasisPoints = (basisPoints: number): string => String(basisPoints / 100);

/** A decimal as the API writes money: an optional minus, whole dollars, and up to a few decimal digits. */
const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

/**
 * Cents from the API's decimal string ("12.50", "0.1", "-5") read digit by digit, never through a float: a money
 * string never becomes a binary fraction on its way to cents. Past two decimals it rounds half away from zero; text
 * that is not a decimal reads as 0, as an absent price does. A number is dollars (a spreadsheet's value).
 */
export function decimalToCents(value: string | number): Cents {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : 0;
  const m = DECIMAL.exec(value);
  if (!m || (m[2] === '' && !m[3])) return 0;
  const [, minus, whole = '', fraction = ''] = m;
  const digits = `${fraction}00`;
  const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return minus && cents !== 0 ? -cents : cents;
}

const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', minimumFractionDigits: 2 };

/** "$1,234.50" from cents or from the API's decimal string, in the active locale's format (Lingui's i18n.number). */
export function formatMoney(value: Cents | string): string {
  const cents = typeof value === 'string' ? decimalToCents(value) : value;
  return formatNumber(cents / 100, USD);
}
