import type { SaveScreenshot } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST save-screenshot: the cart as the person saw it at checkout, kept with the enrollment. */
export function saveScreenshot(body: SaveScreenshot): Promise<{ result: number }> {
  return api.post<{ result: number }>('save-screenshot', body);
}
