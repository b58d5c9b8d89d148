import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The visitor's answer to the location banner and the zip found for them; remembered across visits. */
interface LocationState {
  answer: 'allow' | 'deny' | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  allow: (place: { zip: string | null; latitude: number; longitude: number }) => void;
  deny: () => void;
}

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      answer: null,
      zip: null,
      latitude: null,
      longitude: null,
      allow: (place) => set({ answer: 'allow', ...place }),
      deny: () => set({ answer: 'deny', zip: null, latitude: null, longitude: null }),
    }),
    {
      name: 'benefit-store-location',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ answer, zip, latitude, longitude }) => ({ answer, zip, latitude, longitude }),
    },
  ),
);
