import { HEALTH_QUESTION_CATEGORIES } from '@benefit-store/domain';
import type { SeedHealthQuestion } from '../load-health-questions.js';
import type { SeedPlan } from '../seed-types.js';

type QuestionText = Omit<SeedHealthQuestion, 'plans'>;

/**
 * The demo health questions (fictional wording): condition questions 141..147 (145 asks no details; 146 and 147 ask
 * the physician set; 145, on pregnancy, is asked of women only) and one medication question, asked of the applicant
 * and of dependents.
 */
export const HEALTH_QUESTIONS: readonly QuestionText[] = [
  { id: 141, sortOrder: 1, kind: 'condition', who: 'both', detailFields: 'standard', text: 'In the past 5 years, have you been diagnosed with or treated for heart disease, a stroke or high blood pressure?' },
  { id: 142, sortOrder: 2, kind: 'condition', who: 'both', detailFields: 'standard', text: 'In the past 5 years, have you been diagnosed with or treated for diabetes, kidney disease or liver disease?' },
  { id: 143, sortOrder: 3, kind: 'condition', who: 'both', detailFields: 'standard', text: 'Have you ever been diagnosed with or treated for cancer, a tumor or a blood disorder?' },
  { id: 144, sortOrder: 4, kind: 'condition', who: 'both', detailFields: 'standard', text: 'In the past 5 years, have you been diagnosed with or treated for asthma, COPD or another lung disorder?' },
  { id: 145, sortOrder: 5, kind: 'condition', who: 'both', detailFields: 'none', gender: 1, text: 'Are you currently pregnant?' },
  { id: 146, sortOrder: 6, kind: 'condition', who: 'both', detailFields: 'physician', text: 'Are you currently under the care of a physician, or have you been hospitalized in the past 12 months?' },
  { id: 147, sortOrder: 7, kind: 'condition', who: 'both', detailFields: 'physician', text: 'Has a physician advised you to have surgery or a diagnostic test that has not been done yet?' },
  { id: 148, sortOrder: 8, kind: 'medication', who: 'both', detailFields: 'none', text: 'Are you currently taking any prescription medication?' },
];

/** The questions, each linked to every underwritten plan of the data set (the Health Questions tab's categories). */
export function healthQuestionSeed(plans: readonly Pick<SeedPlan, 'slug' | 'category'>[]): SeedHealthQuestion[] {
  const underwritten = plans.filter((p) => (HEALTH_QUESTION_CATEGORIES as readonly string[]).includes(p.category)).map((p) => p.slug);
  return HEALTH_QUESTIONS.map((q) => ({ ...q, plans: underwritten }));
}
