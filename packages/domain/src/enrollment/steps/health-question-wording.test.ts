import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { currentI18n, setI18nResolver } from '../../i18n/catalog.js';
import { compileTranslations } from '../../i18n/compile.js';
import { dependentHealthPerson, healthQuestionsLead, healthQuestionTextFor, healthQuestionTextShown } from './health-question-wording.js';
import { HEALTH_MESSAGES } from './health-questions.messages.js';
import { checkHealthAnswers, type HealthQuestionSet } from './health-questions.schema.js';

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

describe('the rewording and another locale (decision 0077)', () => {
  const english = currentI18n();
  afterEach(() => setI18nResolver(() => english));
  /** A Spanish UI: the lead is translated; the carrier's question texts are not catalog texts and stay as given. */
  const spanish = () => {
    const es = setupI18n();
    es.loadAndActivate({ locale: 'es', locales: ['es-MX'], messages: compileTranslations({
        'health.aboutSpouseIntro': 'Responda cada pregunta sobre su cónyuge.',
        // The phrase the English rewrite once took from the catalog: it must never be spliced into the English text.
        'health.aboutSpouse': 'su cónyuge',
      }) });
    setI18nResolver(() => es);
  };
  const QUESTIONS: HealthQuestionSet = {
    codition_questions: [{ question_id: 141, question_text: 'Have you ever had heart disease?', detail_fields: 'none' }],
    medication_question: { question_id: 148, question_text: 'Are you currently taking any prescription medication?' },
  };
  const ALL_NO = { condition_questions: [{ question_id: 141, yes_no_flag: 0 }], medication_question: { question_id: 148, yes_no_flag: 0, medications: [] }, notes: '' };
  const storedTexts = () => {
    const { answers } = checkHealthAnswers(QUESTIONS, ALL_NO, { year: 2026, month: 11, day: 23 }, 0, 'spouse');
    return [answers.condition_questions[0]!.question_text, answers.medication_question!.question_text];
  };

  it('in English shows the questions reworded about the spouse, under the English lead', () => {
    expect(healthQuestionTextShown('Have you ever had heart disease?', 'spouse')).toBe('Has your spouse ever had heart disease?');
    expect(healthQuestionsLead('spouse')).toBe('Please answer each question about your spouse.');
    expect(healthQuestionsLead('applicant')).toBeNull();
  });

  it('in another locale shows the question text as the catalog gives it, under the translated lead, never a translation spliced into English', () => {
    spanish();
    expect(HEALTH_MESSAGES.aboutSpouseIntro).toBe('Responda cada pregunta sobre su cónyuge.');
    expect(healthQuestionTextShown('Have you ever had heart disease?', 'spouse')).toBe('Have you ever had heart disease?');
    expect(healthQuestionsLead('spouse')).toBe('Responda cada pregunta sobre su cónyuge.');
    expect(healthQuestionTextFor('Have you ever had heart disease?', 'spouse')).toBe('Has your spouse ever had heart disease?');
  });

  it('stores the English wording whatever the locale of the request', () => {
    const inEnglish = storedTexts();
    expect(inEnglish).toEqual(['Has your spouse ever had heart disease?', 'Is your spouse currently taking any prescription medication?']);
    spanish();
    expect(storedTexts()).toEqual(inEnglish);
  });
});

describe("whom a dependent's questions are asked of, read from the primary_info as sent", () => {
  it('takes the gender and relationship even when other fields are wrong, and nothing it cannot read', () => {
    expect(dependentHealthPerson({ gender: 0, relationship: 'spouse', first_name: '', birthdate: 'not a date' })).toEqual({ gender: 0, about: 'spouse' });
    expect(dependentHealthPerson({ gender: '1', relationship: 'child' })).toEqual({ gender: 1, about: 'child' });
    expect(dependentHealthPerson({ gender: 2, relationship: '' })).toEqual({ gender: null, about: 'dependent' });
    expect(dependentHealthPerson(null)).toEqual({ gender: null, about: 'dependent' });
  });

  it('words a dependent whose relationship is not chosen neutrally', () => {
    expect(healthQuestionTextFor('Are you currently pregnant?', 'dependent')).toBe('Is this dependent currently pregnant?');
    expect(healthQuestionsLead('dependent')).toBe(HEALTH_MESSAGES.aboutDependentIntro);
  });
});
