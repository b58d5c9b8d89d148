/** What a zip lookup knows of a zip: its state and its city (plus other names the post office accepts, if known). */
export interface ZipPlaceFacts {
  state: string;
  city: string;
  cities?: readonly string[];
}

/** A zip to its place, or null for an unknown zip. The API passes one over the `zipcodes` data set (zip-lookup.ts). */
export type ZipLookup = (zip: string) => ZipPlaceFacts | null;

export type UspsAddressResult = 'ok' | 'unknownZip' | 'stateMismatch' | 'cityMismatch';

/** Spelled-out words the post office abbreviates in city names ("Saint Louis" is "St Louis"). */
const CITY_WORDS: Record<string, string> = { SAINT: 'ST', SAINTE: 'STE', FORT: 'FT', MOUNT: 'MT', MOUNTAIN: 'MTN' };

/** A city name compared the way the post office reads it: case, accents, punctuation and spacing do not matter. */
export function normalizeCityName(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[.'\u2019]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => CITY_WORDS[word] ?? word)
    .join(' ');
}

/**
 * The 'USPS Address Validation' check, done offline: the zip must be known, and the state and city must be the
 * zip's. Street addresses are not checked (no offline data set has them).
 */
export function uspsAddressCheck(city: string, state: string, zip: string, lookup: ZipLookup): UspsAddressResult {
  const place = lookup(zip.trim());
  if (!place) return 'unknownZip';
  if (place.state.toUpperCase() !== state.trim().toUpperCase()) return 'stateMismatch';
  const wanted = normalizeCityName(city);
  const known = [place.city, ...(place.cities ?? [])].map(normalizeCityName);
  return known.includes(wanted) ? 'ok' : 'cityMismatch';
}

export const uspsAddressAgrees = (city: string, state: string, zip: string, lookup: ZipLookup): boolean =>
  uspsAddressCheck(city, state, zip, lookup) === 'ok';
