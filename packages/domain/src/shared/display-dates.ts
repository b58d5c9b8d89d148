import { formatDate } from '../i18n/catalog.js';
import { parseAnyDate, type CalendarDate } from './dates.js';

const DISPLAY_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
const HOUR_AND_MINUTE: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date as a person reads it: MM/DD/YYYY in every language. It is the order every date field takes (and
 * US documents use), so a Spanish reader does not find 01/15/1990 typed and 15/01/1990 shown back on the review.
 */
export const displayDate = (d: CalendarDate): string => `${twoDigits(d.month)}/${twoDigits(d.day)}/${d.year}`;

/** A wire date (MM/DD/YYYY or ISO) as a person reads it; an unreadable one is shown as it came. */
export const displayDateText = (value: string): string => {
  const date = parseAnyDate(value);
  return date ? displayDate(date) : value;
};

/** An instant (e.g. when a mail was sent) with date and time, in the active locale and the reader's time zone. */
export const displayDateTime = (instant: Date): string => formatDate(instant, DISPLAY_DATE_TIME);

/**
 * An instant beside calendar dates a person reads (a confirmation's completed time next to its coverage date): the
 * date written as displayDate writes one, then the hour and minute, no seconds, in the reader's time zone
 * (English: 12/02/2026, 3:18 AM).
 */
export const displayDateAndTime = (instant: Date): string =>
  `${displayDate({ year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() })}, ${formatDate(instant, HOUR_AND_MINUTE)}`;
