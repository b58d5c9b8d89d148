import { ENROLLMENT_MESSAGES, MESSAGES, PLAN_QUESTION_MESSAGES, PRICING_MESSAGES, type PlanCard, type PlanPricingDetail, type PlanQuestions } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../src/db/seed/demo/index.js';
import { isEncryptedField } from '../src/modules/shared/field-encryption.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { appWithCapturedLog } from './helpers/test-app.js';

const t = appWithCapturedLog({ demoData });
let planIds: Map<string, number>;
const RECOVERY = 'Evergreen Recovery Care';
const ACCIDENT = 'Northstar Accident Plus';

beforeAll(async () => {
  const browser = new Browser(t.app());
  planIds = new Map();
  for (const category of ['supplemental', 'accident']) {
    const groups = (await browser.get('get-menu-filtered-plans', { category })).json().data.result as { plans: PlanCard[] }[];
    for (const card of groups.flatMap((g) => g.plans)) planIds.set(card.plan_name, card.plan_id);
  }
});

const idOf = (name: string) => planIds.get(name)!;
const PHYSICIAN = 'Dr. Quill Marlowe, 12 Birch Lane';
const entry = { dot_from: '01/02/2025', dot_to: '02/03/2025', reason_for_condition: 'Pneumonia', degree_of_recovery: 'Full', physician_name_address: PHYSICIAN };
/** Accepted answers: a Yes with its details to the hospital question, a non-declining option, No to surgery. */
const accepting = [
  { question_id: 501, yes_no_flag: 1, who: 'self', detail: [entry] },
  { question_id: 502, yes_no_flag: 1, who: 'self', checkbox_answers: [5023] },
  { question_id: 503, yes_no_flag: 0 },
];

