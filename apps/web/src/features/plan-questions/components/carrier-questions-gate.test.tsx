import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROLLMENT_MESSAGES, MESSAGES, PLAN_QUESTION_MESSAGES, type CarrierQuestions } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { markPlanQuestionsSaved } from '../saved-notice';
import { CarrierQuestionsGate } from './carrier-questions-gate';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const ok = (data: unknown) => ({ body: { status: 'success', data } });
const QUESTIONS: CarrierQuestions = {
  questions: [
    { qid: 601, question: 'Actively at work?', true_condition: 1 },
    { qid: 602, question: 'Other accident insurance?', true_condition: null },
  ],
  answers: null,
  saved: false,
};
const addToCart = <button type="button">{'Add to Cart'}</button>;

describe('Add to Cart behind the supplemental carrier questions', () => {
  it('shows Add to Cart at once for a plan without carrier questions', async () => {
    stubApi({ 'get-aflac-questions': ok({ questions: [], answers: null, saved: true }) });
    renderPage(<CarrierQuestionsGate planId={3} tempId={TEMP_ID}>{addToCart}</CarrierQuestionsGate>);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it("hides Add to Cart until the required-Yes question is saved Yes, with the spec's messages", async () => {
    const sent: unknown[] = [];
    stubApi({
      'get-aflac-questions': ok(QUESTIONS),
      'save-aflac-questions': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok({ ...QUESTIONS, answers: [{ qid: 601, true_condition: 1 }, { qid: 602, true_condition: 0 }], saved: true });
      },
    });
    renderPage(<CarrierQuestionsGate planId={3} tempId={TEMP_ID}>{addToCart}</CarrierQuestionsGate>);
    const user = userEvent.setup();
    const first = await screen.findByRole('group', { name: /Actively at work/ });
    const second = screen.getByRole('group', { name: /Other accident insurance/ });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();

    await user.click(within(first).getByRole('radio', { name: MESSAGES.no }));
    await user.click(screen.getByRole('button', { name: PLAN_QUESTION_MESSAGES.carrierSave }));
    expect(await within(first).findByText(ENROLLMENT_MESSAGES.answerShouldBeYes)).toBeTruthy();
    expect(within(second).getByText(ENROLLMENT_MESSAGES.answerShouldBeYesNo)).toBeTruthy();
    expect(screen.getByText(ENROLLMENT_MESSAGES.answerYesToContinue)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(first).getByRole('radio', { name: MESSAGES.yes }));
    await user.click(within(second).getByRole('radio', { name: MESSAGES.no }));
    await user.click(screen.getByRole('button', { name: PLAN_QUESTION_MESSAGES.carrierSave }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy());
    expect(sent[0]).toEqual({ enrollment_id: TEMP_ID, plan_id: 3, aflac_data: [{ qid: 601, true_condition: 1 }, { qid: 602, true_condition: 0 }] });
  });
});

describe('the plan questions success message', () => {
  it('shows above the price once the answers were saved on this page', async () => {
    stubApi({ 'get-aflac-questions': ok({ questions: [], answers: null, saved: true }) });
    markPlanQuestionsSaved(4, PLAN_QUESTION_MESSAGES.saved);
    renderPage(<CarrierQuestionsGate planId={4} tempId={TEMP_ID}>{addToCart}</CarrierQuestionsGate>);
    expect(screen.getByRole('status').textContent).toBe(PLAN_QUESTION_MESSAGES.saved);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });
});
