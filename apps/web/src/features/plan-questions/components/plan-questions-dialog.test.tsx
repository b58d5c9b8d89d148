import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PLAN_QUESTION_MESSAGES, WEB_MESSAGES, type PlanQuestions } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { PlanQuestionsDialog } from './plan-questions-dialog';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const QUESTIONS: PlanQuestions = {
  questions: [
    { question_id: 501, question_text: 'Hospitalized for more than 3 days?', question_sub_type: 'detail', options: [], require_detail: true },
    {
      question_id: 502,
      question_text: 'Any of the following?',
      question_sub_type: 'checkbox',
      options: [
        { option_id: 5021, option_text: 'Stroke', option_group: 'conditions' },
        { option_id: 5023, option_text: 'Broken bone', option_group: 'conditions' },
      ],
      require_detail: false,
    },
  ],
  who_options: ['self', 'spouse'],
  answers: null,
  outcome: null,
};
const ok = (data: unknown) => ({ body: { status: 'success', data } });

function open(save: (body: unknown) => { body: unknown; status?: number }) {
  const onClose = vi.fn();
  const calls = stubApi({
    'get-questions': ok(QUESTIONS),
    'save-question-answers': (_url, init) => save(JSON.parse(String(init?.body))),
  });
  renderPage(<PlanQuestionsDialog planId={9} tempId={TEMP_ID} onClose={onClose} returnFocusTo={createRef()} />);
  return { onClose, calls };
}

const question = (name: RegExp) => screen.getByRole('group', { name: new RegExp(`^Question \\d+ ${name.source}`) });

describe('the plan questions form', () => {
  it("refuses an unanswered question with 'Please answer all questions' under it, and sends nothing", async () => {
    const { calls } = open(() => ok({}));
    const user = userEvent.setup();
    await screen.findByRole('group', { name: /^Question 1 Hospitalized/ });
    await user.click(within(question(/Hospitalized/)).getByRole('radio', { name: MESSAGES.no }));
    await user.click(screen.getByRole('button', { name: WEB_MESSAGES.submit }));
    expect(await within(question(/Any of the following/)).findByText(MESSAGES.answerAllQuestions)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/save-question-answers'))).toBe(false);
  });

  it('a Yes asks who, the options and the details; the saved answers close the form', async () => {
    const saved: unknown[] = [];
    const { onClose } = open((body) => {
      saved.push(body);
      return ok({ outcome: 'accepted', errorCode: null, message: PLAN_QUESTION_MESSAGES.saved });
    });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: /^Question 1 Hospitalized/ });
    await user.click(within(question(/Hospitalized/)).getByRole('radio', { name: MESSAGES.yes }));
    await user.click(within(question(/Any of the following/)).getByRole('radio', { name: MESSAGES.yes }));
    await user.click(screen.getByRole('button', { name: WEB_MESSAGES.submit }));
    // Each thing a Yes asks is refused with its message under it.
    expect((await screen.findAllByText(MESSAGES.fieldRequired)).length).toBeGreaterThan(1);
    expect(screen.getByText(PLAN_QUESTION_MESSAGES.chooseOption)).toBeTruthy();

    const whos = screen.getAllByLabelText(PLAN_QUESTION_MESSAGES.whoLabel);
    for (const who of whos) await user.selectOptions(who, PLAN_QUESTION_MESSAGES.whoSelf);
    await user.click(screen.getByRole('checkbox', { name: 'Broken bone' }));
    const first = screen.getByRole('group', { name: PLAN_QUESTION_MESSAGES.detailEntry({ n: 1 }) });
    await user.type(within(first).getByLabelText(PLAN_QUESTION_MESSAGES.dateFromLabel), '01022025');
    await user.type(within(first).getByLabelText(PLAN_QUESTION_MESSAGES.dateToLabel), '02032025');
    await user.type(within(first).getByLabelText(PLAN_QUESTION_MESSAGES.reasonLabel), 'Pneumonia');
    await user.type(within(first).getByLabelText(PLAN_QUESTION_MESSAGES.recoveryLabel), 'Full');
    await user.type(within(first).getByLabelText(PLAN_QUESTION_MESSAGES.physicianLabel), 'Dr. A, 1 Main St');
    await user.click(screen.getByRole('button', { name: WEB_MESSAGES.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({
      enrollment_id: TEMP_ID,
      plan_id: 9,
      answers: [
        { question_id: 501, yes_no_flag: 1, who: 'self', detail: [{ dot_from: '01/02/2025', dot_to: '02/03/2025', reason_for_condition: 'Pneumonia' }, {}] },
        { question_id: 502, yes_no_flag: 1, who: 'self', checkbox_answers: [5023] },
      ],
    });
  });

  it('a declining answer shows the decline message and keeps the form from closing by itself', async () => {
    const decline = 'Based on your answers to the plan questions, this plan cannot be offered to you.';
    const { onClose } = open(() => ok({ outcome: 'declined', errorCode: 'declineError', message: decline }));
    const user = userEvent.setup();
    await screen.findByRole('group', { name: /^Question 1 Hospitalized/ });
    await user.click(within(question(/Hospitalized/)).getByRole('radio', { name: MESSAGES.no }));
    await user.click(within(question(/Any of the following/)).getByRole('radio', { name: MESSAGES.no }));
    await user.click(screen.getByRole('button', { name: WEB_MESSAGES.submit }));
    expect(await screen.findByText(decline)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: WEB_MESSAGES.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a failed load shows the failure with a retry', async () => {
    stubApi({ 'get-questions': { status: 500, body: { status: 'error', message: 'Server error', errorCode: 'serverError' } } });
    renderPage(<PlanQuestionsDialog planId={9} tempId={TEMP_ID} onClose={vi.fn()} returnFocusTo={createRef()} />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
