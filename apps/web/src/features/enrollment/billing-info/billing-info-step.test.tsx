import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILL_DATES, BILLING_MESSAGES, DEFAULT_BILLING_FIELDS, ENROLLMENT_MESSAGES, MESSAGES, WEB_MESSAGES, type BillingStepOptions } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { stubApi } from '../../../test/render';
import type { StepProps } from '../wizard/step-props';
import { WizardContext, type WizardControls } from '../wizard/wizard-context';
import BillingInfoStep from './billing-info-step';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const nextButton = () => screen.getByRole('button', { name: ENROLLMENT_MESSAGES.nextStep });
const ADDRESS = { address1: '99 Contact Road', address2: 'Apt 4', city: 'New York', state: 'NY', zip: '10001' };

function options(over: Partial<BillingStepOptions> = {}): BillingStepOptions {
  return { payment_method: 'cc', existing_cards: [], existing_banks: [], bill_dates: [...BILL_DATES], billing_text: 'Your payments will appear as BENEFIT STORE*PREMIUM.', physical_address: ADDRESS, ...over };
}

function makeStep(over: Partial<BillingStepOptions> = {}, value: unknown = null): StepProps['step'] {
  return { tabs: [], saved_tabs: ['primary_info', 'contact_info'], fields: DEFAULT_BILLING_FIELDS, value, options: options(over), enroll_by: 'applicant', type: 'new-user' };
}

const controls: WizardControls = { goBack: vi.fn(), requestCancel: vi.fn(), requestSaveLater: vi.fn() };

function renderStep(step = makeStep(), onSaved = vi.fn()) {
  render(
    <WizardContext.Provider value={controls}>
      <BillingInfoStep tab="billing_info" mode="step" step={step} onSaved={onSaved} />
    </WizardContext.Provider>,
  );
  return onSaved;
}

const describedText = (label: string) => {
  const field = screen.getByLabelText(label);
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

const bodyOf = (calls: { url: URL; init?: RequestInit | undefined }[], path: string) => {
  const call = calls.find((c) => c.url.pathname.endsWith(`/${path}`));
  return call ? (JSON.parse(String(call.init?.body)) as Record<string, unknown>) : null;
};

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText(BILLING_MESSAGES.firstNameOnCardLabel), 'Tess');
  await user.type(screen.getByLabelText(BILLING_MESSAGES.lastNameOnCardLabel), 'Payer');
  await user.type(screen.getByLabelText(BILLING_MESSAGES.cardNumberLabel), number);
  await user.type(screen.getByLabelText(BILLING_MESSAGES.securityCodeLabel), '123');
  await user.selectOptions(screen.getByLabelText(BILLING_MESSAGES.expirationMonthLabel), '12');
  await user.selectOptions(screen.getByLabelText(BILLING_MESSAGES.expirationYearLabel), String(new Date().getFullYear() + 2));
}

beforeEach(() => {
  vi.unstubAllGlobals();
  useClientState.setState({ tempId: ENROLLMENT_ID });
});

