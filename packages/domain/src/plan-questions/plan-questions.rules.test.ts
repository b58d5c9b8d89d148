import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { pricePlan, type PricedPerson, type PricingRow } from '../pricing/price-plan.js';
import { PRICING_MESSAGES } from '../pricing/pricing.messages.js';
import { PLAN_QUESTION_MESSAGES } from './plan-questions.messages.js';
import { carrierAnswerErrors, carrierAnswersComplete, keptPlanAnswers, planAnswerErrors, planAnswersOutcome, whoOptionsFor } from './plan-questions.rules.js';
import { PlanAnswerInputSchema, type PlanAnswerInput, type PlanQuestionRule, type CarrierQuestion } from './plan-questions.schema.js';

const today = { year: 2026, month: 11, day: 23 };

const QUESTIONS: PlanQuestionRule[] = [
  { question_id: 1, question_text: 'Hospitalized?', question_sub_type: 'detail', options: [], require_detail: true, decline_on_yes: false, declining_options: [] },
  {
    question_id: 2,
    question_text: 'Any of these?',
    question_sub_type: 'checkbox',
    options: [
      { option_id: 21, option_text: 'Stroke', option_group: 'a' },
      { option_id: 22, option_text: 'Fracture', option_group: 'a' },
    ],
    require_detail: false,
    decline_on_yes: false,
    declining_options: [21],
  },
  { question_id: 3, question_text: 'Awaiting surgery?', question_sub_type: 'text_field', options: [], require_detail: false, decline_on_yes: true, declining_options: [] },
];

const entry = { dot_from: '01/02/2025', dot_to: '02/03/2025', reason_for_condition: 'Knee', degree_of_recovery: 'Full', physician_name_address: 'Dr. A, 1 Main St' };
const allNo: PlanAnswerInput[] = [1, 2, 3].map((id) => ({ question_id: id, yes_no_flag: '0' }));
const parse = (answers: PlanAnswerInput[]) => answers.map((a) => PlanAnswerInputSchema.parse(a));
const errorsOf = (answers: PlanAnswerInput[], tier: 'IO' | 'IF' = 'IO') =>
  planAnswerErrors(QUESTIONS, parse(answers), whoOptionsFor(tier), today).map((e) => `${e.target_element}: ${e.error_message}`);
const withAnswer = (i: number, a: Partial<PlanAnswerInput>) => allNo.map((x, n) => (n === i ? { ...x, ...a } : x));

