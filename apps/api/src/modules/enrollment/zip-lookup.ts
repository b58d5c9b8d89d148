import zipcodes from 'zipcodes';

export interface ZipPlace {
  zip: string;
  state: string;
  city: string;
}

/** A US zip to its state and city, from the `zipcodes` data set; null for unknown (or Canadian) codes. */
export function lookupZip(zip: string): ZipPlace | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const place = zipcodes.lookup(zip);
  if (!place || place.country !== 'US' || !place.state) return null;
  return { zip: place.zip, state: place.state, city: place.city };
}
