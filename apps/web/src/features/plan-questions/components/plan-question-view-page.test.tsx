import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLAN_QUESTION_MESSAGES } from '@benefit-store/domain';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/render';
import { Component as PlanQuestionViewPage } from './plan-question-view-page';

const VIEW = {
  status: 'success',
  data: {
    plan_id: 12,
    plan_name: 'Evergreen Recovery Care',
    carrier_name: 'Evergreen Mutual',
    questions: [
      { question_id: 501, question_text: 'Were you in a hospital?', question_sub_type: 'detail', options: [], require_detail: true },
      { question_id: 502, question_text: 'Any of the following?', question_sub_type: 'checkbox', options: [{ option_id: 1, option_text: 'Stroke', option_group: 'c' }], require_detail: false },
    ],
  },
};

const PLANS = { status: 'success', data: { plans: [{ plan_id: 12, plan_name: 'Evergreen Recovery Care', carrier_name: 'Evergreen Mutual' }] } };

function open(address: string) {
  const router = createMemoryRouter([{ path: '/PlanQuestionView', element: <PlanQuestionViewPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the questionnaire view', () => {
  it("lists the plan's questions numbered, with what a Yes asks, and nothing to answer with", async () => {
    stubApi({ 'get-plan-question-view': { body: VIEW } });
    open('/PlanQuestionView?planId=12');
    await screen.findByRole('heading', { level: 3, name: 'Question 1 of 2 Were you in a hospital?' });
    expect(screen.getByRole('link', { name: 'Evergreen Recovery Care, offered by Evergreen Mutual' }).getAttribute('href')).toBe('/plan/12/Evergreen%20Recovery%20Care');
    expect(screen.getByText('Stroke')).toBeTruthy();
    expect(screen.getByText(PLAN_QUESTION_MESSAGES.viewDetailKind)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('says so when the plan has no questions', async () => {
    stubApi({ 'get-plan-question-view': { body: { ...VIEW, data: { ...VIEW.data, questions: [] } } } });
    open('/PlanQuestionView?planId=12');
    await screen.findByText(PLAN_QUESTION_MESSAGES.noQuestions);
  });

  // Review of issue 27 item 6: without a plan the page was a dead end ("open it from a plan's page", which had no link).
  it('lists the plans with health questions, each a link to its questionnaire, without a plan', async () => {
    const calls = stubApi({ 'get-questionnaire-plans': { body: PLANS } });
    open('/PlanQuestionView');
    const link = await screen.findByRole('link', { name: 'Evergreen Recovery Care, offered by Evergreen Mutual' });
    expect(link.getAttribute('href')).toBe('/PlanQuestionView?planId=12');
    expect(screen.getByRole('heading', { level: 2, name: PLAN_QUESTION_MESSAGES.viewChooseTitle })).toBeTruthy();
    expect(screen.queryByText(PLAN_QUESTION_MESSAGES.viewNoPlan)).toBeNull();
    expect(calls.map((c) => c.url.pathname).filter((p) => p.endsWith('/get-plan-question-view'))).toEqual([]);
  });

  it('says an unknown plan\'s questionnaire was not found, above the plans that have one', async () => {
    stubApi({ 'get-plan-question-view': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } }, 'get-questionnaire-plans': { body: PLANS } });
    open('/PlanQuestionView?planId=999');
    await screen.findByText(PLAN_QUESTION_MESSAGES.viewNoPlan);
    await screen.findByRole('link', { name: 'Evergreen Recovery Care, offered by Evergreen Mutual' });
  });

  it('says so when no plan asks health questions', async () => {
    stubApi({ 'get-questionnaire-plans': { body: { status: 'success', data: { plans: [] } } } });
    open('/PlanQuestionView');
    await screen.findByText(PLAN_QUESTION_MESSAGES.viewNoneAsk);
    expect(screen.getByRole('link', { name: 'Browse plans' })).toBeTruthy();
  });

  it('offers Retry when the questions could not be loaded', async () => {
    stubApi({ 'get-plan-question-view': { status: 500, body: { status: 'error', message: 'Server error', errorCode: 'serverError' } } });
    open('/PlanQuestionView?planId=12');
    await screen.findByText(PLAN_QUESTION_MESSAGES.loadFailed, {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
