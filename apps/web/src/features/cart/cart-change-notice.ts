import { create } from 'zustand';
import type { ChangeFilterAnswer } from '@benefit-store/domain';

/**
 * What the last change of the basic information did to the cart, until the visitor dismisses it or opens the cart.
 * Kept in memory only: it is news about this visit, not state to restore.
 */
interface CartChange {
  repriced: number;
  removed: number;
}

export const useCartChange = create<{ change: CartChange | null }>()(() => ({ change: null }));

/** change-filter-info or save-dependent-info answered: remember the cart's changes, if any. */
export function noteCartChange(answer: Pick<ChangeFilterAnswer, 'cart_repriced' | 'cart_removed'>) {
  const change = { repriced: answer.cart_repriced, removed: answer.cart_removed };
  useCartChange.setState({ change: change.repriced + change.removed > 0 ? change : null });
}

export const dismissCartChange = () => useCartChange.setState({ change: null });
