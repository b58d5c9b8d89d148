import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLETION_MESSAGES, ENROLLMENT_MESSAGES, MESSAGES, STORE_WEB_MESSAGES, type DynamicTab, type EnrollmentStep, type TabKey } from '@benefit-store/domain';
import { getClientState, setKeys, useClientState } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { ProgressBar } from './progress-bar';
import { WizardStep } from './wizard-step';

vi.mock('./step-registry', async () => {
  const { StepActions } = await import('./step-actions');
  const { Form } = await import('../../../components/form');
  const { useForm } = await import('react-hook-form');
  const { useState } = await import('react');
  function FakeStep({ tab, step, onSaved }: { tab: TabKey; step: { saved_tabs: string[] }; onSaved(): void }) {
    const form = useForm();
    // Read once, as a step's form reads its saved values once.
    const [openedOn] = useState(step.saved_tabs.join(',') || 'nothing saved');
    return (
      <Form form={form} onSubmit={() => onSaved()} serverFields={[]}>
        <h1>{tab}</h1>
        <p>opened on: {openedOn}</p>
        <StepActions mode="step" saveLater />
      </Form>
    );
  }
  return { STEP_COMPONENTS: { primary_info: FakeStep, contact_info: FakeStep }, preloadStep: () => Promise.resolve(), stepCodeLoaded: () => true };
});

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const TABS: DynamicTab[] = [
  { tab_name: 'primary_info', required: true, order: 0 },
  { tab_name: 'contact_info', required: true, order: 1 },
  { tab_name: 'employer_info', required: false, order: 2 },
  { tab_name: 'review_info', required: true, order: 6 },
];

const step = (saved: TabKey[]): EnrollmentStep => ({ tabs: TABS, saved_tabs: saved, fields: [], value: null, options: {}, enroll_by: 'applicant', type: 'new-user' });

function renderWizard(path: string) {
  const routes = [
    { path: '/enrollment/personal-info', element: <WizardStep tab="primary_info" /> },
    { path: '/enrollment/contact-info', element: <WizardStep tab="contact_info" /> },
    { path: '*', element: <p>elsewhere</p> },
  ];
  return renderPage(routes, path).router;
}

beforeEach(() => {
  useClientState.setState({ tempId: ENROLLMENT_ID, cartCount: 1, navto: null });
});

describe('the progress bar', () => {
  it("numbers the required steps from 1, marks those before the current one done, and says 'Step 2 of 3: Contact Information'", () => {
    render(<ProgressBar tabs={['primary_info', 'contact_info', 'review_info']} current="contact_info" />);
    expect(screen.getByText('Step 2 of 3: Contact Information')).toBeTruthy();
    const items = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['done', 'current', 'todo']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(items[0]!.textContent).toContain(ENROLLMENT_MESSAGES.wizardStepDone);
  });
});

