import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_PERSONAL_INFO_FIELDS,
  ENROLLMENT_MESSAGES,
  formatDateInput,
  MESSAGES,
  STORE_WEB_MESSAGES,
  WEB_MESSAGES,
  type EnrollCodeRule,
  type FieldDefinition,
} from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { stubApi } from '../../../test/render';
import PersonalInfoStep from './personal-info-step';
import { replaceMask } from './personal-fields';
import type { StepProps } from '../wizard/step-props';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const L = {
  first: ENROLLMENT_MESSAGES.firstNameLabel,
  middle: ENROLLMENT_MESSAGES.middleNameLabel,
  last: ENROLLMENT_MESSAGES.lastNameLabel,
  weight: ENROLLMENT_MESSAGES.weightLabel,
  feet: ENROLLMENT_MESSAGES.heightFeetLabel,
  inch: ENROLLMENT_MESSAGES.heightInchLabel,
  gender: WEB_MESSAGES.gender,
  marital: ENROLLMENT_MESSAGES.maritalStatusLabel,
  ssn: ENROLLMENT_MESSAGES.ssnLabel,
  dob: ENROLLMENT_MESSAGES.dateOfBirthLabel,
  carrier: ENROLLMENT_MESSAGES.priorCarrierNameLabel,
  effective: STORE_WEB_MESSAGES.effectiveDate,
  term: ENROLLMENT_MESSAGES.priorTermDateLabel,
  code: ENROLLMENT_MESSAGES.enrollerCodeLabel,
};
const submitButton = () => screen.getByRole('button', { name: WEB_MESSAGES.submit });

function makeStep(overrides: { fields?: FieldDefinition[]; value?: unknown; enrollCode?: EnrollCodeRule } = {}): StepProps['step'] {
  return {
    tabs: [],
    saved_tabs: [],
    fields: overrides.fields ?? DEFAULT_PERSONAL_INFO_FIELDS,
    value: overrides.value === undefined ? { gender: 1, birthdate: '01/15/1990' } : overrides.value,
    options: { enroll_code: overrides.enrollCode ?? { status: false, is_optional: true } },
    enroll_by: 'applicant',
    type: 'new-member',
  };
}

function renderStep(step = makeStep(), props: Partial<StepProps> = {}) {
  const onSaved = vi.fn();
  render(<PersonalInfoStep tab="primary_info" mode="step" step={step} onSaved={onSaved} {...props} />);
  return onSaved;
}

/** The texts that describe a control (its error, its hint). */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const describedBy = (label: string) => describedText(screen.getByLabelText(label));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(L.first), 'Ana');
  await user.type(screen.getByLabelText(L.last), "O'Brien");
  await user.type(screen.getByLabelText(L.weight), '150');
  await user.type(screen.getByLabelText(L.feet), '5');
  await user.type(screen.getByLabelText(L.inch), '7');
  await user.selectOptions(screen.getByLabelText(L.marital), '1');
  await user.type(screen.getByLabelText(L.ssn), '123-45-6789');
  await user.click(screen.getByRole('radio', { name: ENROLLMENT_MESSAGES.noPriorCoverage }));
}

const saved = (result: unknown) => ({ body: { status: 'success', data: { result } } });
const refused = (target_element: string, error_message: string) => ({
  status: 422,
  body: { status: 'error', errorCode: 'validationError', message: MESSAGES.validationFailed, data: [{ target_element, error_message }] },
});

beforeEach(() => {
  useClientState.setState({ tempId: ENROLLMENT_ID });
});

