import type { CalendarDate } from '../shared/dates.js';

/**
 * A yearly window ("MM-DD" to "MM-DD", both included) in which a carrier pauses new enrollments in a plan. A
 * window may run over the year end ("12-15" to "01-10").
 */
export interface BlackoutWindow {
  startsOn: string;
  endsOn: string;
  message: string;
}

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

function monthDayKey(value: string): number | null {
  const m = MONTH_DAY.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return month * 100 + day;
}

export function isInBlackout(window: Pick<BlackoutWindow, 'startsOn' | 'endsOn'>, today: CalendarDate): boolean {
  const start = monthDayKey(window.startsOn);
  const end = monthDayKey(window.endsOn);
  if (start === null || end === null) return false;
  const key = today.month * 100 + today.day;
  return start <= end ? key >= start && key <= end : key >= start || key <= end;
}

/** The first message of a window that covers today, or null: the cart shows it in red. */
export function activeBlackoutMessage(windows: readonly BlackoutWindow[], today: CalendarDate): string | null {
  return windows.find((w) => isInBlackout(w, today))?.message ?? null;
}
