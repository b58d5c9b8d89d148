import type { WizardSavedTab } from '@benefit-store/domain';
import { saveContactInfoData } from '../contact/contact-info.service.js';
import { savePersonalInfoData } from '../personal/personal-info.service.js';
import type { StepSaver } from './resume.service.js';

/**
 * Save & Continue Later per wizard tab: the step's own save (the function its save route runs under the lock), run
 * inside the save-for-later transaction. A step that is built puts its saver here (one line); null means its save
 * is not built yet: save-enrollment then stores nothing of `data` but still records the place (saved_tab) and mails
 * the code (docs/decisions.md).
 */
export const SAVE_LATER_STEPS: Record<WizardSavedTab, StepSaver | null> = {
  primary_info: async (ctx, tx, enrollment, data) => {
    await savePersonalInfoData(ctx, tx, enrollment, data);
  },
  contact_info: async (ctx, tx, enrollment, data) => {
    await saveContactInfoData(ctx, tx, enrollment, data);
  },
  employer_info: null,
  benificiary_info: null,
  health_info: null,
  dependent_info: null,
  review_info: null,
  aggrement_info: null,
  payment_info: null,
};
