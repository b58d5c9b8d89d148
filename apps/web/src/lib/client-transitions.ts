import { initialClientKeys, setKeys, type ClientKeys, type OpenedEnrollment } from './client-state';

// The client state transitions that only some pages make (the filter submit, the Edit popup, the member store and
// saved cart links, quotes, checkout). Apart from client-state.ts so they ship with those pages, not the entry.

/** Submitted the landing filter: the enrollment it made or updated, and its tier. */
export const startEnrollment = (tempId: string, tier: ClientKeys['tier']) => setKeys({ tempId, tier, isFilterDataSubmitted: true });

/** Changed the basic information in the Edit popup. */
export const changeBasicInfo = (tier: ClientKeys['tier']) => setKeys({ tier, isFilterDataSubmitted: true });

/** Opened an enrollment made elsewhere (member store link, saved cart link): filter done, cart counted afresh. */
export const openEnrollment = (enrollment: OpenedEnrollment) => setKeys({ ...enrollment, selectedTier: enrollment.tier, isFilterDataSubmitted: true, cartCount: 0 });

/** Accepted a quote: leaves the saved-cart flow, with the quote's effective date. */
export const acceptQuote = (effectiveDate: string | null) => setKeys({ redirectionType: null, effectiveDate });

/** Checkout fixed the effective date. */
export const setEffectiveDate = (effectiveDate: string) => setKeys({ effectiveDate });

/** Checkout learnt which enrollment tabs must be filled. */
export const setRequiredTabs = (nav_array: string[]) => setKeys({ nav_array });

/** "Start over": every key back to its initial value. */
export const startOver = () => setKeys({ ...initialClientKeys });
