import { ENROLL_TYPE, ENROLLMENT_TYPE, isTier, type DirectContinueResult, type Eprocess, type OpenType } from '@benefit-store/domain';
import { getClientState, initialClientKeys, REP_AUTHENTICATED_STORAGE_KEY, setKeys, type ClientKeys, type OpenedEnrollment } from './client-state';

// The client state transitions that only some pages make (the filter submit, the Edit popup, the member store and
// saved cart links, quotes, checkout). Apart from client-state.ts so they ship with those pages, not the entry.

/** Submitted the landing filter: the enrollment it made or updated, and its tier. */
export const startEnrollment = (tempId: string, tier: ClientKeys['tier']) => setKeys({ tempId, tier, isFilterDataSubmitted: true });

/** Changed the basic information in the Edit popup. */
export const changeBasicInfo = (tier: ClientKeys['tier']) => setKeys({ tier, isFilterDataSubmitted: true });

/** Opened an enrollment made elsewhere (member store link, saved cart link): filter done, cart counted afresh. */
export const openEnrollment = (enrollment: OpenedEnrollment) => setKeys({ ...enrollment, selectedTier: enrollment.tier, isFilterDataSubmitted: true, cartCount: 0 });

/**
 * Resumed a saved enrollment (a code on /continue-enrollment, or an e-mailed direct-continue or quote link): stored
 * state starts over, then the enrollment's context as the server answered it is stored (enroll type new-member when
 * its type is new-user, else existing-member). A quote link passes its redirection type (save-cart).
 */
export function resumeEnrollment({ enrollment_id, others }: DirectContinueResult['result'], redirectionType: string | null = null) {
  startOver();
  openEnrollment({
    tempId: enrollment_id,
    group_id: others.group_id,
    portal_id: others.platform_group_id,
    agent_id: others.agent_id,
    open_type: others.open_type as OpenType | null,
    eprocess: others.eprocess as Eprocess | null,
    enroll_type: others.type === ENROLLMENT_TYPE.newUser ? ENROLL_TYPE.newMember : ENROLL_TYPE.existingMember,
    effectiveDate: others.effective_date,
    tier: isTier(others.tier) ? others.tier : null,
    redirectionType,
  });
}

/**
 * Opened an existing member's store with their signed link token (the member store link, or the plan page's tier
 * step): their enrollment (existing member, applicant, open type user, the tier), and the link kept, so that the plan
 * page can start a new enrollment for them once this one is gone.
 */
export function openMemberStore(enrollment: Pick<ClientKeys, 'tempId' | 'portal_id' | 'tier'>, memberLink: string) {
  setKeys({ memberLink });
  openEnrollment({ ...enrollment, enroll_type: ENROLL_TYPE.existingMember, eprocess: 'applicant', open_type: 'user' });
}

/** The kept member store link no longer opens the member's store (expired): the basic information is asked instead. */
export const forgetMemberLink = () => setKeys({ memberLink: null });

/** Accepted a quote: leaves the saved-cart flow, with the quote's effective date. */
export const acceptQuote = (effectiveDate: string | null) => setKeys({ redirectionType: null, effectiveDate });

/** Checkout fixed the effective date. */
export const setEffectiveDate = (effectiveDate: string) => setKeys({ effectiveDate });

/** Checkout learnt which enrollment tabs must be filled. */
export const setRequiredTabs = (nav_array: string[]) => setKeys({ nav_array });

/** "Start over": every key back to its initial value. */
export const startOver = () => setKeys({ ...initialClientKeys });

/** A wizard step was saved: the review's return marker is used up. */
export const clearNavTo = () => setKeys({ navto: null });

/** An existing member's health answers were loaded and saved once for this enrollment (health_track). */
export const trackHealthInfo = (tempId: string) => setKeys({ health_track: tempId });

/** Answered the premier plans' spouse question (Yes: the spouse enrolls too); a health save sets it back to false. */
export const setSpouseEnrollAccept = (isSpouseEnrollAccept: boolean) => setKeys({ isSpouseEnrollAccept });

/** Opened a step from the review (its card's link, an error's link): the step's save returns to the review. */
export const returnToReview = () => setKeys({ navto: 'review-confirm' });

/** Completed the enrollment: no cart any more, and the review's and partner-traffic markers are used up (spec 002 section 4). */
export const completeEnrollment = () => setKeys({ cartCount: 0, navto: null, first_track: null, isSpouseEnrollAccept: false });

/** Opened a plan's page: the cart's breadcrumb leads back to it (planId, planName). */
export const openPlan = (planId: number, planName: string) => setKeys({ planId, planName });

/**
 * The employee's group enrollment code was saved on the enrollment (set-enrollment-group-code): the store is now the
 * group's (its rep and portal, the group process) and the enrollment is kept, as the server moved it into the group.
 */
export const joinGroupWithEnrollment = (group: { group_id: number; agent_id: number; portal_id: number; gname: string }) =>
  setKeys({ ...group, fromSite: null, referral: null, eprocess: 'group', open_type: 'group', enroll_type: ENROLL_TYPE.newGroupMember });

/** Chose the association membership a plan needs (the plan page's membership popup), for this enrollment. */
export const chooseMembership = (tempId: string) => setKeys({ membershipFor: tempId });

/**
 * A rep chose whom to enrol on the plan page's start (after the portal): a group's new member (the group and its
 * portal, enroll type new-group-member, eprocess rep) or a new member (enroll type new-member); no enrollment yet.
 */
export const startRepEnrollment = (group: { group_id: number; portal_id: number; gname: string } | null) =>
  setKeys(
    group
      ? { ...group, enroll_type: ENROLL_TYPE.newGroupMember, eprocess: 'rep', tempId: null, isFilterDataSubmitted: false }
      : { enroll_type: ENROLL_TYPE.newMember, tempId: null, isFilterDataSubmitted: false },
  );

/**
 * A rep or group administrator started an existing member's enrollment from a current-member table: the enrollment
 * is opened, the cart's line names the member (and group), and the breadcrumb offers Current Member to go back.
 */
export const openCurrentMemberEnrollment = (enrollment: OpenedEnrollment, member: { username: string; gname: string | null }) =>
  setKeys({ ...enrollment, ...member, selectedTier: enrollment.tier, isFilterDataSubmitted: true, cartCount: 0, isCurrentMemberAvailable: true });

// --- Rep access (issue 13) -------------------------------------------------------------------------------------------

/** The access page's Confirm: this browser entered a rep's storefront through the rep's access code. */
export const confirmRepAccess = () => localStorage.setItem(REP_AUTHENTICATED_STORAGE_KEY, 'true');

/**
 * NOT MY SITE, and the config-error page's back button: every stored value goes (the spec's keys, the
 * rep-authenticated flag, the cached theme, anything in session storage). The caller also empties the query cache.
 */
export function clearAllClientState(): void {
  startOver();
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * Signing in or out: the server takes from the browser a member enrollment a rep or group administrator opened from a
 * current-member table (docs/decisions/0056-security-review-of-access.md, security review), so the browser forgets it too; its own enrollment stays.
 */
export function leaveCurrentMemberEnrollment(): void {
  if (getClientState().isCurrentMemberAvailable) {
    setKeys({ tempId: null, isFilterDataSubmitted: false, cartCount: 0, isCurrentMemberAvailable: false, username: null, navto: null });
  }
}
