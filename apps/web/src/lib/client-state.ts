import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EnrollType, Eprocess, OpenType, Tier } from '@benefit-store/domain';

/** The spec's local client state keys (000 section 3), kept in localStorage under CLIENT_STATE_STORAGE_KEY. */
export interface ClientKeys {
  group_id: number | null;
  agent_id: number | null;
  portal_id: number | null;
  eprocess: Eprocess | null;
  open_type: OpenType | null;
  enroll_type: EnrollType | null;
  /** The temporary enrollment id (temp_enrollment_id). */
  tempId: string | null;
  cartCount: number;
  menuSelectedItem: string | null;
  categoryOrder: string[];
  redirectionType: string | null;
  platformType: string | null;
  fromSite: string | null;
  referral: string | null;
  username: string | null;
  gname: string | null;
  portal_name: string | null;
  isFilterDataSubmitted: boolean;
  isCurrentMemberAvailable: boolean;
  selectedTier: Tier | null;
  tier: Tier | null;
  state: string | null;
  effectiveDate: string | null;
  nav_array: string[];
  planId: number | null;
  planName: string | null;
  /** The enrollment whose partner traffic was recorded (002 section 3, first_track). */
  first_track: string | null;
  /** Where a wizard save returns instead of the next step (the review step sets it when a step is edited from there). */
  navto: string | null;
  /** The enrollment whose existing member's health answers were loaded and saved once (001 section 3, health_track). */
  health_track: string | null;
  /** The applicant said the spouse enrolls too (premier plans' spouse question); a health save resets it (001 section 4). */
  isSpouseEnrollAccept: boolean;
  /** The enrollment for which the visitor chose the association membership on a plan page (000 section 4, add to cart). */
  membershipFor: string | null;
  /** The existing member's signed store link token, kept from their member store link: the plan page's start asks them for a tier with it. */
  memberLink: string | null;
}

export const CLIENT_STATE_STORAGE_KEY = 'benefit-store';

export const initialClientKeys: ClientKeys = {
  group_id: null,
  agent_id: null,
  portal_id: null,
  eprocess: null,
  open_type: null,
  enroll_type: null,
  tempId: null,
  cartCount: 0,
  menuSelectedItem: null,
  categoryOrder: [],
  redirectionType: null,
  platformType: null,
  fromSite: null,
  referral: null,
  username: null,
  gname: null,
  portal_name: null,
  isFilterDataSubmitted: false,
  isCurrentMemberAvailable: false,
  selectedTier: null,
  tier: null,
  state: null,
  effectiveDate: null,
  nav_array: [],
  planId: null,
  planName: null,
  first_track: null,
  navto: null,
  health_track: null,
  isSpouseEnrollAccept: false,
  membershipFor: null,
  memberLink: null,
};

/** The store a visitor entered: whose it is and how its enrollments are made (000 section 4, stored values). */
export type SiteEntry = Pick<ClientKeys, 'agent_id' | 'group_id' | 'portal_id' | 'fromSite' | 'referral' | 'eprocess' | 'open_type' | 'enroll_type'> &
  Partial<Pick<ClientKeys, 'gname'>>;

/** An enrollment opened from outside the landing form (a member store link, a saved cart's e-mail link). */
export type OpenedEnrollment = Pick<ClientKeys, 'tempId' | 'portal_id' | 'enroll_type' | 'eprocess' | 'open_type' | 'tier'> &
  Partial<Pick<ClientKeys, 'agent_id' | 'group_id' | 'effectiveDate' | 'redirectionType'>>;

/** The keys whose change means another store: the enrollment made in the previous one does not carry over. */
const STORE_KEYS = ['agent_id', 'group_id', 'fromSite', 'referral'] as const;

/** Keys earlier versions stored that nothing reads any more; the version 2 migration drops them. */
const REMOVED_KEYS = ['usertype', 'gcode', 'portal_code', 'personalCodeRedirection', 'annualPrudentialSalary'];