async function pricing(browser: Browser, id: string, plan: string): Promise<PlanPricingDetail> {
  const response = await browser.get('get-plan-pricing-detail', { pid: idOf(plan), enrollment_id: id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PlanPricingDetail;
}
const cartCount = async (browser: Browser, id: string) => (await browser.get('get-cart-count', { enrollment_id: id })).json().data.result as number;
const save = (browser: Browser, id: string, answers: unknown[]) => browser.post('save-question-answers', { enrollment_id: id, plan_id: idOf(RECOVERY), answers });

describe('plan questions (get-questions, save-question-answers, check-already-answered)', () => {
  it("get-questions sends the plan's questions without the carrier's rule, and the tier's people", async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser, { tier: 'IS' });
    const response = await browser.get('get-questions', { enrollment_id: id, plan_id: idOf(RECOVERY), type: 'save' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as PlanQuestions;
    expect(data.questions.map((q) => [q.question_id, q.question_sub_type])).toEqual([[501, 'detail'], [502, 'checkbox'], [503, 'text_field']]);
    expect(data.questions[1]!.options.map((o) => o.option_text)).toEqual(['Stroke', 'Organ transplant', 'Broken bone', 'Joint replacement']);
    expect(JSON.stringify(data)).not.toMatch(/declin/);
    expect(data).toMatchObject({ who_options: ['self', 'spouse'], answers: null, outcome: null });
  });

  it("refuses unanswered questions with 'Please answer all questions' under each, and a Yes without its details", async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    const response = await save(browser, id, [{ question_id: 501, yes_no_flag: 1, who: 'self' }]);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(MESSAGES.answerAllQuestions);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { target_element: 'answers.1.yes_no_flag', error_message: MESSAGES.answerAllQuestions },
        { target_element: 'answers.2.yes_no_flag', error_message: MESSAGES.answerAllQuestions },
        { target_element: 'answers.0.detail.0.physician_name_address', error_message: MESSAGES.fieldRequired },
      ]),
    );
    expect((await browser.get('check-already-answered', { enrollment_id: id, plan_id: idOf(RECOVERY) })).json().data).toEqual({ answered: false, outcome: null });
  });

  it('the plan asks its questions first (newQuestionsError); accepted answers price it and let it into the cart', async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    expect((await pricing(browser, id, RECOVERY)).errorCode).toBe('newQuestionsError');

    const saved = await save(browser, id, accepting);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ outcome: 'accepted', errorCode: null, message: PLAN_QUESTION_MESSAGES.saved });
    expect((await browser.get('check-already-answered', { enrollment_id: id, plan_id: idOf(RECOVERY) })).json().data).toEqual({ answered: true, outcome: 'accepted' });

    const priced = await pricing(browser, id, RECOVERY);
    expect(priced.errorCode).toBeNull();
    const mine = priced.plans.find((p) => p.is_selected_tier)!;
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf(RECOVERY), plan_pricing_id: mine.ppid });
    expect(added.statusCode, added.body).toBe(200);

    // A filter change re-prices the cart with the answers: the answered plan stays in it.
    expect((await browser.put(`change-filter-info/${id}`, { zip: '10002' })).statusCode).toBe(200);
    expect(await cartCount(browser, id)).toBe(1);

    // The saved answers come back to fill the form again, to this browser only.
    const again = (await browser.get('get-questions', { enrollment_id: id, plan_id: idOf(RECOVERY) })).json().data as PlanQuestions;
    expect(again.outcome).toBe('accepted');
    expect(again.answers?.[0]).toEqual({ question_id: 501, yes_no_flag: 1, who: 'self', checkbox_answers: [], detail: [entry] });
  });

  it('keeps the answers encrypted at rest, and never logs them', async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    expect((await save(browser, id, accepting)).statusCode).toBe(200);
    const db = t.app().database.db;
    const result = (await db.execute(sql`select * from plan_question_answers where enrollment_id = ${id}`)) as unknown as { rows: Record<string, unknown>[] };
    expect(result.rows).toHaveLength(1);
    const row = result.rows[0]!;
    expect(isEncryptedField(String(row.secret))).toBe(true);
    expect(JSON.stringify(row)).not.toContain('Pneumonia');
    expect(JSON.stringify(row)).not.toContain('Marlowe');
    expect(t.log()).not.toContain('Pneumonia');
    expect(t.log()).not.toContain('Marlowe');
  });

  it.each([
    ['a Yes to a question that declines on Yes', [...accepting.slice(0, 2), { question_id: 503, yes_no_flag: 1, who: 'self' }]],
    ['a declining option', [accepting[0], { question_id: 502, yes_no_flag: 1, who: 'self', checkbox_answers: [5021, 5023] }, accepting[2]]],
  ])('%s declines the plan: pricing and add-plan-to-cart refuse it with declineError, the cart unchanged', async (_, answers) => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    const priced = await pricing(browser, id, 'Northstar Accident Basic');
    const row = priced.plans.find((p) => p.is_selected_tier);
    if (row) expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf('Northstar Accident Basic'), plan_pricing_id: row.ppid })).statusCode).toBe(200);
    const before = await cartCount(browser, id);

    const saved = await save(browser, id, answers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ outcome: 'declined', errorCode: 'declineError', message: PRICING_MESSAGES.declineError });

    expect(await pricing(browser, id, RECOVERY)).toMatchObject({ plans: [], errorCode: 'declineError', message: PRICING_MESSAGES.declineError });
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf(RECOVERY), plan_pricing_id: 1 });
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ errorCode: 'declineError', message: PRICING_MESSAGES.declineError });
    expect(await cartCount(browser, id)).toBe(before);

    // The decline stands: answering again is refused.
    const again = await save(browser, id, accepting);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'declineError' });
    expect((await pricing(browser, id, RECOVERY)).errorCode).toBe('declineError');
  });

  it("a browser cannot read or answer another enrollment's questions (404)", async () => {
    const owner = new Browser(t.app());
    const id = await startEnrollment(owner);
    expect((await save(owner, id, accepting)).statusCode).toBe(200);
    const stranger = new Browser(t.app());
    await startEnrollment(stranger);
    expect((await stranger.get('get-questions', { enrollment_id: id, plan_id: idOf(RECOVERY) })).statusCode).toBe(404);
    expect((await stranger.get('check-already-answered', { enrollment_id: id, plan_id: idOf(RECOVERY) })).statusCode).toBe(404);
    expect((await save(stranger, id, accepting)).statusCode).toBe(404);
    expect((await stranger.get('get-aflac-questions', { enrollment_id: id, plan_id: idOf(ACCIDENT) })).statusCode).toBe(404);
    expect((await stranger.post('save-aflac-questions', { enrollment_id: id, plan_id: idOf(ACCIDENT), aflac_data: [] })).statusCode).toBe(404);
  });

  it('an unknown plan is a 404 and a plan without questions refuses a save', async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    expect((await browser.get('get-questions', { enrollment_id: id, plan_id: 999_999 })).statusCode).toBe(404);
    const none = await browser.post('save-question-answers', { enrollment_id: id, plan_id: idOf('Northstar Accident Basic'), answers: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().data).toEqual([{ target_element: 'plan_id', error_message: PLAN_QUESTION_MESSAGES.noQuestions }]);
  });
});

