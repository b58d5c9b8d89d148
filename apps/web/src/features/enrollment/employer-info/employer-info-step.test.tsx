import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  averageWorkWeekOptions,
  bargainingUnitOptions,
  compensationTypeOptions,
  DEFAULT_EMPLOYER_INFO_FIELDS,
  EMPLOYER_MESSAGES,
  employmentStatusOptions,
  ENROLLMENT_MESSAGES,
  holidayPolicyOptions,
  MESSAGES,
  offeredCompensationTypes,
  vacationPolicyOptions,
  WEB_MESSAGES,
  type EmployerInfoAnswer,
  type EmployerInfoStepOptions,
} from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { stubApi } from '../../../test/render';
import type { StepProps } from '../wizard/step-props';
import { WizardContext, type WizardControls } from '../wizard/wizard-context';
import EmployerInfoStep from './employer-info-step';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const nextButton = () => screen.getByRole('button', { name: ENROLLMENT_MESSAGES.nextStep });
const PREFILL = { name: 'Test Group', phone: '5550100200', address1: '1 Test Way', city: 'New York', state: 'NY', zip: '10001' };

function options(isIha = false, effective: string | null = '04/01/2026'): EmployerInfoStepOptions {
  return {
    average_work_week: averageWorkWeekOptions(),
    employment_status: employmentStatusOptions(),
    vacation_policy: vacationPolicyOptions(),
    bargaining_unit: bargainingUnitOptions(),
    holiday_policy: holidayPolicyOptions(),
    compensation_types: compensationTypeOptions(offeredCompensationTypes({ isIha })),
    is_IHA: isIha,
    can_skip_validation: true,
    verified_phone: null,
    effective_date: effective,
  };
}

function makeStep(overrides: { value?: unknown; options?: EmployerInfoStepOptions } = {}): StepProps['step'] {
  return {
    tabs: [],
    saved_tabs: ['primary_info', 'contact_info'],
    fields: DEFAULT_EMPLOYER_INFO_FIELDS,
    value: overrides.value === undefined ? PREFILL : overrides.value,
    options: overrides.options ?? options(),
    enroll_by: 'group',
    type: 'new-user',
  };
}

const controls: WizardControls = { goBack: vi.fn(), requestCancel: vi.fn(), requestSaveLater: vi.fn() };

