import { ScreenshotSavedAnswerSchema, type SaveScreenshot } from '@benefit-store/domain';
import { api } from '../api-client';

/** POST save-screenshot: a picture of what the person saw (the cart at checkout, each wizard step once saved), kept with the enrollment. */
export function saveScreenshot(body: SaveScreenshot): Promise<{ result: number }> {
  return api.post('save-screenshot', ScreenshotSavedAnswerSchema, body);
}
