import { create } from 'zustand';

/** Polite screen-reader announcements ("Added … to cart"), read by the layout's live region. */
interface AnnouncerState {
  message: string;
  /** Changes on every call so that the same text is announced again. */
  id: number;
  announce: (message: string) => void;
}

export const useAnnouncer = create<AnnouncerState>()((set) => ({
  message: '',
  id: 0,
  announce: (message) => set((s) => ({ message, id: s.id + 1 })),
}));

export const announce = (message: string) => useAnnouncer.getState().announce(message);