/** The step inside the wizard (its Back, Cancel Enrollment, Save & Continue Later, [Skip] and Next). */
function renderStep(step = makeStep(), onSaved = vi.fn()) {
  render(
    <WizardContext.Provider value={controls}>
      <EmployerInfoStep tab="employer_info" mode="step" step={step} onSaved={onSaved} />
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

async function fillEmployment(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(EMPLOYER_MESSAGES.averageWorkWeekLabel), '40_plus');
  await user.type(screen.getByLabelText(EMPLOYER_MESSAGES.employmentStartDateLabel), '06032019');
  await user.type(screen.getByLabelText(EMPLOYER_MESSAGES.occupationLabel), 'Welder');
  await user.selectOptions(screen.getByLabelText(EMPLOYER_MESSAGES.compensationTypeLabel), 'Salary');
  await user.selectOptions(screen.getByLabelText(EMPLOYER_MESSAGES.employmentStatusLabel), 'A');
  await user.type(screen.getByLabelText(EMPLOYER_MESSAGES.employerIndustryLabel), 'Manufacturing');
  await user.type(screen.getByLabelText(EMPLOYER_MESSAGES.employeeCountLabel), '140');
  await user.selectOptions(screen.getByLabelText(EMPLOYER_MESSAGES.vacationPolicyLabel), '2_weeks');
  await user.selectOptions(screen.getByLabelText(EMPLOYER_MESSAGES.bargainingUnitLabel), 'none');
  await user.click(screen.getByRole('checkbox', { name: EMPLOYER_MESSAGES.holidayBirthday }));
}

beforeEach(() => {
  useClientState.setState({ tempId: ENROLLMENT_ID });
});

/** save-employer-info's answer: what the server stored (no phone verified by code). */
const savedEmployer = (fields: Partial<EmployerInfoAnswer>) => ({
  body: { status: 'success', data: { result: { with_validation: 0, skip_validation_phone: 0, skipped: false, phone_verified: false, ...fields } satisfies EmployerInfoAnswer } },
});

describe('the Employer Information step', () => {
  it("shows every field with its label, prefilled from the group's information", () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Employer Information' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(EMPLOYER_MESSAGES.employerNameLabel).value).toBe('Test Group');
    expect(screen.getByLabelText<HTMLInputElement>(EMPLOYER_MESSAGES.employerPhoneLabel).value).toBe('5550100200');
    expect(screen.getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.streetAddress1Label).value).toBe('1 Test Way');
    expect(screen.getByLabelText<HTMLSelectElement>(ENROLLMENT_MESSAGES.stateLabel).value).toBe('NY');
    for (const label of [
      EMPLOYER_MESSAGES.averageWorkWeekLabel,
      EMPLOYER_MESSAGES.employmentStartDateLabel,
      EMPLOYER_MESSAGES.occupationLabel,
      EMPLOYER_MESSAGES.compensationTypeLabel,
      EMPLOYER_MESSAGES.employmentStatusLabel,
      EMPLOYER_MESSAGES.employerIndustryLabel,
      EMPLOYER_MESSAGES.employeeCountLabel,
      EMPLOYER_MESSAGES.vacationPolicyLabel,
      EMPLOYER_MESSAGES.bargainingUnitLabel,
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: EMPLOYER_MESSAGES.holidayPolicyLegend })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(7); // six holidays and USPS Address Validation
  });

  it('refuses Retired as soon as it is chosen', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.selectOptions(screen.getByLabelText(EMPLOYER_MESSAGES.employmentStatusLabel), 'R');
    await waitFor(() => expect(describedText(EMPLOYER_MESSAGES.employmentStatusLabel)).toBe(EMPLOYER_MESSAGES.retiredEmployer));
    await user.selectOptions(screen.getByLabelText(EMPLOYER_MESSAGES.employmentStatusLabel), 'A');
    await waitFor(() => expect(describedText(EMPLOYER_MESSAGES.employmentStatusLabel)).toBe(''));
  });

  it('shows the start-date window, the holiday policy and the required fields on Next, and sends nothing', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText(EMPLOYER_MESSAGES.employmentStartDateLabel), '07012026');
    await user.click(nextButton());
    await waitFor(() => expect(describedText(EMPLOYER_MESSAGES.employmentStartDateLabel)).toBe(EMPLOYER_MESSAGES.startDateTooLate));
    expect(describedText(EMPLOYER_MESSAGES.occupationLabel)).toBe(MESSAGES.fieldRequired);
    expect(screen.getByText(EMPLOYER_MESSAGES.selectHolidayPolicy)).toBeTruthy();
    // The first invalid field from the top takes focus.
    expect(document.activeElement).toBe(screen.getByLabelText(EMPLOYER_MESSAGES.averageWorkWeekLabel));
    expect(calls).toHaveLength(0);
  });

  it("puts no error on the employer's disabled state: the zip it follows asks for five digits", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderStep(makeStep({ value: { ...PREFILL, state: '', zip: '' } }));
    await user.click(nextButton());
    await waitFor(() => expect(describedText(WEB_MESSAGES.zipCode)).toBe(MESSAGES.fieldRequired));
    expect(describedText(ENROLLMENT_MESSAGES.stateLabel)).toBe('');
    expect(screen.getByLabelText(ENROLLMENT_MESSAGES.stateLabel).getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps letters and spaces only in the employer name', async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ value: null }));
    await user.type(screen.getByLabelText(EMPLOYER_MESSAGES.employerNameLabel), 'Acme 2 Co.');
    expect(screen.getByLabelText<HTMLInputElement>(EMPLOYER_MESSAGES.employerNameLabel).value).toBe('Acme Co');
  });

  it('saves the filled form and moves on', async () => {
    const calls = stubApi({ 'save-employer-info': savedEmployer({ name: 'Test Group', employment_start_date: '06/03/2019', employment_status: 'A', emp_num_employed: 140 }) });
    const user = userEvent.setup();
    const onSaved = renderStep();
    await fillEmployment(user);
    await user.click(nextButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('/save-employer-info'))!.init!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ enrollment_id: ENROLLMENT_ID, name: 'Test Group', employment_start_date: '06/03/2019', employment_status: 'A', emp_num_employed: 140 });
    expect(body.holiday_policy).toMatchObject({ Birthday: 1, Standard_6: 0 });
  });

  it('shows the server’s field errors under their fields', async () => {
    stubApi({
      'save-employer-info': {
        status: 422,
        body: { status: 'error', errorCode: 'validationError', message: 'x', data: [{ target_element: 'employment_status', error_message: EMPLOYER_MESSAGES.retiredEmployer, is_valid: false }], errors: {} },
      },
    });
    const user = userEvent.setup();
    renderStep();
    await fillEmployment(user);
    await user.click(nextButton());
    await waitFor(() => expect(describedText(EMPLOYER_MESSAGES.employmentStatusLabel)).toBe(EMPLOYER_MESSAGES.retiredEmployer));
  });

  it('does not offer Skip without an IHA plan in the cart', async () => {
    renderStep();
    expect(screen.queryByRole('button', { name: EMPLOYER_MESSAGES.skip })).toBeNull();
  });

  it('Skip with an IHA plan sends the skipped flag alone', async () => {
    const calls = stubApi({ 'save-employer-info': savedEmployer({ skipped: true }) });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep({ options: options(true) }));
    await user.click(screen.getByRole('button', { name: EMPLOYER_MESSAGES.skip }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ enrollment_id: ENROLLMENT_ID, skipped: 1 });
  });

  it('clears a saved 1099 compensation type that is no longer offered, and keeps it when offered', () => {
    const saved = { ...PREFILL, compensation_type: '1099', skipped: false, phone_verified: false, with_validation: 0, skip_validation_phone: 0 };
    const { unmount } = render(<EmployerInfoStep tab="employer_info" mode="step" step={makeStep({ value: saved })} onSaved={vi.fn()} />);
    expect(screen.getByLabelText<HTMLSelectElement>(EMPLOYER_MESSAGES.compensationTypeLabel).value).toBe('');
    unmount();
    renderStep(makeStep({ value: saved, options: options(true) }));
    expect(screen.getByLabelText<HTMLSelectElement>(EMPLOYER_MESSAGES.compensationTypeLabel).value).toBe('1099');
  });

  it('flags a phone the checks refuse with the OTP link and the skip box', async () => {
    stubApi({ 'validate-phone-numverify': { body: { status: 'success', data: { is_valid: false, error_message: ENROLLMENT_MESSAGES.phoneNotUs } } } });
    const user = userEvent.setup();
    renderStep();
    const phone = screen.getByLabelText(EMPLOYER_MESSAGES.employerPhoneLabel);
    await user.clear(phone);
    await user.type(phone, '1115550142');
    await user.tab();
    expect(await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: ENROLLMENT_MESSAGES.skipPhoneValidation })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp }));
    expect(await screen.findByRole('dialog', { name: /Contact Number Verification/ })).toBeTruthy();
  });
});
