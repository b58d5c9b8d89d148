import { ZipPlaceSchema, type ZipPlace } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET validate-zip-code?zip_code: the state (and city) of a US zip; an unknown zip is a field error under `zip`. */
export function validateZipCode(zip: string, signal?: AbortSignal): Promise<ZipPlace> {
  return api.get('validate-zip-code', ZipPlaceSchema, { zip_code: zip }, signal);
}
