import { useMutation } from '@tanstack/react-query';
import { SaveForLaterResponseSchema, type SavedTab } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

export interface SaveForLaterBody {
  enrollment_id: string;
  email: string;
  tab: SavedTab;
  data: Record<string, unknown>;
}

/** POST save-enrollment: saves the step as it is and e-mails a resume code and link to `email`. */
export const saveForLater = (body: SaveForLaterBody) => api.post('save-enrollment', SaveForLaterResponseSchema, body);

export const useSaveForLater = () => useMutation({ mutationFn: saveForLater });
