import { DirectContinueResultSchema, type DirectContinueResult } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET direct-continue/{id}: checks the link's signed token and attaches its enrollment to this browser. */
export function directContinue(linkId: string, signal?: AbortSignal): Promise<DirectContinueResult> {
  return api.get(`direct-continue/${encodeURIComponent(linkId)}`, DirectContinueResultSchema, undefined, signal);
}
