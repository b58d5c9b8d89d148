import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONTACT_INFO_FIELDS, ENROLLMENT_MESSAGES, MESSAGES, STORE_WEB_MESSAGES, US_STATES, WEB_MESSAGES, type FieldDefinition } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { stubApi } from '../../../test/render';
import ContactInfoStep from './contact-info-step';
import type { StepProps } from '../wizard/step-props';
import { WizardContext, type WizardControls } from '../wizard/wizard-context';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
/** The step's submit button (Next in step mode). */
const nextButton = () => screen.getByRole('button', { name: WEB_MESSAGES.submit });
const L = {
  email: ENROLLMENT_MESSAGES.contactEmailLabel,
  phone: ENROLLMENT_MESSAGES.contactNumberLabel,
  address1: ENROLLMENT_MESSAGES.streetAddress1Label,
  address2: ENROLLMENT_MESSAGES.streetAddress2Label,
  city: ENROLLMENT_MESSAGES.cityLabel,
  zip: WEB_MESSAGES.zipCode,
  state: ENROLLMENT_MESSAGES.stateLabel,
  birthState: ENROLLMENT_MESSAGES.birthStateLabel,
  birthCity: ENROLLMENT_MESSAGES.birthCityLabel,
};

type Options = { can_skip_validation?: boolean; verified?: { email: string | null; phone: string | null } };

function makeStep(overrides: { fields?: FieldDefinition[]; value?: unknown; options?: Options; type?: string | null; enroll_by?: 'rep' | 'group' | 'applicant' } = {}): StepProps['step'] {
  return {
    tabs: [],
    saved_tabs: ['primary_info'],
    fields: overrides.fields ?? DEFAULT_CONTACT_INFO_FIELDS,
    value: overrides.value ?? null,
    options: {
      states: US_STATES,
      can_skip_validation: overrides.options?.can_skip_validation ?? false,
      verified: overrides.options?.verified ?? { email: null, phone: null },
    },
    enroll_by: overrides.enroll_by ?? 'applicant',
    type: overrides.type ?? 'new-member',
  };
}

function renderStep(step = makeStep(), onSaved = vi.fn()) {
  render(<ContactInfoStep tab="contact_info" mode="step" step={step} onSaved={onSaved} />);
  return onSaved;
}

const describedText = (label: string) => {
  const field = screen.getByLabelText(label);
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

const valid = (is_valid: boolean, error_message: string | null = null) => ({ body: { status: 'success', data: { is_valid, error_message } } });
const zipFound = (state: string) => ({ body: { status: 'success', data: { zip: '78701', state_abbreviation: state, city: 'Austin' } } });
/** The zip lookup finds no state: 'Invalid Zip code' on the zip. */
const zipRefused = { status: 422, body: { status: 'error', errorCode: 'validationError', message: 'x', data: [{ target_element: 'zip', error_message: MESSAGES.invalidZip }] } };

/** Types a zip the lookup refuses, and waits for its message under the zip. */
async function typeRefusedZip(user: ReturnType<typeof userEvent.setup>) {
  stubApi({ 'validate-zip-code': zipRefused });
  renderStep();
  await user.type(screen.getByLabelText(L.zip), '00000');
  await waitFor(() => expect(describedText(L.zip)).toBe(MESSAGES.invalidZip));
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(L.address1), '1 Congress Ave');
  await user.type(screen.getByLabelText(L.city), 'Austin');
  await user.type(screen.getByLabelText(L.zip), '78701');
  await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>(L.state).value).toBe('TX'));
  await user.selectOptions(screen.getByLabelText(L.birthState), 'CA');
  await user.type(screen.getByLabelText(L.birthCity), 'Fresno');
}

beforeEach(() => {
  useClientState.setState({ tempId: ENROLLMENT_ID });
});

