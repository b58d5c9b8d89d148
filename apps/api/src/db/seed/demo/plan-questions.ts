import type { SeedPlanQuestions } from '../load-plan-questions.js';

/**
 * The demo plan questions (fictional wording). Evergreen Recovery Care (questionsFirst) asks three: a Yes to the
 * surgery question, or checking "Stroke" or "Organ transplant", declines it (docs/plan-rules-demo.md). Northstar
 * Accident Plus asks two supplemental carrier questions; the first must be answered Yes before Add to Cart shows.
 */
export const planQuestionsSeed: SeedPlanQuestions = {
  planQuestions: [
    {
      id: 501,
      plan: 'evergreen-recovery-care',
      sortOrder: 1,
      subType: 'detail',
      requireDetail: true,
      text: 'In the past 2 years, have you been admitted to a hospital for more than 3 days?',
    },
    {
      id: 502,
      plan: 'evergreen-recovery-care',
      sortOrder: 2,
      subType: 'checkbox',
      text: 'Have you ever been diagnosed with or treated for any of the following?',
      options: [
        { option_id: 5021, option_text: 'Stroke', option_group: 'conditions', declines: true },
        { option_id: 5022, option_text: 'Organ transplant', option_group: 'conditions', declines: true },
        { option_id: 5023, option_text: 'Broken bone', option_group: 'conditions' },
        { option_id: 5024, option_text: 'Joint replacement', option_group: 'conditions' },
      ],
    },
    {
      id: 503,
      plan: 'evergreen-recovery-care',
      sortOrder: 3,
      subType: 'text_field',
      declineOnYes: true,
      text: 'Are you currently scheduled for surgery or waiting for an organ transplant?',
    },
  ],
  carrierQuestions: [
    { id: 601, plan: 'northstar-accident-plus', sortOrder: 1, requiredYes: true, question: 'Are you actively at work and able to perform all the usual duties of your job?' },
    { id: 602, plan: 'northstar-accident-plus', sortOrder: 2, requiredYes: false, question: 'Do you have other accident insurance in force?' },
  ],
};
