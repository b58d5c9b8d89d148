import { createRequire } from 'node:module';
import { ENROLLMENT_MESSAGES, type ContactValidity } from '@benefit-store/domain';
import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * The offline e-mail and phone checks behind validate-member-email, validate-email-neverbounce,
 * validate-phone-numverify and save-contact-info (the spec's NeverBounce and Numverify services, done with field
 * libraries: no address or number leaves the server).
 */

// mailchecker is CommonJS without named exports Node can see; its types describe module.exports.
const mailchecker = createRequire(import.meta.url)('mailchecker') as { blacklist(): Set<string> };
const DISPOSABLE_DOMAINS = mailchecker.blacklist();

/** Whether the e-mail's domain, or any domain above it (x.mailinator.com), is a known disposable-mail provider. */
export function isDisposableEmail(email: string): boolean {
  let domain = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
  while (domain !== '') {
    if (DISPOSABLE_DOMAINS.has(domain)) return true;
    const dot = domain.indexOf('.');
    if (dot === -1) break;
    domain = domain.slice(dot + 1);
  }
  return false;
}

/** The e-mail's own validity (not whether it belongs to someone): the form's syntax, then the disposable list. */
export type OwnValidity = { ok: true } | { ok: false; message: string; syntax: boolean };

export function emailValidity(email: string): OwnValidity {
  const value = email.trim();
  if (!z.regexes.email.test(value)) return { ok: false, message: ENROLLMENT_MESSAGES.invalidContactEmail, syntax: true };
  if (isDisposableEmail(value)) return { ok: false, message: ENROLLMENT_MESSAGES.emailDisposable, syntax: false };
  return { ok: true };
}

/** The US and the territories get-states lists: they share +1 but libphonenumber names each its own country. */
const US_PHONE_COUNTRIES: readonly CountryCode[] = ['US', 'PR', 'GU', 'VI', 'AS', 'MP'];
const PHONE_SEPARATORS = /[\s().-]/g;

/** The phone's 10 digits as the form keeps them, or null when it is not 10 digits after separators. */
export function phoneDigits(phone: string): string | null {
  const digits = phone.trim().replace(PHONE_SEPARATORS, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** A 10-digit number that libphonenumber knows as a valid number of the US or a territory (area and exchange codes). */
export function phoneValidity(phone: string): OwnValidity {
  const digits = phoneDigits(phone);
  if (!digits) return { ok: false, message: ENROLLMENT_MESSAGES.invalidContactPhone, syntax: true };
  const parsed = parsePhoneNumberFromString(digits, 'US');
  const valid = parsed !== undefined && parsed.isValid() && parsed.country !== undefined && US_PHONE_COUNTRIES.includes(parsed.country);
  return valid ? { ok: true } : { ok: false, message: ENROLLMENT_MESSAGES.phoneNotUs, syntax: false };
}

export const validityAnswer = (own: OwnValidity, exists: boolean, existsMessage: string): ContactValidity =>
  !own.ok ? { is_valid: false, error_message: own.message } : exists ? { is_valid: false, error_message: existsMessage } : { is_valid: true, error_message: null };
