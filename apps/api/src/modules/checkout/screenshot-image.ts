import { isEncryptedField, type FieldCipher } from '../shared/field-encryption.js';

// A screenshot is what the page showed after each step's save (the health step's answers and the review's notes
// too: the web masks only SSNs), so its image is kept encrypted with the field cipher (decision 0081), under a context
// of its own: it decrypts only as this enrollment's screenshot.

const screenshotContext = (enrollmentId: string) => `enrollment:${enrollmentId}:screenshot`;

/** enrollment_screenshots.image_base64 to store: the PNG's base64, encrypted. */
export const sealScreenshotImage = (cipher: FieldCipher, enrollmentId: string, imageBase64: string): string =>
  cipher.encrypt(imageBase64, screenshotContext(enrollmentId));

/**
 * The PNG's base64 of a stored screenshot, for whatever reads one (none does in the API today: the retention deletes
 * them). A row saved before decision 0081 kept it in clear (base64 of a PNG never reads like a cipher value): as it is.
 */
export const openScreenshotImage = (cipher: FieldCipher, row: { enrollmentId: string; imageBase64: string }): string =>
  isEncryptedField(row.imageBase64) ? cipher.decrypt(row.imageBase64, screenshotContext(row.enrollmentId)) : row.imageBase64;