describe('the Personal Information step', () => {
  it('shows every flagged field with its label, the heading, and gender and date of birth disabled with the server values', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
    for (const label of [L.first, L.middle, L.last, L.weight, L.feet, L.inch, L.marital, L.ssn]) expect(screen.getByLabelText(label)).toBeTruthy();
    const gender = screen.getByLabelText<HTMLSelectElement>(L.gender);
    expect(gender.disabled).toBe(true);
    expect(gender.selectedOptions[0]?.textContent).toBe('Female');
    expect(within(gender).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Male', 'Female', 'Others']);
    const dob = screen.getByLabelText<HTMLInputElement>(L.dob);
    expect(dob.disabled).toBe(true);
    expect(dob.value).toBe('01/15/1990');
    expect(within(screen.getByLabelText(L.marital)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Single', 'Married', 'Divorced', 'Widowed']);
    expect(screen.getByRole('group', { name: ENROLLMENT_MESSAGES.priorCoverageQuestion })).toBeTruthy();
  });

  it('leaves out the fields the server does not flag (weight and height here)', () => {
    renderStep(makeStep({ fields: DEFAULT_PERSONAL_INFO_FIELDS.filter((f) => !['weight', 'height_feet', 'height_inch'].includes(f.field_name)) }));
    for (const label of [L.weight, L.feet, L.inch]) expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByLabelText(L.first)).toBeTruthy();
  });

  it("puts 'Field is required' under each empty required field, and none under the optional middle name", async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(submitButton());
    for (const label of [L.first, L.last, L.weight, L.feet, L.inch, L.marital, L.ssn]) {
      await waitFor(() => expect(describedBy(label)).toBe(MESSAGES.fieldRequired));
    }
    expect(describedText(screen.getAllByRole('radio')[0]!)).toBe(MESSAGES.fieldRequired);
    expect(screen.getByLabelText(L.middle).getAttribute('aria-invalid')).toBe('false');
  });

  it.each([
    [L.first, 'Ana1', ENROLLMENT_MESSAGES.invalidFirstName],
    [L.last, 'Smith!', ENROLLMENT_MESSAGES.invalidLastName],
    [L.middle, 'J2', ENROLLMENT_MESSAGES.invalidMiddleName],
    [L.weight, '0', ENROLLMENT_MESSAGES.weightNotPositive],
    [L.weight, '-5', ENROLLMENT_MESSAGES.weightNotPositive],
    [L.feet, '0', ENROLLMENT_MESSAGES.heightNotZero],
    [L.inch, '12', ENROLLMENT_MESSAGES.inchInvalid],
    [L.inch, 'x', ENROLLMENT_MESSAGES.inchInvalid],
    [L.ssn, '12345678', ENROLLMENT_MESSAGES.invalidSsn],
    [L.ssn, '000-12-3456', ENROLLMENT_MESSAGES.ssnNotIssued],
  ])("shows the spec's message under %s for %j", async (label, typed, message) => {
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText(label), typed);
    await user.click(submitButton());
    await waitFor(() => expect(describedBy(label)).toBe(message));
  });

  it("reveals carrier name, effective date and termination date with 'Have had Insurance Carrier', and requires them", async () => {
    const user = userEvent.setup();
    renderStep();
    for (const label of [L.carrier, L.effective, L.term]) expect(screen.queryByLabelText(label)).toBeNull();
    await user.click(screen.getByRole('radio', { name: ENROLLMENT_MESSAGES.hadInsuranceCarrier }));
    for (const label of [L.carrier, L.effective, L.term]) expect(screen.getByLabelText(label)).toBeTruthy();
    await user.click(submitButton());
    for (const label of [L.carrier, L.effective, L.term]) await waitFor(() => expect(describedBy(label)).toBe(MESSAGES.fieldRequired));
    await user.click(screen.getByRole('radio', { name: ENROLLMENT_MESSAGES.noPriorCoverage }));
    expect(screen.queryByLabelText(L.carrier)).toBeNull();
  });

  it('types the slashes of a prior-coverage date and flags a termination before the effective date', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('radio', { name: ENROLLMENT_MESSAGES.hadInsuranceCarrier }));
    await user.type(screen.getByLabelText(L.effective), '03152024');
    expect(screen.getByLabelText<HTMLInputElement>(L.effective).value).toBe('03/15/2024');
    await user.type(screen.getByLabelText(L.term), '01012024');
    await user.click(submitButton());
    await waitFor(() => expect(describedBy(L.term)).toBe(ENROLLMENT_MESSAGES.priorTermBeforeEffective));
  });

  it('saves the valid form with save-personal-info and moves on', async () => {
    const calls = stubApi({ 'save-personal-info': saved({ first_name: 'Ana', ssn: '***-**-6789' }) });
    const user = userEvent.setup();
    const onSaved = renderStep();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/v1/save-personal-info');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      enrollment_id: ENROLLMENT_ID,
      first_name: 'Ana',
      last_name: "O'Brien",
      weight: 150,
      height_feet: 5,
      height_inch: 7,
      gender: 1,
      marital_status: 1,
      ssn: '123456789',
      birthdate: '01/15/1990',
      prior_coverage_flag: 0,
    });
  });

  it("shows the saved SSN masked, sends the mask back unchanged to keep the number on file, and never shows the number", async () => {
    const calls = stubApi({ 'save-personal-info': saved({}) });
    const user = userEvent.setup();
    const value = { first_name: 'Ana', last_name: 'Lee', weight: 150, height_feet: 5, height_inch: 7, gender: 1, birthdate: '01/15/1990', marital_status: 0, ssn: '***-**-6789', prior_coverage_flag: 0 };
    const onSaved = renderStep(makeStep({ value }));
    const ssn = screen.getByLabelText<HTMLInputElement>(L.ssn);
    expect(ssn.value).toBe('***-**-6789');
    expect(ssn.type).toBe('text');
    expect(ssn.getAttribute('inputmode')).toBe('numeric');
    expect(ssn.getAttribute('autocomplete')).toBe('off');
    expect(describedText(ssn)).toBe(ENROLLMENT_MESSAGES.ssnOnFile({ last4: '6789' }));
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(JSON.parse(String(calls[0]?.init?.body)).ssn).toBe('***-**-6789');
  });

  it('replaces the whole masked SSN with the first keystroke, so a change starts a new number', async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ value: { gender: 0, birthdate: '01/15/1990', ssn: '***-**-6789' } }));
    const ssn = screen.getByLabelText<HTMLInputElement>(L.ssn);
    await user.click(ssn);
    await user.keyboard('9');
    expect(ssn.value).toBe('9');
    expect(describedText(ssn)).toBe('');
    await user.keyboard('34567890');
    expect(ssn.value).toBe('934567890');
  });

  it("puts the server's field errors under their fields", async () => {
    stubApi({ 'save-personal-info': refused('ssn', ENROLLMENT_MESSAGES.invalidSsn) });
    const user = userEvent.setup();
    renderStep();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(describedBy(L.ssn)).toBe(ENROLLMENT_MESSAGES.invalidSsn));
  });

  it('shows a failure that names no field in the error summary', async () => {
    stubApi({ 'save-personal-info': { status: 503, body: { status: 'error', errorCode: 'serverError', message: MESSAGES.serverError } } });
    const user = userEvent.setup();
    const onSaved = renderStep();
    await fillValid(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.serverError);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows Cancel and Submit without a title in edit mode', async () => {
    const onCancelEdit = vi.fn();
    renderStep(makeStep(), { mode: 'edit', onCancelEdit });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: STORE_WEB_MESSAGES.cancel }));
    expect(onCancelEdit).toHaveBeenCalledOnce();
    expect(submitButton()).toBeTruthy();
  });
});

