import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_MESSAGES, ENROLLMENT_MESSAGES, MESSAGES, REVIEW_MESSAGES, STORE_WEB_MESSAGES, type DynamicTab, type ReviewSummary, type TabKey } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import type { StepProps } from '../wizard/step-props';
import { StepComponentsContext, type StepComponents } from '../wizard/step-components-context';
import { WizardContext, type WizardControls } from '../wizard/wizard-context';
import ReviewConfirmStep from './review-confirm-step';

// The review's picture: drawn a little later, as a browser does (jsdom draws no canvas).
vi.mock('../../../lib/screenshot/capture-element', () => ({
  snapshotForm: () => ({ markup: '', css: '', width: 1, height: 1 }),
  snapshotToPng: () => new Promise<string>((resolve) => setTimeout(() => resolve('data:image/png;base64,iVBORw0KGgo='), 50)),
}));

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const REQUIRED: TabKey[] = ['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info'];
const tabs: DynamicTab[] = (['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'billing_info', 'agreement_info', 'review_info'] as const).map(
  (tab_name, order) => ({ tab_name, order, required: REQUIRED.includes(tab_name) }),
);

function summary(over: Partial<ReviewSummary['cart']> = {}, sections: Partial<ReviewSummary['sections']> = {}): ReviewSummary {
  return {
    cart: {
      result: [{ plan_id: 7, plan_pricing_id: 70, plan_name: 'Summit Critical Illness 10K', plan_logo: '', plan_category: 'critical', plan_type: 'ST', plan_short_text: '', tier: 'IO', price: '12.75', tier_price: '12.75', removable: 1 }],
      initial_month_cost: '22.75',
      recurring_month_cost: '12.75',
      special_message: null,
      has_l713: false,
      l713_net_price: null,
      quote_name: null,
      membership: null,
      admin_fee_percent: null,
      blackout_message: null,
      riders: [],
      one_time_fees: [],
      l713_lines: [],
      premier_site: true,
      effective_date: '12/01/2026',
      has_already_signed: false,
      signature_required: true,
      is_IHA: false,
      has_spouse: false,
      enroll_by: 'applicant',
      offers_text_notification: false,
      ...over,
    },
    sections: {
      primary_info: { first_name: 'Ana', last_name: 'Lopez', gender: 1, birthdate: '01/15/1990', ssn: '***-**-6789', marital_status: 0, prior_coverage_flag: 0 },
      contact_info: null,
      employer_info: null,
      benificiary_info: null,
      health_info: null,
      dependent_info: null,
      payment_info: { payment_method: 'cc', name_on_cc: 'Ana Lopez', brand: 'Visa', card_number: '******4242', expiration_month: '12', expiration_year: '2028' },
      agreement_info: null,
      ...sections,
    },
    agreement_texts: [],
    review_info: null,
  };
}

const makeStep = (enrollBy: StepProps['step']['enroll_by'] = 'applicant'): StepProps['step'] => ({ tabs, saved_tabs: [], fields: [], value: null, options: {}, enroll_by: enrollBy, type: 'new-user' });
const controls: WizardControls = { goBack: vi.fn(), requestCancel: vi.fn(), requestSaveLater: vi.fn() };

function renderReview(step = makeStep(), components: StepComponents = {}) {
  return renderPage(
    <WizardContext.Provider value={controls}>
      <StepComponentsContext.Provider value={components}>
        <ReviewConfirmStep tab="review_info" mode="step" step={step} onSaved={vi.fn()} />
      </StepComponentsContext.Provider>
    </WizardContext.Provider>,
    '/enrollment/review-confirm',
  );
}

const complete = () => screen.getByRole('button', { name: REVIEW_MESSAGES.completeEnrollment });
const smsBox = () => screen.queryByRole('checkbox', { name: REVIEW_MESSAGES.sendTextNotification });
const bodyOf = (calls: { url: URL; init?: RequestInit | undefined }[], path: string) => calls.filter((c) => c.url.pathname.endsWith(`/${path}`)).map((c) => JSON.parse(String(c.init?.body)) as Record<string, unknown>);

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useClientState.setState({ tempId: ENROLLMENT_ID, cartCount: 1, navto: null, first_track: ENROLLMENT_ID });
});