interface ClientActions {
  /** @deprecated Raw key writes, kept for existing tests only: call a named transition below instead. */
  update: (values: Partial<ClientKeys>) => void;
}

export type ClientState = ClientKeys & ClientActions;

export const useClientState = create<ClientState>()(
  persist(
    (set) => ({
      ...initialClientKeys,
      update: (values) => set(values),
    }),
    {
      name: CLIENT_STATE_STORAGE_KEY,
      version: 2,
      storage: createJSONStorage(() => localStorage),
      // Only the spec's keys are stored, under their own names (functions are not state).
      partialize: ({ update: _update, ...keys }) => keys,
      migrate: (persisted) => migrateClientKeys(persisted),
    },
  ),
);

/** Version 1 to 2: the keys nothing read are dropped; the others keep their names and values. */
export function migrateClientKeys(persisted: unknown): Partial<ClientKeys> {
  if (!persisted || typeof persisted !== 'object') return {};
  const kept: Record<string, unknown> = { ...persisted };
  for (const key of REMOVED_KEYS) delete kept[key];
  return kept as Partial<ClientKeys>;
}

/** Reads the store outside React (event handlers, mutation functions). */
export const getClientState = () => useClientState.getState();

// What a person did, each as one change of the stored keys. Features call these, never set raw keys. Here are those
// every page may make (entering a store, the cart count, the menu); the ones only some pages make are in
// client-transitions.ts, so that they ship with those pages rather than with the landing page's entry.

/** Sets keys: for the transitions only (here and in client-transitions.ts). */
export const setKeys = (values: Partial<ClientKeys>) => useClientState.setState(values);
const FORGOTTEN_ENROLLMENT = { tempId: null, isFilterDataSubmitted: false, cartCount: 0 } satisfies Partial<ClientKeys>;

/**
 * Entered a store (a rep's or group's landing page, a referral link, an external or group site, a group host, an
 * employee enroll code). Another store forgets the stored enrollment, so the next filter submit creates one under
 * the new store; `freshEnrollment` forgets it even in the same store.
 */
export function enterSite(entry: SiteEntry, options?: { freshEnrollment?: boolean }): void {
  const state = getClientState();
  const changed = STORE_KEYS.some((key) => state[key] !== entry[key]);
  setKeys({ ...(changed || options?.freshEnrollment ? FORGOTTEN_ENROLLMENT : {}), ...entry });
}




/** Came through a partner whose portal the enrollments belong to. */
export function choosePortal(portalId: number): void {
  if (getClientState().portal_id !== portalId) setKeys({ portal_id: portalId });
}

/** Partner traffic was recorded for this enrollment (002 section 3, first_track). */
export const recordPartnerTraffic = (tempId: string) => setKeys({ first_track: tempId });

/** The cart holds this many plans (after a count, an add or a remove). */
export const setCartCount = (cartCount: number) => setKeys({ cartCount });

/** Picked a category in the menu. */
export const chooseMenuItem = (menuSelectedItem: string) => setKeys({ menuSelectedItem });

/** The site's category order, as the menu call reported it. */
export const setCategoryOrder = (categoryOrder: string[]) => setKeys({ categoryOrder });




/** Forgets the temporary enrollment (expired, or held by another browser). */
export const forgetEnrollment = () => setKeys(FORGOTTEN_ENROLLMENT);

// --- The rep-authenticated flag (issue 13, 000 section 6: the main area requires it) ---------------------------------
// Its own localStorage key, beside the spec's keys: set by the access page's Confirm, read by the landing route's guard.
export const REP_AUTHENTICATED_STORAGE_KEY = 'benefit-store-rep-authenticated';

/** True once this browser confirmed a rep through the access code (until NOT MY SITE or the config-error page's back). */
export function isRepAuthenticated(): boolean {
  try {
    return localStorage.getItem(REP_AUTHENTICATED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}
