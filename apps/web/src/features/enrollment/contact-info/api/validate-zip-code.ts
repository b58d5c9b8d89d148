import { ZipPlaceSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

export interface ZipPlace {
  zip: string;
  state_abbreviation: string;
  city: string;
}

/** GET validate-zip-code?zip_code: the state (and city) of a US zip; an unknown zip is a field error under `zip`. */
export function validateZipCode(zip: string, signal?: AbortSignal): Promise<ZipPlace> {
  return api.get('validate-zip-code', ZipPlaceSchema, { zip_code: zip }, signal);
}
