/**
 * The checks a card or bank number passes before it leaves the browser or reaches the payment provider (issue 11):
 * lengths from spec 002 section 9, and the check digits the numbers carry (Luhn for cards, the ABA 3-7-1 checksum
 * for routing numbers), so a typo is caught under the field instead of by a declined payment.
 */

export const CARD_NUMBER_MIN = 13;
export const CARD_NUMBER_MAX = 25;
export const ROUTING_NUMBER_LENGTH = 9;
export const ACCOUNT_NUMBER_MIN = 4;
export const ACCOUNT_NUMBER_MAX = 17;

/** Digits only: spaces and dashes people type between groups are dropped; anything else makes the number invalid (null). */
export function digitsOf(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as the form checks it: 13 to 25 digits with a valid Luhn check digit. */
export function cardNumberProblem(typed: string): 'length' | 'checksum' | null {
  const digits = digitsOf(typed);
  if (digits === null || digits.length < CARD_NUMBER_MIN || digits.length > CARD_NUMBER_MAX) return 'length';
  return passesLuhn(digits) ? null : 'checksum';
}

/** The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function passesAbaChecksum(routing: string): boolean {
  if (!new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`).test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A routing number as the form checks it: exactly 9 digits, then the checksum. */
export function routingNumberProblem(typed: string): 'length' | 'checksum' | null {
  if (!new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`).test(typed.trim())) return 'length';
  return passesAbaChecksum(typed.trim()) ? null : 'checksum';
}

export const isAccountNumber = (typed: string): boolean => new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`).test(typed.trim());

/** A security code: 3 or 4 digits. */
export const isSecurityCode = (typed: string): boolean => /^\d{3,4}$/.test(typed.trim());

/** Saved numbers as the spec shows them: five masked characters plus the kept digits for banks, six for cards. */
export const maskAccountNumber = (lastDigits: string): string => `*****${lastDigits}`;
export const maskCardNumber = (lastFour: string): string => `******${lastFour}`;