describe('Review & Confirmation', () => {
  it('shows a card per step of this enrollment with what was saved, masked, and the order summary', async () => {
    stubApi({ 'get-review-summary': { body: { status: 'success', data: summary() } } });
    renderReview();
    const personal = await screen.findByRole('region', { name: REVIEW_MESSAGES.personalInfoCard });
    expect(within(personal).getByText('***-**-6789')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: REVIEW_MESSAGES.billingInfoCard })).getByText('Visa ******4242')).toBeTruthy();
    // Contact is required but not saved; employer, beneficiaries, health and dependents are not this enrollment's.
    expect(within(screen.getByRole('region', { name: REVIEW_MESSAGES.contactInfoCard })).getByText(REVIEW_MESSAGES.sectionNotSaved)).toBeTruthy();
    expect(screen.queryByRole('region', { name: REVIEW_MESSAGES.employerInfoCard })).toBeNull();
    expect(screen.queryByRole('region', { name: REVIEW_MESSAGES.dependentInfoCard })).toBeNull();
    const order = screen.getByRole('region', { name: REVIEW_MESSAGES.orderSummary });
    expect(within(order).getByText(STORE_WEB_MESSAGES.firstMonthTotal)).toBeTruthy();
    expect(within(order).getByText('$22.75')).toBeTruthy();
    expect(within(order).getByText('12/01/2026')).toBeTruthy();
    expect(smsBox()).toBeNull();
  });

  it("opens a step's own form in its card, in edit mode, from the step components the wizard hands down", async () => {
    stubApi({
      'get-review-summary': { body: { status: 'success', data: summary() } },
      'get-enrollment-step': { body: { status: 'success', data: makeStep() } },
    });
    const PersonalStep = (props: StepProps) => <p>{`${props.tab} form, ${props.mode} mode`}</p>;
    renderReview(makeStep(), { primary_info: PersonalStep });
    const personal = await screen.findByRole('region', { name: REVIEW_MESSAGES.personalInfoCard });
    fireEvent.click(within(personal).getByRole('button', { name: REVIEW_MESSAGES.editDetails }));
    expect(await within(personal).findByText('primary_info form, edit mode')).toBeTruthy();
  });

  it('lists the plan, its membership and its one-time fee in the order summary, so they add up to the totals shown', async () => {
    const l713 = {
      result: [{ plan_id: 9, plan_pricing_id: 90, plan_name: 'Premier Health L713', plan_logo: '', plan_category: 'medical', plan_type: 'MM', plan_short_text: '', tier: 'IO' as const, price: '352.00', tier_price: '352.00', removable: 1 as const }],
      membership: { name: 'Wellness Association Membership', monthly_fee: '5.00' },
      one_time_fees: [{ plan_name: 'Premier Health L713', amount: '25.00' }],
      initial_month_cost: '382.00',
      recurring_month_cost: '357.00',
    };
    stubApi({ 'get-review-summary': { body: { status: 'success', data: summary(l713) } } });
    renderReview();
    const order = await screen.findByRole('region', { name: REVIEW_MESSAGES.orderSummary });
    const text = (order.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Premier Health L713$352.00');
    expect(text).toContain('Wellness Association Membership$5.00');
    expect(text).toContain(`${STORE_WEB_MESSAGES.oneTimeFeeLine({ planName: 'Premier Health L713' })}$25.00`);
    expect(text).toContain(`${STORE_WEB_MESSAGES.firstMonthTotal}$382.00`);
    expect(text).toContain(`${STORE_WEB_MESSAGES.recurringMonthly}$357.00`);
  });

  // The four conditions are the domain's offersTextNotification, applied by the server (its tests cover them).
  it('offers the text message when the server offers it (a rep, nothing signed, no IHA plan)', async () => {
    stubApi({ 'get-review-summary': { body: { status: 'success', data: summary({ enroll_by: 'rep', offers_text_notification: true }) } } });
    renderReview(makeStep('rep'));
    await waitFor(() => expect(smsBox()).toBeTruthy());
  });

  it('does not offer it when the server does not (a rep once the agreement is signed)', async () => {
    stubApi({ 'get-review-summary': { body: { status: 'success', data: summary({ enroll_by: 'rep', has_already_signed: true, offers_text_notification: false }) } } });
    renderReview(makeStep('rep'));
    await screen.findByRole('region', { name: REVIEW_MESSAGES.personalInfoCard });
    expect(smsBox()).toBeNull();
  });

  it('shows a failed load with Retry', async () => {
    stubApi({ 'get-review-summary': { status: 500, body: { status: 'error', message: MESSAGES.serverError } } });
    renderReview();
    expect(await screen.findByText(REVIEW_MESSAGES.reviewLoadFailed)).toBeTruthy();
  });

  it('refuses notes with control characters under the field and sends nothing', async () => {
    const calls = stubApi({ 'get-review-summary': { body: { status: 'success', data: summary() } } });
    const user = userEvent.setup();
    renderReview();
    const notes = await screen.findByLabelText(REVIEW_MESSAGES.additionalNotesLabel);
    fireEvent.change(notes, { target: { value: 'ring \u0007 bell' } });
    await user.click(complete());
    await waitFor(() => expect(notes.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.invalidCharacters)).toBeTruthy();
    expect(bodyOf(calls, 'save-review-info')).toHaveLength(0);
  });

  it('completes once for a double click: dependents removed first, then the review saved, the cart and markers cleared, the receipt opened', async () => {
    const calls = stubApi({
      'get-review-summary': { body: { status: 'success', data: summary() } },
      'delete-dependent-in-IO': { body: { status: 'success', data: { message: REVIEW_MESSAGES.noDependentsToRemove, deleted: false } } },
      'save-review-info': { body: { status: 'success', data: { policy_id: 'BS-2026-ABCDEFGH' } } },
      'save-screenshot': { body: { status: 'success', data: { result: 1 } } },
    });
    const user = userEvent.setup();
    const { router } = renderReview();
    await user.type(await screen.findByLabelText(REVIEW_MESSAGES.additionalNotesLabel), 'Call after 5 pm');
    await user.dblClick(complete());
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/receipt/'));
    const saved = bodyOf(calls, 'save-review-info');
    expect(saved).toEqual([{ enrollment_id: ENROLLMENT_ID, additional_notes: 'Call after 5 pm', first_enroll: 1, send_sms: 0 }]);
    const order = calls.map((c) => c.url.pathname.split('/').pop());
    expect(order.indexOf('delete-dependent-in-IO')).toBeLessThan(order.indexOf('save-review-info'));
    expect(useClientState.getState()).toMatchObject({ cartCount: 0, navto: null, first_track: null, tempId: ENROLLMENT_ID });
  });

  it("sends the review's picture before completing, so a completed enrollment does not refuse it", async () => {
    let completed = false;
    const calls = stubApi({
      'get-review-summary': { body: { status: 'success', data: summary() } },
      'delete-dependent-in-IO': { body: { status: 'success', data: { message: REVIEW_MESSAGES.noDependentsToRemove, deleted: false } } },
      'save-screenshot': () => (completed ? { status: 409, body: { status: 'error', message: 'This enrollment is already completed and can no longer be changed.', errorCode: 'conflict' } } : { body: { status: 'success', data: { result: 1 } } }),
      'save-review-info': () => {
        completed = true;
        return { body: { status: 'success', data: { policy_id: 'BS-2026-ABCDEFGH' } } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderReview();
    await user.click(await screen.findByRole('button', { name: REVIEW_MESSAGES.completeEnrollment }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/receipt/'));
    const order = calls.map((c) => c.url.pathname.split('/').pop());
    expect(order).toContain('save-screenshot');
    expect(order.indexOf('save-screenshot')).toBeLessThan(order.indexOf('save-review-info'));
    expect(bodyOf(calls, 'save-screenshot')[0]).toMatchObject({ enrollment_id: ENROLLMENT_ID, name: 'review_info' });
  });

  it('after a refused completion, shows what the server now holds (the plan that left the cart is gone from the order summary)', async () => {
    let refused = false;
    stubApi({
      'get-review-summary': () => ({ body: { status: 'success', data: refused ? summary({ result: [], initial_month_cost: '0.00', recurring_month_cost: '0.00' }) : summary() } }),
      'delete-dependent-in-IO': { body: { status: 'success', data: { message: REVIEW_MESSAGES.noDependentsToRemove, deleted: false } } },
      'save-screenshot': { body: { status: 'success', data: { result: 1 } } },
      'save-review-info': () => {
        refused = true;
        return { status: 422, body: { status: 'error', message: MESSAGES.validationFailed, data: [{ target_element: 'cart_info', error_message: 'Your cart is empty. Please add a plan before completing your enrollment.' }] } };
      },
    });
    const user = userEvent.setup();
    renderReview();
    const order = await screen.findByRole('region', { name: REVIEW_MESSAGES.orderSummary });
    expect(within(order).getByText('Summit Critical Illness 10K')).toBeTruthy();
    await user.click(complete());
    await screen.findByRole('dialog', { name: ENROLLMENT_MESSAGES.somethingWentWrongSave });
    // Behind the open dialog (hidden from the accessibility tree while it is open).
    await waitFor(() => expect(within(screen.getByRole('region', { name: REVIEW_MESSAGES.orderSummary, hidden: true })).queryByText('Summit Critical Illness 10K')).toBeNull());
    // The refusal and its dialog stay.
    expect(screen.getByText('Your cart is empty. Please add a plan before completing your enrollment.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: ENROLLMENT_MESSAGES.somethingWentWrongSave })).toBeTruthy();
  });

  it('shows a declined card at completion as it is, with the way back to billing, without the generic dialog', async () => {
    stubApi({
      'get-review-summary': { body: { status: 'success', data: summary() } },
      'delete-dependent-in-IO': { body: { status: 'success', data: { message: REVIEW_MESSAGES.noDependentsToRemove, deleted: false } } },
      'save-review-info': { status: 422, body: { status: 'error', message: BILLING_MESSAGES.chargeDeclined, data: [{ target_element: 'billing_info', error_message: BILLING_MESSAGES.chargeDeclined }] } },
      'save-screenshot': { body: { status: 'success', data: { result: 1 } } },
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: REVIEW_MESSAGES.completeEnrollment }));
    const listed = await screen.findByText(BILLING_MESSAGES.chargeDeclined, { exact: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: REVIEW_MESSAGES.goToStep({ title: 'Billing Information' }) })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(listed)).toBe(true));
  });

  it('shows the refusal in red with a way to the step, and the error modal offers Save and Continue Later', async () => {
    const calls = stubApi({
      'get-review-summary': { body: { status: 'success', data: summary({}, { dependent_info: { dependents: [{ primary_info: { dependent_id: 1, first_name: 'Sam', last_name: 'Lopez', gender: 0, ssn: '***-**-1020', relationship: 'spouse', birthdate: '1986-04-12', employed: 0, is_legally_disabled: 0, disability_condition: null } }], spouse_answer: null } }) } },
      'save-review-info': { status: 422, body: { status: 'error', message: MESSAGES.validationFailed, data: [{ target_element: 'billing_info', error_message: 'Please complete Billing Information.' }] } },
      'save-screenshot': { body: { status: 'success', data: { result: 1 } } },
    });
    const user = userEvent.setup();
    const { router } = renderReview();
    await user.click(await screen.findByRole('button', { name: REVIEW_MESSAGES.completeEnrollment }));
    const dialog = await screen.findByRole('dialog', { name: ENROLLMENT_MESSAGES.somethingWentWrongSave });
    expect(screen.getByText('Please complete Billing Information.')).toBeTruthy();
    // Dependents are listed: none are removed.
    expect(calls.some((c) => c.url.pathname.endsWith('/delete-dependent-in-IO'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: REVIEW_MESSAGES.saveAndContinueLaterButton }));
    await waitFor(() => expect(controls.requestSaveLater).toHaveBeenCalledWith(expect.objectContaining({ additional_notes: '' })));
    await user.click(screen.getByRole('button', { name: REVIEW_MESSAGES.goToStep({ title: 'Billing Information' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/billing-information'));
    expect(useClientState.getState().navto).toBe('review-confirm');
  });
});