describe('the enroller code', () => {
  it('is a required field of the form when not optional, checked with save-enroller-code before saving', async () => {
    const calls = stubApi({ 'save-enroller-code': saved({ enroller_code: 'JLEE2024' }), 'save-personal-info': saved({}) });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep({ enrollCode: { status: true, is_optional: false } }));
    expect(screen.queryByRole('button', { name: ENROLLMENT_MESSAGES.enterEnrollerCode })).toBeNull();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(describedBy(L.code)).toBe(MESSAGES.fieldRequired));
    await user.type(screen.getByLabelText(L.code), 'jlee2024');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/save-enroller-code', '/api/v1/save-personal-info']);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ enrollment_id: ENROLLMENT_ID, enrollerCode: 'jlee2024' });
  });

  it("shows the server's refusal of a required code under the field and does not save", async () => {
    const calls = stubApi({ 'save-enroller-code': refused('enrollerCode', ENROLLMENT_MESSAGES.enrollerCodeNotFound), 'save-personal-info': saved({}) });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep({ enrollCode: { status: true, is_optional: false } }));
    await fillValid(user);
    await user.type(screen.getByLabelText(L.code), 'NOPE');
    await user.click(submitButton());
    await waitFor(() => expect(describedBy(L.code)).toBe(ENROLLMENT_MESSAGES.enrollerCodeNotFound));
    expect(calls).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('is entered through the Enroller Code modal when optional: an empty entry is flagged, server errors stay in the modal, success closes it', async () => {
    const calls = stubApi({
      'save-enroller-code': (_url, init) =>
        JSON.parse(String(init?.body)).enrollerCode === 'NOPE' ? refused('enrollerCode', ENROLLMENT_MESSAGES.enrollerCodeNotFound) : saved({ enroller_code: 'JLEE2024' }),
    });
    const user = userEvent.setup();
    renderStep(makeStep({ enrollCode: { status: true, is_optional: true } }));
    expect(screen.queryByLabelText(L.code)).toBeNull();
    const open = screen.getByRole('button', { name: ENROLLMENT_MESSAGES.enterEnrollerCode });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: ENROLLMENT_MESSAGES.enrollerCodeLabel });
    const save = within(dialog).getByRole('button', { name: ENROLLMENT_MESSAGES.saveEnrollerCode });
    await user.click(save);
    const field = within(dialog).getByLabelText(ENROLLMENT_MESSAGES.enterEnrollerCode);
    await waitFor(() => expect(describedText(field)).toBe(MESSAGES.fieldRequired));
    expect(calls).toHaveLength(0);
    await user.type(field, 'NOPE');
    await user.click(save);
    await waitFor(() => expect(describedText(field)).toBe(ENROLLMENT_MESSAGES.enrollerCodeNotFound));
    await user.clear(field);
    await user.type(field, 'jlee2024');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(ENROLLMENT_MESSAGES.enrollerCodeSaved({ code: 'JLEE2024' }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('is not offered when the server does not show it', () => {
    renderStep(makeStep({ enrollCode: { status: false, is_optional: true } }));
    expect(screen.queryByRole('button', { name: ENROLLMENT_MESSAGES.enterEnrollerCode })).toBeNull();
    expect(screen.queryByLabelText(L.code)).toBeNull();
  });
});

describe('typing helpers', () => {
  it.each([
    ['01152024', '01/15/2024'],
    ['2024-01-15', '01/15/2024'],
    ['13', '13'],
    ['0132', '01/32'],
  ])('turns %j into %j', (typed, shown) => {
    expect(formatDateInput(typed)).toBe(shown);
  });

  it.each<[string, number | null, string]>([
    ['9', 1, '9'],
    ['123-45-6789', 11, '123-45-6789'],
    ['***-**-67895', 12, '5'],
    ['***-**-67899', 12, '9'],
    ['2***-**-6789', 1, '2'],
    ['***-**-678', 10, ''],
    ['***-**-1', 8, '1'],
  ])('keeps only what was typed over the masked SSN: %j with the caret at %j gives %j', (after, caret, kept) => {
    expect(replaceMask('***-**-6789', after, caret)).toBe(kept);
  });
});
