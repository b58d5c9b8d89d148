import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { parseComparePlans, toggleCompare, type CompareToggle } from '@benefit-store/domain';

/**
 * The plans chosen to compare (at most MAX_COMPARE, across categories), kept for the browser tab (sessionStorage):
 * the Compare checkboxes of the plan cards and the compare bar read it; the compare page's address (/compare?plans=…)
 * is the list it shows, so a link can be shared. Not one of the spec's client state keys (lib/client-state.ts): it
 * belongs to this feature alone, and only these transitions write it.
 */
interface CompareState {
  ids: number[];
  toggle: (planId: number) => CompareToggle;
  replace: (ids: readonly number[]) => void;
  clear: () => void;
}

export const COMPARE_STORAGE_KEY = 'benefit-store-compare';

export const useCompareSelection = create<CompareState>()(
  persist(
    (set, get) => ({
      ids: [],
      toggle: (planId) => {
        const result = toggleCompare(get().ids, planId);
        if (result.ok) set({ ids: result.ids });
        return result;
      },
      // The address's list, cleaned as the compare page reads it.
      replace: (ids) => set({ ids: parseComparePlans(ids.join(',')) }),
      clear: () => set({ ids: [] }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ ids: s.ids }),
      // A stored list is read like an address: anything malformed is dropped.
      merge: (stored, current) => ({ ...current, ids: parseComparePlans(((stored as { ids?: unknown } | undefined)?.ids as number[] | undefined)?.join(',')) }),
    },
  ),
);
