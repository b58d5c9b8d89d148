import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { getClientState } from '../../../lib/client-state';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/render';
import { ContinueEnrollmentPage } from './continue-enrollment-page';

const ENROLLMENT_ID = 'AbCdEfGhIjKlMnOpQrStUv';

function StepPage() {
  const { step } = useParams();
  return <p>Step: {step}</p>;
}

function open() {
  const router = createMemoryRouter(
    [
      { path: '/continue-enrollment', element: <ContinueEnrollmentPage /> },
      { path: '/enrollment/:step', element: <StepPage /> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    { initialEntries: ['/continue-enrollment'] },
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const code = () => screen.getByLabelText(ENROLLMENT_MESSAGES.resumeCodeLabel);
const email = () => screen.getByLabelText(ENROLLMENT_MESSAGES.resumeEmailLabel);
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const fieldError = (target_element: string, error_message: string) => ({
  status: 422,
  body: { status: 'error', message: error_message, errorCode: 'validationError', data: [{ target_element, error_message }] },
});

async function fillAndContinue(typedCode: string, typedEmail: string) {
  const user = userEvent.setup();
  if (typedCode) await user.type(code(), typedCode);
  if (typedEmail) await user.type(email(), typedEmail);
  await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.resumeContinue }));
}

describe('the continue-enrollment page', () => {
  it("shows 'Welcome to the store' and asks for the code and the e-mail address", () => {
    stubApi({});
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the store' })).toBeTruthy();
    expect(screen.getByText('Please Enter Your Code and Email Address')).toBeTruthy();
    expect(code()).toBeTruthy();
    expect(email().getAttribute('type')).toBe('email');
  });

  it("says 'Field is required' under an empty code and an empty e-mail, without calling the server", async () => {
    const calls = stubApi({});
    open();
    await fillAndContinue('', '');
    await waitFor(() => expect(errorUnder(code())).toBe(MESSAGES.fieldRequired));
    expect(errorUnder(email())).toBe(MESSAGES.fieldRequired);
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code());
    expect(calls).toHaveLength(0);
  });

  it("refuses a code that cannot be one and says 'Enter valid email address' under a malformed e-mail", async () => {
    const calls = stubApi({});
    open();
    await fillAndContinue('ABC-1O', 'ana@');
    await waitFor(() => expect(errorUnder(code())).toBe(ENROLLMENT_MESSAGES.invalidResumeCode));
    expect(errorUnder(email())).toBe(MESSAGES.enterValidEmail);
    expect(calls).toHaveLength(0);
  });

  it('shows the server error under the e-mail field when the server names the e-mail', async () => {
    stubApi({ 'continue-enrollment': fieldError('email', ENROLLMENT_MESSAGES.resumeEmailMismatch) });
    open();
    await fillAndContinue('abcde-fghjk', 'other@example.com');
    await waitFor(() => expect(errorUnder(email())).toBe(ENROLLMENT_MESSAGES.resumeEmailMismatch));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(code().getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(email());
  });

  it('shows the server error under the code field when the server names the code', async () => {
    stubApi({ 'continue-enrollment': fieldError('code', ENROLLMENT_MESSAGES.resumeCodeExpired) });
    open();
    await fillAndContinue('ABCDEFGHJK', 'ana@example.com');
    await waitFor(() => expect(errorUnder(code())).toBe(ENROLLMENT_MESSAGES.resumeCodeExpired));
    expect(email().getAttribute('aria-invalid')).toBe('false');
  });

  it('announces a refusal that names no field (too many attempts) in the summary', async () => {
    stubApi({ 'continue-enrollment': { status: 429, body: { status: 'error', message: MESSAGES.tooManyRequests, errorCode: 'tooManyRequests' } } });
    open();
    await fillAndContinue('ABCDEFGHJK', 'ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.tooManyRequests);
  });

  it('sends the code as the e-mail shows it, stores the enrollment and opens the saved tab', async () => {
    const calls = stubApi({
      'continue-enrollment': {
        body: {
          status: 'success',
          data: {
            result: {
              enrollment_id: ENROLLMENT_ID,
              saved_tab: 'contact_info',
              others: { group_id: 12, platform_group_id: 3, agent_id: 7, open_type: 'agent', eprocess: 'rep', effective_date: '08/01/2026', type: 'new-user', tier: 'IS' },
            },
          },
        },
      },
    });
    getClientState().update({ tempId: 'ZZZZZZZZZZZZZZZZZZZZZZ', cartCount: 4 });
    sessionStorage.setItem('navto', 'review-confirm');
    const router = open();
    await fillAndContinue(' abcde-fghjk ', 'ana@example.com');
    // What the visitor sees: the path changes before the route has rendered, so wait for the step itself.
    expect(await screen.findByText('Step: contact-info')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enrollment/contact-info');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ code: 'ABCDEFGHJK', email: 'ana@example.com' });
    expect(calls[0]!.init?.method).toBe('POST');
    expect(getClientState()).toMatchObject({
      tempId: ENROLLMENT_ID,
      group_id: 12,
      portal_id: 3,
      agent_id: 7,
      open_type: 'agent',
      eprocess: 'rep',
      effectiveDate: '08/01/2026',
      enroll_type: 'new-member',
      tier: 'IS',
      cartCount: 0,
      redirectionType: null,
    });
    expect(sessionStorage.getItem('navto')).toBeNull();
  });

  it('opens each saved tab on its own step: an existing member resuming health questions', async () => {
    stubApi({
      'continue-enrollment': {
        body: {
          status: 'success',
          data: {
            result: {
              enrollment_id: ENROLLMENT_ID,
              saved_tab: 'health_info',
              others: { group_id: null, platform_group_id: null, agent_id: null, open_type: null, eprocess: 'applicant', effective_date: null, type: 'existing-user', tier: 'IO' },
            },
          },
        },
      },
    });
    const router = open();
    await fillAndContinue('ABCDEFGHJK', 'ana@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/health-questions'));
    expect(getClientState().enroll_type).toBe('existing-member');
  });
});