describe('supplemental carrier questions (get-aflac-questions, save-aflac-questions)', () => {
  async function accidentRow(browser: Browser, id: string): Promise<number> {
    const detail = await pricing(browser, id, ACCIDENT);
    expect(detail.errorCode).toBeNull();
    return detail.plans.find((p) => p.is_selected_tier)!.ppid;
  }

  it('add-plan-to-cart refuses the plan until the required-Yes question is saved Yes, the cart unchanged', async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    const questions = (await browser.get('get-aflac-questions', { enrollment_id: id, plan_id: idOf(ACCIDENT) })).json().data;
    expect(questions).toMatchObject({ answers: null, saved: false });
    expect(questions.questions.map((q: { qid: number; true_condition: number | null }) => [q.qid, q.true_condition])).toEqual([[601, 1], [602, null]]);

    const ppid = await accidentRow(browser, id);
    const refused = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf(ACCIDENT), plan_pricing_id: ppid });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PLAN_QUESTION_MESSAGES.carrierRequired);
    expect(await cartCount(browser, id)).toBe(0);

    const no = await browser.post('save-aflac-questions', { enrollment_id: id, plan_id: idOf(ACCIDENT), aflac_data: [{ qid: 601, true_condition: 0 }] });
    expect(no.statusCode).toBe(422);
    expect(no.json()).toMatchObject({
      message: ENROLLMENT_MESSAGES.answerYesToContinue,
      data: [
        { target_element: 'aflac_data.0.true_condition', error_message: ENROLLMENT_MESSAGES.answerShouldBeYes },
        { target_element: 'aflac_data.1.true_condition', error_message: ENROLLMENT_MESSAGES.answerShouldBeYesNo },
      ],
    });
    expect((await browser.get('get-aflac-questions', { enrollment_id: id, plan_id: idOf(ACCIDENT) })).json().data.saved).toBe(false);

    const yes = await browser.post('save-aflac-questions', { enrollment_id: id, plan_id: idOf(ACCIDENT), aflac_data: [{ qid: 601, true_condition: 1 }, { qid: 602, true_condition: 0 }] });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().data).toMatchObject({ saved: true, answers: [{ qid: 601, true_condition: 1 }, { qid: 602, true_condition: 0 }] });
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf(ACCIDENT), plan_pricing_id: ppid });
    expect(added.statusCode, added.body).toBe(200);
    expect(await cartCount(browser, id)).toBe(1);
  });

  it("the listing hides the plan's Add to Cart until the answers are saved, and lists the answered questions-first plan priced", async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    const card = async (category: string, name: string) => {
      const groups = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: category })).json().data.result as { plans: PlanCard[] }[];
      return groups.flatMap((g) => g.plans).find((p) => p.plan_name === name)!;
    };
    expect(await card('accident', ACCIDENT)).toMatchObject({ hide_add_to_cart: true });
    expect(await card('accident', 'Northstar Accident Basic')).toMatchObject({ hide_add_to_cart: false });
    expect((await card('supplemental', RECOVERY)).hide_add_to_cart).toBe(true);

    await browser.post('save-aflac-questions', { enrollment_id: id, plan_id: idOf(ACCIDENT), aflac_data: [{ qid: 601, true_condition: 1 }, { qid: 602, true_condition: 1 }] });
    expect(await card('accident', ACCIDENT)).toMatchObject({ hide_add_to_cart: false });
    expect((await save(browser, id, accepting)).statusCode).toBe(200);
    const recovery = await card('supplemental', RECOVERY);
    expect(recovery.hide_add_to_cart).toBe(false);
    expect(Number(recovery.plan_price)).toBeGreaterThan(0);
  });

  it('a plan without carrier questions is saved already', async () => {
    const browser = new Browser(t.app());
    const id = await startEnrollment(browser);
    expect((await browser.get('get-aflac-questions', { enrollment_id: id, plan_id: idOf('Northstar Accident Basic') })).json().data).toEqual({ questions: [], answers: null, saved: true });
  });
});

