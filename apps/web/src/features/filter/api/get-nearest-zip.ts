import { NearestZipSchema, type NearestZip } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET nearest-zip: the nearest US zip code to a position, found by the server offline. */
export function getNearestZip(lat: number, lng: number): Promise<NearestZip> {
  return api.get('nearest-zip', NearestZipSchema, { lat: lat.toFixed(5), lng: lng.toFixed(5) });
}
