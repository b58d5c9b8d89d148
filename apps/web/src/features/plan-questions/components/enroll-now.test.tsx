import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_QUESTION_MESSAGES, type PlanQuestions } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { EnrollNow } from './enroll-now';

const QUESTIONS: PlanQuestions = {
  questions: [{ question_id: 503, question_text: 'Scheduled for surgery?', question_sub_type: 'text_field', options: [], require_detail: false }],
  who_options: ['self'],
  answers: null,
  outcome: null,
};

describe('Enroll Now', () => {
  it('opens the plan questions form, and closing it returns focus to it', async () => {
    stubApi({ 'get-questions': { body: { status: 'success', data: QUESTIONS } } });
    renderPage(<EnrollNow planId={7} tempId="abcdefghijklmnopqrstuv" />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: PLAN_QUESTION_MESSAGES.enrollNow });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    await screen.findByRole('dialog', { name: PLAN_QUESTION_MESSAGES.formTitle });
    await screen.findByRole('group', { name: /^Question 1 Scheduled for surgery\?$/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
