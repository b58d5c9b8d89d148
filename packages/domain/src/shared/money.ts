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

export function decimalToCents(value: string | number): Cents {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n * 100);
}

const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', minimumFractionDigits: 2 };

/** "$1,234.50" from cents or from the API's decimal string, in the active locale's format (Lingui's i18n.number). */
export function formatMoney(value: Cents | string): string {
  const cents = typeof value === 'string' ? decimalToCents(value) : value;
  return formatNumber(cents / 100, USD);
}
