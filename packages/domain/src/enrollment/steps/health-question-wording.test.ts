import { describe, expect, it } from 'vitest';
import { healthQuestionTextFor } from './health-question-wording.js';

// Issue 27 item 3: a dependent's health questions name the dependent, not "you" (decision 0077).
describe('a health question asked about a dependent', () => {
  it.each([
    ['Are you currently pregnant?', 'Is your spouse currently pregnant?'],
    [
      'In the past 5 years, have you been diagnosed with or treated for heart disease, a stroke or high blood pressure?',
      'In the past 5 years, has your spouse been diagnosed with or treated for heart disease, a stroke or high blood pressure?',
    ],
    ['Have you ever been diagnosed with or treated for cancer, a tumor or a blood disorder?', 'Has your spouse ever been diagnosed with or treated for cancer, a tumor or a blood disorder?'],
    [
      'Are you currently under the care of a physician, or have you been hospitalized in the past 12 months?',
      'Is your spouse currently under the care of a physician, or has your spouse been hospitalized in the past 12 months?',
    ],
    [
      'Has a physician advised you to have surgery or a diagnostic test that has not been done yet?',
      'Has a physician advised your spouse to have surgery or a diagnostic test that has not been done yet?',
    ],
    ['Are you currently taking any prescription medication?', 'Is your spouse currently taking any prescription medication?'],
    ['Do you smoke?', 'Does your spouse smoke?'],
    ['Were you treated by your doctor?', "Was your spouse treated by your spouse's doctor?"],
    ['You have been told you were ill?', 'Your spouse has been told your spouse was ill?'],
    ["You're taking care of yourself?", 'Your spouse is taking care of themselves?'],
    ['Has this person ever smoked?', 'Has this person ever smoked?'],
  ])('%s', (text, spouse) => {
    expect(healthQuestionTextFor(text, 'spouse')).toBe(spouse);
  });

  it('names a child as "your child", and leaves the applicant\'s questions as the catalog wrote them', () => {
    expect(healthQuestionTextFor('Are you currently taking any prescription medication?', 'child')).toBe('Is your child currently taking any prescription medication?');
    expect(healthQuestionTextFor('Are you currently pregnant?', 'applicant')).toBe('Are you currently pregnant?');
  });
});
