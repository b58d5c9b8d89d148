/** Zod-free lead constants: the landing page imports them without loading the schemas. */

/** A random device id the browser keeps in localStorage: 16 to 64 URL-safe characters. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const LEAD_DEVICE_STORAGE_KEY = 'bs_device_id';