describe('plan answers', () => {
  it.each<[string, PlanAnswerInput[], string[]]>([
    ['all No is complete', allNo, []],
    ['an unanswered question refuses with "Please answer all questions" under it', allNo.slice(1), [`answers.0.yes_no_flag: ${MESSAGES.answerAllQuestions}`]],
    ['a blank answer counts as unanswered', withAnswer(2, { yes_no_flag: '' }), [`answers.2.yes_no_flag: ${MESSAGES.answerAllQuestions}`]],
    ['a Yes asks who', withAnswer(2, { yes_no_flag: '1' }), [`answers.2.who: ${MESSAGES.fieldRequired}`]],
    ['who must be a person of the tier', withAnswer(2, { yes_no_flag: '1', who: 'spouse' }), [`answers.2.who: ${MESSAGES.invalidChoice}`]],
    ['a Yes to a checkbox question checks an option', withAnswer(1, { yes_no_flag: '1', who: 'self' }), [`answers.1.checkbox_answers: ${PLAN_QUESTION_MESSAGES.chooseOption}`]],
    ['an option of another question is refused', withAnswer(1, { yes_no_flag: '1', who: 'self', checkbox_answers: ['99'] }), [`answers.1.checkbox_answers: ${MESSAGES.invalidChoice}`]],
    ['a Yes to a detail question fills the first entry', withAnswer(0, { yes_no_flag: '1', who: 'self' }), [
      `answers.0.detail.0.dot_from: ${MESSAGES.fieldRequired}`,
      `answers.0.detail.0.dot_to: ${MESSAGES.fieldRequired}`,
      `answers.0.detail.0.reason_for_condition: ${MESSAGES.fieldRequired}`,
      `answers.0.detail.0.degree_of_recovery: ${MESSAGES.fieldRequired}`,
      `answers.0.detail.0.physician_name_address: ${MESSAGES.fieldRequired}`,
    ]],
    ['a complete entry passes, the second left empty', withAnswer(0, { yes_no_flag: '1', who: 'self', detail: [entry, {}] }), []],
    ['a started second entry must be complete', withAnswer(0, { yes_no_flag: '1', who: 'self', detail: [entry, { reason_for_condition: 'Back' }] }), [
      `answers.0.detail.1.dot_from: ${MESSAGES.fieldRequired}`,
      `answers.0.detail.1.dot_to: ${MESSAGES.fieldRequired}`,
      `answers.0.detail.1.degree_of_recovery: ${MESSAGES.fieldRequired}`,
      `answers.0.detail.1.physician_name_address: ${MESSAGES.fieldRequired}`,
    ]],
    ['dates are MM/DD/YYYY', withAnswer(0, { yes_no_flag: '1', who: 'self', detail: [{ ...entry, dot_from: '2025-01-02' }] }), [`answers.0.detail.0.dot_from: ${MESSAGES.invalidDateFormat}`]],
    ['a date cannot be in the future', withAnswer(0, { yes_no_flag: '1', who: 'self', detail: [{ ...entry, dot_to: '01/01/2027' }] }), [`answers.0.detail.0.dot_to: Date cannot be in the future`]],
    ['To cannot be before From', withAnswer(0, { yes_no_flag: '1', who: 'self', detail: [{ ...entry, dot_to: '01/01/2025' }] }), [`answers.0.detail.0.dot_to: ${PLAN_QUESTION_MESSAGES.toBeforeFrom}`]],
    ['an answer to a question the plan does not ask is refused', [...allNo, { question_id: 77, yes_no_flag: '0' }], [`answers.3.question_id: ${PLAN_QUESTION_MESSAGES.invalidQuestion}`]],
  ])('%s', (_, answers, expected) => {
    expect(errorsOf(answers)).toEqual(expected);
  });

  it('a spouse is a choice of the tiers that cover one', () => {
    expect(whoOptionsFor('IO')).toEqual(['self']);
    expect(whoOptionsFor('IS')).toEqual(['self', 'spouse']);
    expect(whoOptionsFor('IC')).toEqual(['self', 'child']);
    expect(whoOptionsFor('IF')).toEqual(['self', 'spouse', 'child']);
    expect(errorsOf(withAnswer(2, { yes_no_flag: '1', who: 'spouse' }), 'IF')).toEqual([]);
  });

  it('keeps only what a Yes asks, in the plan\'s order', () => {
    const kept = keptPlanAnswers(QUESTIONS, parse([{ question_id: 3, yes_no_flag: '0', who: 'self' }, { question_id: 1, yes_no_flag: '1', who: 'self', detail: [entry, {}] }, { question_id: 2, yes_no_flag: '0', checkbox_answers: ['21'] }]));
    expect(kept).toEqual([
      { question_id: 1, yes_no_flag: 1, who: 'self', checkbox_answers: [], detail: [entry] },
      { question_id: 2, yes_no_flag: 0, who: null, checkbox_answers: [], detail: [] },
      { question_id: 3, yes_no_flag: 0, who: null, checkbox_answers: [], detail: [] },
    ]);
  });
});

describe('the carrier decides by catalog data', () => {
  const outcome = (answers: PlanAnswerInput[]) => planAnswersOutcome(QUESTIONS, keptPlanAnswers(QUESTIONS, parse(answers)));
  it.each<[string, PlanAnswerInput[], string]>([
    ['all No is accepted', allNo, 'accepted'],
    ['a Yes to a question that does not decline is accepted', withAnswer(0, { yes_no_flag: '1', who: 'self', detail: [entry] }), 'accepted'],
    ['a Yes to a question that declines on Yes is declined', withAnswer(2, { yes_no_flag: '1', who: 'self' }), 'declined'],
    ['a checked option that declines is declined', withAnswer(1, { yes_no_flag: '1', who: 'self', checkbox_answers: ['21'] }), 'declined'],
    ['a checked option that does not decline is accepted', withAnswer(1, { yes_no_flag: '1', who: 'self', checkbox_answers: ['22'] }), 'accepted'],
  ])('%s', (_, answers, expected) => {
    expect(outcome(answers)).toBe(expected);
  });
});