describe('the wizard', () => {
  it('sends a visitor who skipped ahead to the first unsaved required step', async () => {
    stubApi({ 'get-enrollment-step': () => ({ body: { status: 'success', data: step([]) } }) });
    const router = renderWizard('/enrollment/contact-info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/personal-info'));
    expect(await screen.findByRole('heading', { name: 'primary_info' })).toBeTruthy();
  });

  it('goes back to the cart from the first step and on to the next required step after a save, with id=1', async () => {
    const user = userEvent.setup();
    stubApi({ 'get-enrollment-step': { body: { status: 'success', data: step(['primary_info']) } } });
    const router = renderWizard('/enrollment/personal-info?id=1');
    await screen.findByRole('heading', { name: 'primary_info' });
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.nextStep }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/enrollment/contact-info?id=1'));
    await screen.findByRole('heading', { name: 'contact_info' });
    await user.click(screen.getByRole('button', { name: STORE_WEB_MESSAGES.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/personal-info'));
    await screen.findByRole('heading', { name: 'primary_info' });
    await user.click(screen.getByRole('button', { name: STORE_WEB_MESSAGES.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it("after a save, opens the next step on the server's answer asked for once, and does not ask again for the step it leaves", async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'get-enrollment-step': (url) => ({ body: { status: 'success', data: step(url.searchParams.get('tab') === 'contact_info' ? ['primary_info'] : []) } }) });
    const router = renderWizard('/enrollment/personal-info');
    await screen.findByRole('heading', { name: 'primary_info' });
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.nextStep }));
    await screen.findByRole('heading', { name: 'contact_info' });
    expect(router.state.location.pathname).toBe('/enrollment/contact-info');
    const asked = calls.filter((c) => c.url.pathname.endsWith('/get-enrollment-step')).map((c) => c.url.searchParams.get('tab'));
    expect(asked).toEqual(['primary_info', 'contact_info']);
  });

  it('opens a step saved and left on what was saved when the person comes Back to it, not on what it showed before', async () => {
    const user = userEvent.setup();
    let saved = false;
    stubApi({ 'get-enrollment-step': () => ({ body: { status: 'success', data: step(saved ? ['primary_info'] : []) } }) });
    renderWizard('/enrollment/personal-info');
    await screen.findByText('opened on: nothing saved');
    saved = true;
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.nextStep }));
    await screen.findByRole('heading', { name: 'contact_info' });
    // The server's answer for the step gone back to is held until the page has been looked at.
    const answered = vi.mocked(fetch);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let askedAgain = 0;
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      if (new URL(input instanceof Request ? input.url : String(input), 'http://store.test').searchParams.get('tab') === 'primary_info') askedAgain += 1;
      await held;
      return answered(input, init);
    });
    await user.click(screen.getByRole('button', { name: STORE_WEB_MESSAGES.back }));
    await waitFor(() => expect(askedAgain).toBe(1));
    expect(screen.queryByRole('heading', { name: 'contact_info' })).toBeNull();
    expect(screen.queryByText(/^opened on/)).toBeNull();
    release();
    expect(await screen.findByText('opened on: primary_info')).toBeTruthy();
  });

  it('returns to the review after a save when the navto marker is set, and clears it', async () => {
    const user = userEvent.setup();
    setKeys({ navto: 'review-confirm' });
    stubApi({ 'get-enrollment-step': { body: { status: 'success', data: step(['primary_info']) } } });
    const router = renderWizard('/enrollment/contact-info');
    await screen.findByRole('heading', { name: 'contact_info' });
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.nextStep }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/review-confirm'));
    expect(getClientState().navto).toBeNull();
  });

  it('shows a visible failure with Retry when the step cannot be loaded', async () => {
    stubApi({ 'get-enrollment-step': { status: 500, body: { status: 'error', message: MESSAGES.serverError, errorCode: 'serverError' } } });
    renderWizard('/enrollment/personal-info');
    expect((await screen.findByRole('alert')).textContent).toContain(ENROLLMENT_MESSAGES.wizardStepLoadFailed);
  });

  it('Cancel Enrollment asks first, then forgets the enrollment and its cart count and goes to the plans', async () => {
    const user = userEvent.setup();
    stubApi({ 'get-enrollment-step': { body: { status: 'success', data: step([]) } } });
    const router = renderWizard('/enrollment/personal-info');
    await screen.findByRole('heading', { name: 'primary_info' });
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.cancelEnrollment }));
    const dialog = await screen.findByRole('dialog', { name: ENROLLMENT_MESSAGES.cancelEnrollmentConfirm });
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.yes }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(getClientState().tempId).toBeNull();
    expect(getClientState().cartCount).toBe(0);
  });

  it("Save & Continue Later flags an empty e-mail, then shows 'Information Saved!!! Check your email to continue'", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'get-enrollment-step': { body: { status: 'success', data: step(['primary_info']) } },
      'save-enrollment': { body: { status: 'success', message: ENROLLMENT_MESSAGES.saveLaterSaved, data: { result: { email: 'a@example.com', saved_tab: 'contact_info' } } } },
    });
    renderWizard('/enrollment/contact-info');
    await screen.findByRole('heading', { name: 'contact_info' });
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.saveAndContinueLater }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: ENROLLMENT_MESSAGES.sendCode }));
    expect(await within(dialog).findByText(MESSAGES.enterValidEmail)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.resumeEmailLabel), 'a@example.com');
    await user.click(within(dialog).getByRole('button', { name: ENROLLMENT_MESSAGES.sendCode }));
    expect(await within(dialog).findByText(ENROLLMENT_MESSAGES.saveLaterSaved)).toBeTruthy();
    // A success notice, read out politely, and the dialog's description.
    const notice = within(dialog).getByRole('status');
    expect(notice.dataset.kind).toBe('success');
    expect(notice.textContent).toContain(ENROLLMENT_MESSAGES.saveLaterSaved);
    expect(dialog.getAttribute('aria-describedby')).toBe(notice.id);
    const sent = calls.find((c) => c.url.pathname.endsWith('/save-enrollment'));
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({ enrollment_id: ENROLLMENT_ID, email: 'a@example.com', tab: 'contact_info' });
    expect(within(dialog).getByRole('button', { name: ENROLLMENT_MESSAGES.startNewEnrollment })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: ENROLLMENT_MESSAGES.continueCurrentEnrollment })).toBeTruthy();
  });
});

describe('a completed enrollment (issue 26 item 8: finished is finished)', () => {
  const finished = (): EnrollmentStep => ({ ...step(['primary_info', 'contact_info']), completed: true });

  it('shows the step read-only: no form, a note with links to the receipt and the home', async () => {
    stubApi({ 'get-enrollment-step': { body: { status: 'success', data: finished() } } });
    renderWizard('/enrollment/contact-info');
    expect(await screen.findByRole('heading', { level: 1, name: ENROLLMENT_MESSAGES.enrollmentFinishedTitle })).toBeTruthy();
    expect(screen.getByText(ENROLLMENT_MESSAGES.enrollmentFinished)).toBeTruthy();
    expect(screen.getByRole('link', { name: ENROLLMENT_MESSAGES.viewReceipt }).getAttribute('href')).toBe('/enrollment/receipt/');
    expect(screen.getByRole('link', { name: COMPLETION_MESSAGES.returnHome }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'contact_info' })).toBeNull();
    expect(screen.queryByRole('button', { name: ENROLLMENT_MESSAGES.nextStep })).toBeNull();
    expect(document.querySelectorAll('input, select, textarea').length).toBe(0);
  });

  it('finds the enrollment this tab’s receipt showed once the stored id is forgotten', async () => {
    sessionStorage.setItem('benefit-store-receipt', ENROLLMENT_ID);
    useClientState.setState({ tempId: null });
    const asked: string[] = [];
    stubApi({
      'get-enrollment-step': (url) => {
        asked.push(url.searchParams.get('enrollment_id') ?? '');
        return { body: { status: 'success', data: finished() } };
      },
    });
    const router = renderWizard('/enrollment/personal-info');
    expect(await screen.findByRole('heading', { level: 1, name: ENROLLMENT_MESSAGES.enrollmentFinishedTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enrollment/personal-info');
    expect(asked).toEqual([ENROLLMENT_ID]);
    sessionStorage.clear();
  });
});
