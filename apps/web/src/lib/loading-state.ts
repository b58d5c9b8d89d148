import { create } from 'zustand';

/** Requests in flight, as the spec's spinner counts them. Not persisted. */
interface LoadingState {
  inFlight: number;
  start: () => void;
  finish: () => void;
}

export const useLoadingState = create<LoadingState>()((set) => ({
  inFlight: 0,
  start: () => set((s) => ({ inFlight: s.inFlight + 1 })),
  finish: () => set((s) => ({ inFlight: Math.max(0, s.inFlight - 1) })),
}));

/** Counts one request for as long as the promise runs. */
export async function trackRequest<T>(work: () => Promise<T>): Promise<T> {
  const { start, finish } = useLoadingState.getState();
  start();
  try {
    return await work();
  } finally {
    finish();
  }
}