describe('the questionnaire view (get-plan-question-view, the /PlanQuestionView page)', () => {
  it("any visitor reads a plan's questions without an enrollment, and without the carrier's rule", async () => {
    const browser = new Browser(t.app());
    const response = await browser.get('get-plan-question-view', { plan_id: idOf(RECOVERY) });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { plan_id: number; plan_name: string; carrier_name: string; questions: PlanQuestions['questions'] };
    expect([data.plan_id, data.plan_name]).toEqual([idOf(RECOVERY), RECOVERY]);
    expect(data.carrier_name).not.toBe('');
    expect(data.questions.map((q) => [q.question_id, q.question_sub_type])).toEqual([[501, 'detail'], [502, 'checkbox'], [503, 'text_field']]);
    expect(JSON.stringify(data)).not.toMatch(/declin|answers|who_options/);
  });

  it('a plan without questions answers an empty list; an unknown plan is not found', async () => {
    const browser = new Browser(t.app());
    const none = await browser.get('get-plan-question-view', { plan_id: idOf(ACCIDENT) });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.questions).toEqual([]);
    expect((await browser.get('get-plan-question-view', { plan_id: 999999 })).statusCode).toBe(404);
    expect((await browser.get('get-plan-question-view', { plan_id: 'abc' })).statusCode).toBe(422);
  });
});

// Review of issue 27 item 6: the questionnaire was reachable by its address alone.
describe('the way to a questionnaire (get-questionnaire-plans, get-plan-detail has_questions)', () => {
  it('lists the plans that ask health questions, to choose from, for any visitor', async () => {
    const browser = new Browser(t.app());
    const response = await browser.get('get-questionnaire-plans');
    expect(response.statusCode, response.body).toBe(200);
    const plans = (response.json().data as { plans: { plan_id: number; plan_name: string; carrier_name: string }[] }).plans;
    expect(plans.map((p) => p.plan_name)).toContain(RECOVERY);
    expect(plans.map((p) => p.plan_name)).not.toContain(ACCIDENT);
    for (const plan of plans) {
      expect(plan.carrier_name).not.toBe('');
      expect((await browser.get('get-plan-question-view', { plan_id: plan.plan_id })).json().data.questions.length, plan.plan_name).toBeGreaterThan(0);
    }
  });

  it("tells the plan's page whether the plan has questions to read", async () => {
    const browser = new Browser(t.app());
    expect((await browser.get(`get-plan-detail/${idOf(RECOVERY)}`)).json().data.has_questions).toBe(true);
    expect((await browser.get(`get-plan-detail/${idOf(ACCIDENT)}`)).json().data.has_questions).toBe(false);
  });
});
