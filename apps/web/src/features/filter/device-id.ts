import { LEAD_DEVICE_STORAGE_KEY } from '@benefit-store/domain';

/** A random id for this browser, kept in localStorage: lead calls name the device with it, never the person. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(LEAD_DEVICE_STORAGE_KEY);
    if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(LEAD_DEVICE_STORAGE_KEY, id);
    return id;
  } catch {
    // Storage refused (private mode): an id for this page view only.
    return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  }
}
