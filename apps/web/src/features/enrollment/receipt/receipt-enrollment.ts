import { useClientState } from '../../../lib/client-state';

/** This tab's completed enrollment: the receipt survives a reload after the stored enrollment id is forgotten. */
const RECEIPT_KEY = 'benefit-store-receipt';

/** The receipt page's address. */
export const RECEIPT_PATH = '/enrollment/receipt/';

/** The enrollment this receipt is for: the stored one (kept for this tab), else the one this tab last showed. */
export function receiptEnrollmentId(): string | null {
  const stored = useClientState.getState().tempId;
  try {
    if (stored) sessionStorage.setItem(RECEIPT_KEY, stored);
    return stored ?? sessionStorage.getItem(RECEIPT_KEY);
  } catch {
    // Storage blocked: the receipt shows while the page lives, as before.
    return stored;
  }
}

/**
 * The enrollment this tab's receipt showed, without keeping anything: the wizard asks for it when no enrollment is
 * stored, so that Back after the receipt finds the finished enrollment (issue 26 item 8) rather than the cart.
 */
export function lastReceiptEnrollmentId(): string | null {
  try {
    return sessionStorage.getItem(RECEIPT_KEY);
  } catch {
    return null;
  }
}