describe('Billing Information', () => {
  it('shows the card form with the EFT alternative and the statement descriptor', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: BILLING_MESSAGES.paymentCreditCard })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: BILLING_MESSAGES.paymentBankDraft })).toBeTruthy();
    expect(screen.getByText(/BENEFIT STORE\*PREMIUM/)).toBeTruthy();
    const years = [...screen.getByLabelText<HTMLSelectElement>(BILLING_MESSAGES.expirationYearLabel).options].map((o) => o.value).filter(Boolean);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(String(new Date().getFullYear()));
  });

  it('refuses a card number failing the Luhn check and the required fields, sending nothing', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText(BILLING_MESSAGES.cardNumberLabel), '4242424242424241');
    await user.click(nextButton());
    await waitFor(() => expect(describedText(BILLING_MESSAGES.cardNumberLabel)).toBe(BILLING_MESSAGES.cardNumberChecksum));
    expect(describedText(BILLING_MESSAGES.firstNameOnCardLabel)).toBe(MESSAGES.fieldRequired);
    expect(describedText(BILLING_MESSAGES.securityCodeLabel)).toBe(MESSAGES.fieldRequired);
    expect(calls).toHaveLength(0);
  });

  it('copies the contact address read-only with the physical-address box, and saves the card', async () => {
    const calls = stubApi({ 'save-billing-info': { body: { status: 'success', data: { result: { payment_method: 'cc', card_number: '******4242' } } } } });
    const user = userEvent.setup();
    const onSaved = renderStep();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByLabelText(BILLING_MESSAGES.physicalAddressLabel));
    const street = screen.getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.streetAddress1Label);
    expect(street.value).toBe('99 Contact Road');
    expect(street.readOnly).toBe(true);
    await user.click(nextButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(calls, 'save-billing-info')).toMatchObject({ enrollment_id: ENROLLMENT_ID, payment_method: 'cc', card_number: '4242 4242 4242 4242', is_physical_address: 'yes', address1: '99 Contact Road', zip: '10001' });
    await user.click(screen.getByLabelText(BILLING_MESSAGES.physicalAddressLabel));
    expect(street.value).toBe('');
  });

  it('shows a declined card under the card number', async () => {
    stubApi({
      'save-billing-info': { status: 422, body: { status: 'error', message: 'Some fields need your attention.', errorCode: 'validationError', data: [{ target_element: 'card_number', error_message: BILLING_MESSAGES.cardDeclined }] } },
    });
    const user = userEvent.setup();
    const onSaved = renderStep();
    await fillCard(user, '4000000000000002');
    await user.type(screen.getByLabelText(ENROLLMENT_MESSAGES.streetAddress1Label), '1 Main St');
    await user.type(screen.getByLabelText(ENROLLMENT_MESSAGES.cityLabel), 'Austin');
    await user.selectOptions(screen.getByLabelText(ENROLLMENT_MESSAGES.stateLabel), 'TX');
    await user.type(screen.getByLabelText(WEB_MESSAGES.zipCode), '78701');
    await user.click(nextButton());
    await waitFor(() => expect(describedText(BILLING_MESSAGES.cardNumberLabel)).toBe(BILLING_MESSAGES.cardDeclined));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('with a processor that tokenizes in the browser, sends the card to it and our server only its payment method id', async () => {
    const processor = { name: 'stripe' as const, publishable_key: 'pk_test_page', api_base: 'https://processor.example' };
    const calls = stubApi({
      'v1/payment_methods': { body: { id: 'pm_from_page', object: 'payment_method', card: { brand: 'visa', last4: '4242' } } },
      'save-billing-info': { body: { status: 'success', data: { result: { payment_method: 'cc', card_number: '******4242' } } } },
    });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep({ card_processor: processor }));
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByLabelText(BILLING_MESSAGES.physicalAddressLabel));
    await user.click(nextButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const toProcessor = calls.find((c) => c.url.origin === processor.api_base)!;
    expect(toProcessor.url.pathname).toBe('/v1/payment_methods');
    expect((toProcessor.init?.headers as Record<string, string>).authorization).toBe('Bearer pk_test_page');
    expect(new URLSearchParams(String(toProcessor.init?.body)).get('card[number]')).toBe('4242424242424242');
    const ours = bodyOf(calls, 'save-billing-info')!;
    expect(ours).toMatchObject({ payment_method: 'cc', payment_method_id: 'pm_from_page', first_name_on_cc: 'Tess' });
    expect(ours).not.toHaveProperty('card_number');
    expect(ours).not.toHaveProperty('security_code');
  });

  it('shows a card the processor refuses under the card number, sending our server nothing', async () => {
    const calls = stubApi({ 'v1/payment_methods': { status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } } });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep({ card_processor: { name: 'stripe', publishable_key: 'pk_test_page', api_base: 'https://processor.example' } }));
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByLabelText(BILLING_MESSAGES.physicalAddressLabel));
    await user.click(nextButton());
    await waitFor(() => expect(describedText(BILLING_MESSAGES.cardNumberLabel)).toBe(BILLING_MESSAGES.cardDeclined));
    expect(bodyOf(calls, 'save-billing-info')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('fills the bank name from the routing number on leaving it, or shows the lookup error and clears the name', async () => {
    stubApi({
      'get-bank-by-routing-number': (url) =>
        url.searchParams.get('q') === '021000021'
          ? { body: { status: 'success', data: { response: { name: 'jpmorgan chase bank, na' } } } }
          : { status: 422, body: { status: 'error', message: 'x', errorCode: 'validationError', data: [{ target_element: 'routing_number', error_message: BILLING_MESSAGES.routingNumberUnknown }] } },
    });
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('radio', { name: BILLING_MESSAGES.paymentBankDraft }));
    expect(screen.getByText(/\$30/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>(BILLING_MESSAGES.billDateLabel).value).toBe('28');
    expect(screen.getByRole('option', { name: '28th of month' })).toBeTruthy();
    const routing = screen.getByLabelText(BILLING_MESSAGES.routingNumberLabel);
    await user.type(routing, '021000021');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(BILLING_MESSAGES.bankNameLabel).value).toBe('JPMORGAN CHASE BANK, NA'));
    await user.clear(routing);
    await user.type(routing, '011000028');
    await user.tab();
    await waitFor(() => expect(describedText(BILLING_MESSAGES.routingNumberLabel)).toBe(BILLING_MESSAGES.routingNumberUnknown));
    expect(screen.getByLabelText<HTMLInputElement>(BILLING_MESSAGES.bankNameLabel).value).toBe('');
  });

  it("tells an applicant paying by Bank Draft when the monthly charge falls, without saying there is none", async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('radio', { name: BILLING_MESSAGES.paymentBankDraft }));
    const eft = screen.getByRole('region', { name: BILLING_MESSAGES.eftTextHeading });
    expect(eft.textContent).toContain(BILLING_MESSAGES.eftMonthlyWindows);
    expect(eft.textContent).toContain(BILLING_MESSAGES.eftInitialPayment);
    expect(eft.textContent).not.toContain(BILLING_MESSAGES.eftNoMonthlyCharge);
  });

  it("tells an employee whose group pays by EFT that there is no monthly charge, and not when it falls", () => {
    renderStep(makeStep({ payment_method: 'eft' }));
    expect(screen.getByText(BILLING_MESSAGES.fixedModeEft)).toBeTruthy();
    const eft = screen.getByRole('region', { name: BILLING_MESSAGES.eftTextHeading });
    expect(eft.textContent).toContain(BILLING_MESSAGES.eftNoMonthlyCharge);
    expect(eft.textContent).not.toContain(BILLING_MESSAGES.eftMonthlyWindows);
  });

  it('offers the bill dates as a person reads them: 1st, 2nd, 3rd, 21st of month', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('radio', { name: BILLING_MESSAGES.paymentBankDraft }));
    for (const name of ['1st of month', '2nd of month', '3rd of month', '11th of month', '21st of month', '22nd of month']) expect(screen.getByRole('option', { name })).toBeTruthy();
  });

  it('selects a saved card by default, deselects it on a second click, and saves it by id', async () => {
    const calls = stubApi({ 'save-billing-info-existing': { body: { status: 'success', data: { result: { payment_method: 'cc', card_id: 7 } } } } });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep({ existing_cards: [{ card_id: 7, name_on_cc: 'Tess Member', brand: 'Visa', card_number: '******1881', expiration_month: '09', expiration_year: '2030' }] }));
    const saved = screen.getByRole('checkbox', { name: /Tess Member \*\*\*\*\*\*1881/ });
    expect(saved).toHaveProperty('checked', true);
    expect(screen.getByLabelText(BILLING_MESSAGES.cardNumberLabel).matches(':disabled')).toBe(true);
    await user.click(saved);
    expect(saved).toHaveProperty('checked', false);
    expect(screen.getByLabelText(BILLING_MESSAGES.cardNumberLabel).matches(':disabled')).toBe(false);
    await user.click(saved);
    await user.click(nextButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(calls, 'save-billing-info-existing')).toEqual({ enrollment_id: ENROLLMENT_ID, card_id: '7' });
  });

  it('shows only a note in a fixed mode and saves the method', async () => {
    const calls = stubApi({ 'save-billing-info': { body: { status: 'success', data: { result: { payment_method: 'stmt' } } } } });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep({ payment_method: 'stmt' }));
    expect(screen.getByText(BILLING_MESSAGES.fixedModeStmt)).toBeTruthy();
    expect(screen.queryByLabelText(BILLING_MESSAGES.cardNumberLabel)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(nextButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(calls, 'save-billing-info')).toEqual({ enrollment_id: ENROLLMENT_ID, payment_method: 'stmt' });
  });
});
