import { create } from 'zustand';

/** The success message of the plan questions saved on this page, per plan: shown beside the plan's price once it reloads. */
interface SavedNoticeState {
  messages: Record<number, string>;
  mark: (planId: number, message: string) => void;
}

export const usePlanQuestionsSavedNotice = create<SavedNoticeState>()((set) => ({
  messages: {},
  mark: (planId, message) => set((s) => ({ messages: { ...s.messages, [planId]: message } })),
}));

export const markPlanQuestionsSaved = (planId: number, message: string) => usePlanQuestionsSavedNotice.getState().mark(planId, message);
