import {
  calendarDateOf,
  effectiveDateOptions,
  isOfferedEffectiveDate,
  isWithinEffectiveWindow,
  parseIsoDate,
  parseUsDate,
  toIsoDate,
  type CalendarDate,
  API_MESSAGES,
} from '@benefit-store/domain';
import { AppError } from '../shared/app-error.js';
import type { QuoteRow } from './quotes.repository.js';

/**
 * The effective dates a quote may be accepted with today: the dates the cart offers (1st and 15th, up to 2 months
 * ahead), narrowed to the 2-month window around the effective date stored when the quote was sent (spec section 9).
 */
export function quoteEffectiveDates(storedIso: string | null, now: Date): CalendarDate[] {
  const stored = storedIso ? parseIsoDate(storedIso) : null;
  const offered = effectiveDateOptions(calendarDateOf(now));
  return stored ? offered.filter((d) => isWithinEffectiveWindow(d, stored)) : offered;
}

/** The date the client chose (ISO for the database), after checking it is one of those dates; null if none chosen. */
export function acceptedEffectiveDate(quote: QuoteRow, chosen: string | undefined, now: Date): string | null {
  if (chosen === undefined) return null;
  const date = parseUsDate(chosen);
  const stored = quote.effectiveDate ? parseIsoDate(quote.effectiveDate) : null;
  const allowed = date !== null && isOfferedEffectiveDate(date, calendarDateOf(now)) && (!stored || isWithinEffectiveWindow(date, stored));
  if (!allowed) throw AppError.field('effective_date', API_MESSAGES.effectiveDateNotOffered);
  return toIsoDate(date);
}

/**
 * The effective date a quote is saved with (ISO for the database): the one chosen in the cart, checked to be offered
 * today as checkout checks it, else the enrollment's own (`fallbackIso`), else none.
 */
export function quotedEffectiveDate(chosen: string | undefined, fallbackIso: string | null, now: Date): string | null {
  if (chosen === undefined) return fallbackIso;
  const date = parseUsDate(chosen);
  if (!date || !isOfferedEffectiveDate(date, calendarDateOf(now))) throw AppError.field('effective_date', API_MESSAGES.effectiveDateNotOffered);
  return toIsoDate(date);
}
