import zipcodes from 'zipcodes';

export interface NearestZipPlace {
  zip: string;
  city: string;
  state: string;
  distanceMiles: number;
}

/** Further than this from any US zip (at sea, abroad), the position has no zip of its own. */
export const MAX_ZIP_DISTANCE_MILES = 60;

const EARTH_RADIUS_MILES = 3958.8;
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);
const rad = (deg: number) => (deg * Math.PI) / 180;

function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** US zip records with coordinates, gathered once from the `zipcodes` data set (its own lookup includes Canada). */
let usZips: { zip: string; city: string; state: string; lat: number; lng: number }[] | null = null;
function records() {
  usZips ??= Object.values(zipcodes.codes)
    // Military post offices (AA, AE, AP) have no place on the map; some records carry 0,0 for "unknown".
    .filter(
      (c) =>
        c.country === 'US' &&
        !MILITARY_STATES.has(c.state) &&
        Number.isFinite(c.latitude) &&
        Number.isFinite(c.longitude) &&
        !(c.latitude === 0 && c.longitude === 0) &&
        /^\d{5}$/.test(c.zip),
    )
    .map((c) => ({ zip: c.zip, city: c.city, state: c.state, lat: c.latitude, lng: c.longitude }));
  return usZips;
}

/** The nearest US zip to a position, found offline; null when none lies within MAX_ZIP_DISTANCE_MILES. */
export function nearestZip(lat: number, lng: number): NearestZipPlace | null {
  let best: NearestZipPlace | null = null;
  for (const r of records()) {
    // A cheap box test first: one degree of latitude is about 69 miles.
    if (Math.abs(r.lat - lat) > 1.5) continue;
    const d = haversineMiles(lat, lng, r.lat, r.lng);
    if (!best || d < best.distanceMiles) best = { zip: r.zip, city: r.city, state: r.state, distanceMiles: d };
  }
  return best && best.distanceMiles <= MAX_ZIP_DISTANCE_MILES ? best : null;
}
