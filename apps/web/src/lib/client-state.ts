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
  usertype: string | null;
  username: string | null;
  gname: string | null;
  gcode: string | null;
  portal_name: string | null;
  portal_code: string | null;
  isFilterDataSubmitted: boolean;
  isCurrentMemberAvailable: boolean;
  personalCodeRedirection: boolean;
  selectedTier: Tier | null;
  tier: Tier | null;
  state: string | null;
  effectiveDate: string | null;
  nav_array: string[];
  planId: number | null;
  planName: string | null;
  annualPrudentialSalary: number | null;
  /** The enrollment whose partner traffic was recorded (002 section 3, first_track). */
  first_track: string | null;
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
  usertype: null,
  username: null,
  gname: null,
  gcode: null,
  portal_name: null,
  portal_code: null,
  isFilterDataSubmitted: false,
  isCurrentMemberAvailable: false,
  personalCodeRedirection: false,
  selectedTier: null,
  tier: null,
  state: null,
  effectiveDate: null,
  nav_array: [],
  planId: null,
  planName: null,
  annualPrudentialSalary: null,
  first_track: null,
};

interface ClientActions {
  /** Sets some keys. */
  update: (values: Partial<ClientKeys>) => void;
  /** Forgets the temporary enrollment (expired, or held by another browser). */
  forgetEnrollment: () => void;
  /** "Start over": every key back to its initial value. */
  clear: () => void;
}

export type ClientState = ClientKeys & ClientActions;

export const useClientState = create<ClientState>()(
  persist(
    (set) => ({
      ...initialClientKeys,
      update: (values) => set(values),
      forgetEnrollment: () => set({ tempId: null, isFilterDataSubmitted: false, cartCount: 0 }),
      clear: () => set({ ...initialClientKeys }),
    }),
    {
      name: CLIENT_STATE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ update: _u, forgetEnrollment: _f, clear: _c, ...keys }) => keys,
    },
  ),
);

/** Reads the store outside React (event handlers, mutation functions). */
export const getClientState = () => useClientState.getState();
