import type { WizardSavedTab } from '@benefit-store/domain';
import { saveBeneficiaryInfoData } from '../beneficiaries/beneficiary-info.service.js';
import { saveContactInfoData } from '../contact/contact-info.service.js';
import { saveEmployerInfoData } from '../employer/employer-info.service.js';
import { savePersonalInfoData } from '../personal/personal-info.service.js';
import { saveHealthInfoData } from '../health/health-questions.service.js';
import { saveDependentsData } from '../dependents/dependents.service.js';
import { saveBillingInfoData } from '../billing/billing-info.service.js';
import { saveAgreementInfoData } from '../agreement/agreement-info.service.js';
import { saveReviewInfoData } from '../review/review.service.js';
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
  employer_info: async (ctx, tx, enrollment, data) => {
    await saveEmployerInfoData(ctx, tx, enrollment, data);
  },
  benificiary_info: async (ctx, tx, enrollment, data) => {
    await saveBeneficiaryInfoData(ctx, tx, enrollment, data);
  },
  health_info: async (ctx, tx, enrollment, data) => {
    await saveHealthInfoData(ctx, tx, enrollment, data);
  },
  dependent_info: async (ctx, tx, enrollment, data) => {
    await saveDependentsData(ctx, tx, enrollment, data, 'temp');
  },
  review_info: async (ctx, tx, enrollment, data) => {
    await saveReviewInfoData(ctx, tx, enrollment, data);
  },
  aggrement_info: async (ctx, tx, enrollment, data) => {
    await saveAgreementInfoData(ctx, tx, enrollment, data);
  },
  payment_info: async (ctx, tx, enrollment, data) => {
    await saveBillingInfoData(ctx, tx, enrollment, data);
  },
};