/** save-contact-info as the server answers a save: the fields as stored, neither contact verified by code. */
function savedContact(_url: URL, init?: RequestInit) {
  const { enrollment_id: _id, ...fields } = JSON.parse(String(init?.body)) as Record<string, unknown>;
  return { body: { status: 'success', data: { result: { ...fields, email_verified: false, phone_verified: false } } } };
}

describe('the Contact Information step', () => {
  it('shows the flagged fields with their labels, the state disabled, and the USPS Address Validation box', () => {
    renderStep();
    for (const label of Object.values(L)) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>(L.state).disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: ENROLLMENT_MESSAGES.uspsAddressValidationLabel })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeTruthy();
  });

  it('leaves out the fields the server does not flag (birth state and city here)', () => {
    renderStep(makeStep({ fields: DEFAULT_CONTACT_INFO_FIELDS.filter((f) => !f.field_name.startsWith('birth_')) }));
    expect(screen.queryByLabelText(L.birthState)).toBeNull();
    expect(screen.queryByLabelText(L.birthCity)).toBeNull();
  });

  it("puts 'Field is required' under each empty required field", async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(nextButton());
    for (const label of [L.email, L.phone, L.address1, L.city, L.zip, L.birthState, L.birthCity]) {
      await waitFor(() => expect(describedText(label)).toBe(MESSAGES.fieldRequired));
    }
    expect(screen.getByLabelText(L.address2).getAttribute('aria-invalid')).toBe('false');
  });

  it.each([
    [L.email, 'ana@', ENROLLMENT_MESSAGES.invalidContactEmail],
    [L.phone, '512-555-01', ENROLLMENT_MESSAGES.invalidContactPhone],
    [L.phone, '512555014x', ENROLLMENT_MESSAGES.invalidContactPhone],
    [L.zip, '787', MESSAGES.enterFiveDigitZipDot],
  ])("shows the spec's message under %s for %j", async (label, typed, message) => {
    stubApi({});
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText(label), typed);
    await user.click(nextButton());
    await waitFor(() => expect(describedText(label)).toBe(message));
  });

  it('puts no error on the disabled state, which the person cannot change: the zip it follows says what to do', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(nextButton());
    await waitFor(() => expect(describedText(L.zip)).toBe(MESSAGES.fieldRequired));
    expect(describedText(L.state)).toBe('');
    expect(screen.getByLabelText(L.state).getAttribute('aria-invalid')).toBe('false');
  });

  it('asks for a 5-digit zip under the zip when its lookup found no state', async () => {
    const user = userEvent.setup();
    await typeRefusedZip(user);
    await user.click(nextButton());
    await waitFor(() => expect(describedText(L.zip)).toBe(MESSAGES.enterFiveDigitZipDot));
    expect(describedText(L.state)).toBe('');
  });

  it('derives the state from a 5-digit zip, keeps it disabled, and clears it and its error when the zip is edited', async () => {
    const calls = stubApi({ 'validate-zip-code': zipFound('TX') });
    const user = userEvent.setup();
    renderStep();
    const zip = screen.getByLabelText(L.zip);
    const state = screen.getByLabelText<HTMLSelectElement>(L.state);
    await user.type(zip, '7870');
    expect(calls).toHaveLength(0);
    await user.type(zip, '1');
    await waitFor(() => expect(state.value).toBe('TX'));
    expect(state.selectedOptions[0]?.textContent).toBe('Texas');
    expect(state.disabled).toBe(true);
    expect(calls[0]?.url.searchParams.get('zip_code')).toBe('78701');
    await user.type(zip, '{Backspace}');
    expect(state.value).toBe('');
  });

  it('shows a failed lookup under the zip and leaves the state empty', async () => {
    const user = userEvent.setup();
    await typeRefusedZip(user);
    expect(screen.getByLabelText<HTMLSelectElement>(L.state).value).toBe('');
    await user.type(screen.getByLabelText(L.zip), '{Backspace}');
    expect(describedText(L.zip)).toBe('');
  });

  it("shows an invalid e-mail's message in an info box with 'Click Here to validate via OTP', which opens the Email Verification dialog", async () => {
    const calls = stubApi({ 'validate-member-email': valid(true), 'validate-email-neverbounce': valid(false, ENROLLMENT_MESSAGES.emailDisposable) });
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText(L.email), 'ana@mailinator.com');
    await user.tab();
    const link = await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp });
    expect(describedText(L.email)).toContain(ENROLLMENT_MESSAGES.emailDisposable);
    expect(screen.getByRole('img', { name: ENROLLMENT_MESSAGES.contactNeedsVerification })).toBeTruthy();
    expect(screen.getByLabelText(L.email).getAttribute('aria-invalid')).toBe('false');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ email: 'ana@mailinator.com', enrollment_id: ENROLLMENT_ID });
    expect(screen.queryByRole('checkbox', { name: ENROLLMENT_MESSAGES.skipEmailValidation })).toBeNull();
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: ENROLLMENT_MESSAGES.emailVerificationTitle })).toBeTruthy();
  });

  it("shows 'Email Already Exists.' and 'Phone already exists' as plain field errors, without the OTP link", async () => {
    stubApi({ 'validate-member-email': valid(false, ENROLLMENT_MESSAGES.emailAlreadyExists), 'validate-phone-numverify': valid(false, ENROLLMENT_MESSAGES.phoneAlreadyExists) });
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText(L.email), 'taken@example.com');
    await user.type(screen.getByLabelText(L.phone), '(512) 555-0142');
    await user.tab();
    await waitFor(() => expect(describedText(L.email)).toBe(ENROLLMENT_MESSAGES.emailAlreadyExists));
    await waitFor(() => expect(describedText(L.phone)).toBe(ENROLLMENT_MESSAGES.phoneAlreadyExists));
    expect(screen.getByLabelText(L.email).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp })).toBeNull();
  });

  it.each<['rep' | 'group' | 'applicant', boolean]>([
    ['rep', true],
    ['group', true],
    ['applicant', false],
  ])('offers the Skip Phone Validation box to an enrollment by %s: %s', async (enrollBy, offered) => {
    stubApi({ 'validate-phone-numverify': valid(false, ENROLLMENT_MESSAGES.phoneNotUs) });
    const user = userEvent.setup();
    renderStep(makeStep({ enroll_by: enrollBy, options: { can_skip_validation: enrollBy !== 'applicant' } }));
    await user.type(screen.getByLabelText(L.phone), '5125550142');
    await user.tab();
    await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp });
    expect(screen.queryByRole('checkbox', { name: ENROLLMENT_MESSAGES.skipPhoneValidation }) !== null).toBe(offered);
    expect(screen.queryByRole('checkbox', { name: ENROLLMENT_MESSAGES.skipEmailValidation })).toBeNull();
  });

  it('marks a contact verified by code with a check mark and no info box', async () => {
    renderStep(makeStep({ value: { email_address: 'Ana@Example.com', email_verified: true }, options: { verified: { email: 'ana@example.com', phone: null } } }));
    expect(screen.getByRole('img', { name: ENROLLMENT_MESSAGES.contactVerified })).toBeTruthy();
    expect(describedText(L.email)).toBe('');
    await userEvent.setup().type(screen.getByLabelText(L.email), 'x');
    expect(screen.queryByRole('img', { name: ENROLLMENT_MESSAGES.contactVerified })).toBeNull();
  });

  it('verifies an invalid e-mail by code: the check mark replaces the info box', async () => {
    stubApi({
      'validate-member-email': valid(true),
      'validate-email-neverbounce': valid(false, ENROLLMENT_MESSAGES.emailDisposable),
      'send-otp': { body: { status: 'success', message: ENROLLMENT_MESSAGES.otpSentEmail, data: { type: 'email', expires_in: 120, resend_in: 120, length: 6 } } },
      'verify-otp': { body: { status: 'success', message: ENROLLMENT_MESSAGES.otpVerified, data: { type: 'email', contact: 'ana@mailinator.com', verified: true } } },
    });
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByLabelText(L.email), 'Ana@Mailinator.com');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp }));
    await user.click(await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.sendOtp }));
    await screen.findByRole('group', { name: ENROLLMENT_MESSAGES.otpCodeGroupLabel });
    await user.keyboard('123456');
    await user.click(await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.backToEnrollment }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: ENROLLMENT_MESSAGES.contactVerified })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(L.email)));
  });

  it('saves the fields with save-contact-info and moves on', async () => {
    const calls = stubApi({
      'validate-zip-code': zipFound('TX'),
      'validate-member-email': valid(true),
      'validate-email-neverbounce': valid(true),
      'validate-phone-numverify': valid(true),
      'save-contact-info': savedContact,
    });
    const user = userEvent.setup();
    const onSaved = renderStep();
    await user.type(screen.getByLabelText(L.email), 'ana@example.com');
    await user.type(screen.getByLabelText(L.phone), '(512) 555-0142');
    await fillAddress(user);
    await user.click(screen.getByRole('checkbox', { name: ENROLLMENT_MESSAGES.uspsAddressValidationLabel }));
    await user.click(nextButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const save = calls.find((c) => c.url.pathname === '/api/v1/save-contact-info');
    expect(JSON.parse(String(save?.init?.body))).toEqual({
      enrollment_id: ENROLLMENT_ID,
      email_address: 'ana@example.com',
      phone_number: '5125550142',
      address1: '1 Congress Ave',
      city: 'Austin',
      zip: '78701',
      state: 'TX',
      birth_state: 'CA',
      birth_city: 'Fresno',
      with_validation: 1,
      skip_validation_email: 0,
      skip_validation_phone: 0,
    });
  });

  it("shows a refused save's field errors under their fields and its flagged contacts in info boxes", async () => {
    stubApi({
      'validate-zip-code': zipFound('TX'),
      'validate-member-email': valid(true),
      'validate-email-neverbounce': valid(true),
      'validate-phone-numverify': valid(true),
      'save-contact-info': {
        status: 422,
        body: {
          status: 'error',
          errorCode: 'validationError',
          message: 'Some fields need your attention.',
          data: [{ target_element: 'city', error_message: ENROLLMENT_MESSAGES.uspsAddressMismatch }],
          errors: { phone: { data: [{ target_element: 'phone_number', error_message: ENROLLMENT_MESSAGES.phoneNotUs, is_valid: false }] } },
        },
      },
    });
    const user = userEvent.setup();
    const onSaved = renderStep();
    await user.type(screen.getByLabelText(L.email), 'ana@example.com');
    await user.type(screen.getByLabelText(L.phone), '5125550142');
    await fillAddress(user);
    await user.click(nextButton());
    await waitFor(() => expect(describedText(L.city)).toBe(ENROLLMENT_MESSAGES.uspsAddressMismatch));
    expect(describedText(L.phone)).toContain(ENROLLMENT_MESSAGES.phoneNotUs);
    const box = screen.getByText(ENROLLMENT_MESSAGES.phoneNotUs).closest('div')!;
    expect(within(box).getByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('runs both validations before saving an existing-user enrollment and does not save a flagged contact', async () => {
    const calls = stubApi({
      'validate-zip-code': zipFound('TX'),
      'validate-member-email': valid(true),
      'validate-email-neverbounce': valid(true),
      'validate-phone-numverify': valid(false, ENROLLMENT_MESSAGES.phoneNotUs),
      'save-contact-info': savedContact,
    });
    const user = userEvent.setup();
    const onSaved = renderStep(
      makeStep({ type: 'existing-user', value: { email_address: 'ana@example.com', phone_number: '5125550142', address1: '1 Congress Ave', city: 'Austin', zip: '78701', state: 'TX', birth_state: 'CA', birth_city: 'Fresno' } }),
    );
    await user.click(nextButton());
    await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.validateViaOtp });
    const paths = calls.map((c) => c.url.pathname);
    expect(paths).toEqual(['/api/v1/validate-member-email', '/api/v1/validate-email-neverbounce', '/api/v1/validate-phone-numverify']);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves an existing-user enrollment once a rep ticks Skip Phone Validation', async () => {
    const calls = stubApi({
      'validate-member-email': valid(true),
      'validate-email-neverbounce': valid(true),
      'validate-phone-numverify': valid(false, ENROLLMENT_MESSAGES.phoneNotUs),
      'save-contact-info': savedContact,
    });
    const user = userEvent.setup();
    const onSaved = renderStep(
      makeStep({
        type: 'existing-user',
        enroll_by: 'rep',
        options: { can_skip_validation: true },
        value: { email_address: 'ana@example.com', phone_number: '5125550142', address1: '1 Congress Ave', city: 'Austin', zip: '78701', state: 'TX', birth_state: 'CA', birth_city: 'Fresno' },
      }),
    );
    await user.click(nextButton());
    await user.click(await screen.findByRole('checkbox', { name: ENROLLMENT_MESSAGES.skipPhoneValidation }));
    await user.click(nextButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const save = calls.find((c) => c.url.pathname === '/api/v1/save-contact-info');
    expect(JSON.parse(String(save?.init?.body))).toMatchObject({ skip_validation_phone: 1, skip_validation_email: 0 });
  });

  it('offers Back, Cancel Enrollment, Save & Continue Later and Next in the wizard; Save & Continue Later checks the form, then gets its values', async () => {
    const controls: WizardControls = { goBack: vi.fn(), requestCancel: vi.fn(), requestSaveLater: vi.fn() };
    const user = userEvent.setup();
    render(
      <WizardContext.Provider value={controls}>
        <ContactInfoStep tab="contact_info" mode="step" step={makeStep()} onSaved={vi.fn()} />
      </WizardContext.Provider>,
    );
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([STORE_WEB_MESSAGES.back, ENROLLMENT_MESSAGES.cancelEnrollment, ENROLLMENT_MESSAGES.saveAndContinueLater, ENROLLMENT_MESSAGES.nextStep]);
    await user.type(screen.getByLabelText(L.email), 'ana@');
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.saveAndContinueLater }));
    await waitFor(() => expect(describedText(L.email)).toBe(ENROLLMENT_MESSAGES.invalidContactEmail));
    expect(controls.requestSaveLater).not.toHaveBeenCalled();
  });

  it('hands Save & Continue Later the values as they are', async () => {
    const controls: WizardControls = { goBack: vi.fn(), requestCancel: vi.fn(), requestSaveLater: vi.fn() };
    const value = { email_address: 'ana@example.com', phone_number: '5125550142', address1: '1 Congress Ave', city: 'Austin', zip: '78701', state: 'TX', birth_state: 'CA', birth_city: 'Fresno' };
    render(
      <WizardContext.Provider value={controls}>
        <ContactInfoStep tab="contact_info" mode="step" step={makeStep({ value })} onSaved={vi.fn()} />
      </WizardContext.Provider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.saveAndContinueLater }));
    await waitFor(() => expect(controls.requestSaveLater).toHaveBeenCalledWith(expect.objectContaining({ ...value, with_validation: false })));
  });

  it('shows no title in edit mode, and Cancel returns to the review', async () => {
    const onCancelEdit = vi.fn();
    render(<ContactInfoStep tab="contact_info" mode="edit" step={makeStep()} onSaved={vi.fn()} onCancelEdit={onCancelEdit} />);
    expect(screen.queryByRole('heading', { name: 'Contact Information' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: STORE_WEB_MESSAGES.cancel }));
    expect(onCancelEdit).toHaveBeenCalledTimes(1);
  });
});
