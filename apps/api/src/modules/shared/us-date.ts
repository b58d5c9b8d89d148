import { parseIsoDate, toUsDate } from '@benefit-store/domain';

/** ISO date from the database as MM/DD/YYYY, the API's date format. */
export function toUsDateOrNull(iso: string | null): string | null {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? toUsDate(date) : null;
}
