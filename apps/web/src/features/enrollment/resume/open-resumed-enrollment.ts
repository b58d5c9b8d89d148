import type { QueryClient } from '@tanstack/react-query';
import { isWizardSavedTab, SAVE_CART_REDIRECTION, SAVED_TAB_STEP, TAB_ROUTES, QUOTE_TAB, type DirectContinueResult } from '@benefit-store/domain';
import { resumeEnrollment } from '../../../lib/client-transitions';
import { chooseLocale } from '../../../lib/locale';

/**
 * Where a resumed enrollment opens: a saved quote (cart_info) on /cart, a wizard tab on its step
 * (/enrollment/<route>), anything else nowhere (null: the caller shows the not-found page).
 */
export function resumedPath(savedTab: string): string | null {
  if (savedTab === QUOTE_TAB) return '/cart';
  if (isWizardSavedTab(savedTab)) return `/enrollment/${TAB_ROUTES[SAVED_TAB_STEP[savedTab]]}`;
  return null;
}

/**
 * Stores a resumed enrollment (continue-enrollment or direct-continue answered it) in place of whatever this
 * browser held: the session's keys and the cached server data go, the enrollment's context is stored through the
 * resumeEnrollment transition (a quote with the save-cart redirection). Returns the page to open, or null when the
 * saved tab is none the store knows (nothing is stored then).
 */
export function openResumedEnrollment(result: DirectContinueResult['result'], queryClient: QueryClient): string | null {
  const path = resumedPath(result.saved_tab);
  if (!path) return null;
  sessionStorage.clear();
  queryClient.clear();
  resumeEnrollment(result, result.saved_tab === QUOTE_TAB ? SAVE_CART_REDIRECTION : null);
  // The enrollment opens in the language it was made in (its e-mails and PDF are in it too); chosen, so it is kept.
  if (result.locale) void chooseLocale(result.locale);
  return path;
}
