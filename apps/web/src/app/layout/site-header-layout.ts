import { useSyncExternalStore } from 'react';

/** Up to this width the contact details sit on a row below the buttons (site-header.module.css's `order: 5` rules). */
export const CONTACT_ROW_BELOW_QUERY = '(max-width: 1199px)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(CONTACT_ROW_BELOW_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the header's contact details (on a phone, its Contact control) come on a row below About, the cart and
 * the menu. The header then puts them after the buttons in the page too, so Tab follows what the eye sees (WCAG
 * 2.4.3) without a positive tabindex; wide screens show them in one row, before the buttons.
 */
export function useContactRowBelow(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