describe('supplemental carrier questions', () => {
  const questions: CarrierQuestion[] = [
    { qid: 1, question: 'Actively at work?', true_condition: 1 },
    { qid: 2, question: 'Other coverage?', true_condition: null },
  ];
  it.each<[string, { qid: number; true_condition?: 0 | 1 }[], string[], string | null]>([
    ['required Yes and any answer pass', [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 0 }], [], null],
    ['a No to a required-Yes question asks for Yes', [{ qid: 1, true_condition: 0 }, { qid: 2, true_condition: 1 }], ['aflac_data.0.true_condition: *Answer should be Yes to continue'], 'Please answer yes in order to continue'],
    ['an unanswered required-Yes question asks for Yes', [{ qid: 2, true_condition: 1 }], ['aflac_data.0.true_condition: *Answer should be Yes to continue'], 'Please answer yes in order to continue'],
    ['an unanswered other question asks for Yes or No', [{ qid: 1, true_condition: 1 }], ['aflac_data.1.true_condition: *Answer should be Yes/No to continue'], MESSAGES.answerAllQuestions],
  ])('%s', (_, answers, errors, summary) => {
    const check = carrierAnswerErrors(questions, answers);
    expect(check.errors.map((e) => `${e.target_element}: ${e.error_message}`)).toEqual(errors);
    expect(check.summary).toBe(summary);
  });

  it('Add to Cart waits for saved answers with every required Yes', () => {
    expect(carrierAnswersComplete([], null)).toBe(true);
    expect(carrierAnswersComplete(questions, null)).toBe(false);
    expect(carrierAnswersComplete(questions, [{ qid: 1, true_condition: 0 }, { qid: 2, true_condition: 0 }])).toBe(false);
    expect(carrierAnswersComplete(questions, [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 0 }])).toBe(true);
  });
});

describe('pricing a plan that asks its questions first', () => {
  const plan = { id: 7, category: 'supplemental', rules: { questionsFirst: true } };
  const rows: PricingRow[] = [{ ppid: 70, tier: 'IO', ageMin: 18, ageMax: 64, gender: null, tobacco: null, state: null, priceCents: 2400 }];
  const person: PricedPerson = { age: 40, gender: 0, tobacco: null, state: 'NY', tier: 'IO', zip: '10001', annualSalary: null, weeklyHours: null };
  const outcomeOf = (answers: Map<number, 'accepted' | 'declined'>): string => {
    const result = pricePlan(plan, rows, person, {
      portalCode: null,
      questionsAnswered: (id) => answers.get(id) === 'accepted',
      questionsDeclined: (id) => answers.get(id) === 'declined',
      planIdOf: () => null,
    });
    return result.ok ? `ok:${result.row.ppid}` : `${result.code}: ${result.message}`;
  };
  it.each<[string, Map<number, 'accepted' | 'declined'>, string]>([
    ['unanswered: newQuestionsError', new Map(), `newQuestionsError: ${PRICING_MESSAGES.newQuestionsError}`],
    ['answered for another plan: still newQuestionsError', new Map([[8, 'accepted']]), `newQuestionsError: ${PRICING_MESSAGES.newQuestionsError}`],
    ['accepted: priced', new Map([[7, 'accepted']]), 'ok:70'],
    ['declined: declineError with its message', new Map([[7, 'declined']]), `declineError: ${PRICING_MESSAGES.declineError}`],
  ])('%s', (_, answers, expected) => {
    expect(outcomeOf(answers)).toBe(expected);
  });
});
