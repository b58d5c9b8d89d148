import { formatDate } from '../i18n/catalog.js';
import { parseAnyDate, type CalendarDate } from './dates.js';

const DISPLAY_DATE: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' };
const DISPLAY_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
const DISPLAY_DATE_AND_TIME: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' };

/** A calendar date as a person reads it, in the active locale (English: MM/DD/YYYY, as typed). */
export const displayDate = (d: CalendarDate): string => formatDate(new Date(Date.UTC(d.year, d.month - 1, d.day)), DISPLAY_DATE);

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
export const displayDateAndTime = (instant: Date): string => formatDate(instant, DISPLAY_DATE_AND_TIME);
