import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGREEMENT_MESSAGES,
  agreementFieldDefinitions,
  agreementFlagsFor,
  agreementTextsFor,
  ENROLLMENT_MESSAGES,
  L713_MESSAGES,
  MESSAGES,
  type AgreementTextsAnswer,
} from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { stubApi } from '../../../test/render';
import type { StepProps } from '../wizard/step-props';
import { WizardContext, type WizardControls } from '../wizard/wizard-context';
import AgreementSignatureStep from './agreement-signature-step';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const nextButton = () => screen.getByRole('button', { name: ENROLLMENT_MESSAGES.nextStep });

const ACME = { name: 'Acme Fabrication Co.', code: 'ACME2024' };

function makeStep(eprocess: string | null = null, over: Partial<AgreementTextsAnswer> = {}, value: unknown = null): StepProps['step'] {
  const options: AgreementTextsAnswer = { result: agreementTextsFor(['medical']), special_message: null, l713_net_price: '300.00', has_l713: true, l713_lines: [{ label: 'Union Dues', amount: '$25.00' }, { label: L713_MESSAGES.netPrice, amount: '$300.00' }], ...over };
  const fields = agreementFieldDefinitions(agreementFlagsFor(eprocess), '11/23/2026', eprocess === 'group' ? ACME : null);
  return { tabs: [], saved_tabs: [], fields, value, options, enroll_by: 'applicant', type: 'new-user' };
}

const controls: WizardControls = { goBack: vi.fn(), requestCancel: vi.fn(), requestSaveLater: vi.fn() };

function renderStep(step = makeStep(), onSaved = vi.fn()) {
  render(
    <WizardContext.Provider value={controls}>
      <AgreementSignatureStep tab="agreement_info" mode="step" step={step} onSaved={onSaved} />
    </WizardContext.Provider>,
  );
  return onSaved;
}

const describedText = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const bodyOf = (calls: { url: URL; init?: RequestInit | undefined }[], path: string) => {
  const call = calls.find((c) => c.url.pathname.endsWith(`/${path}`));
  return call ? (JSON.parse(String(call.init?.body)) as Record<string, unknown>) : null;
};

beforeEach(() => {
  vi.unstubAllGlobals();
  useClientState.setState({ tempId: ENROLLMENT_ID });
});

describe('Agreement & Signature', () => {
  it('shows the texts, the L713 carrier message with the net price, the applicant field, the date and both ways to sign', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Agreement & Signature' })).toBeTruthy();
    expect(screen.getByRole('group', { name: AGREEMENT_MESSAGES.generalHead })).toBeTruthy();
    expect(screen.getByText(AGREEMENT_MESSAGES.healthBody)).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: AGREEMENT_MESSAGES.agreeLabel })).toHaveLength(3);
    expect(screen.getByText(L713_MESSAGES.netPrice)).toBeTruthy();
    expect(screen.getByText('$300.00')).toBeTruthy();
    expect(screen.getByLabelText(AGREEMENT_MESSAGES.applicantNameLabel)).toBeTruthy();
    expect(screen.queryByLabelText(AGREEMENT_MESSAGES.brokerNameLabel)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(AGREEMENT_MESSAGES.dateLabel).value).toBe('11/23/2026');
    expect(screen.getByRole('img', { name: AGREEMENT_MESSAGES.drawSignatureLabel })).toBeTruthy();
    expect(screen.getByLabelText(AGREEMENT_MESSAGES.typedSignatureLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('asks a rep for the broker fields', () => {
    renderStep(makeStep('rep'));
    expect(screen.getByLabelText(AGREEMENT_MESSAGES.brokerNameLabel)).toBeTruthy();
    expect(screen.getByLabelText(AGREEMENT_MESSAGES.brokerCodeLabel)).toBeTruthy();
    expect(screen.queryByLabelText(AGREEMENT_MESSAGES.applicantNameLabel)).toBeNull();
  });

  it("prefills an employee's Group Name with the enrollment's group (the code is typed: never sent), and shows the server's refusal of a changed code by its field", async () => {
    stubApi({
      'save-agreement-info': { status: 422, body: { status: 'error', message: MESSAGES.validationFailed, errorCode: 'invalid', data: [{ target_element: 'group_code', error_message: AGREEMENT_MESSAGES.groupCodeMismatch }] } },
    });
    const user = userEvent.setup();
    const onSaved = renderStep(makeStep('group'));
    expect(screen.getByLabelText<HTMLInputElement>(AGREEMENT_MESSAGES.groupNameLabel).value).toBe(ACME.name);
    const code = screen.getByLabelText<HTMLInputElement>(AGREEMENT_MESSAGES.groupCodeLabel);
    expect(code.value).toBe('');
    for (const box of screen.getAllByRole('checkbox', { name: AGREEMENT_MESSAGES.agreeLabel })) await user.click(box);
    await user.clear(code);
    await user.type(code, 'WRONG99');
    await user.type(screen.getByLabelText(AGREEMENT_MESSAGES.typedSignatureLabel), 'Jane Doe');
    await user.click(nextButton());
    await waitFor(() => expect(describedText(screen.getByLabelText(AGREEMENT_MESSAGES.groupCodeLabel))).toContain(AGREEMENT_MESSAGES.groupCodeMismatch));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows every error with the spec messages and sends nothing', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderStep();
    await user.click(nextButton());
    const boxes = screen.getAllByRole('checkbox', { name: AGREEMENT_MESSAGES.agreeLabel });
    await waitFor(() => expect(describedText(boxes[0]!)).toBe(MESSAGES.thisFieldRequired));
    expect(describedText(screen.getByLabelText(AGREEMENT_MESSAGES.applicantNameLabel))).toBe(MESSAGES.fieldRequired);
    expect(describedText(screen.getByLabelText(AGREEMENT_MESSAGES.typedSignatureLabel))).toBe(ENROLLMENT_MESSAGES.signatureRequired);
    expect(calls).toHaveLength(0);
  });

  it('moves the focus to the typed name when the signature is all that is missing', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderStep();
    for (const box of screen.getAllByRole('checkbox', { name: AGREEMENT_MESSAGES.agreeLabel })) await user.click(box);
    await user.type(screen.getByLabelText(AGREEMENT_MESSAGES.applicantNameLabel), 'Jane Doe');
    await user.click(nextButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(AGREEMENT_MESSAGES.typedSignatureLabel)));
  });

  it('signs by typing a name, with the keyboard only, and saves with the derived eprocess', async () => {
    const calls = stubApi({
      'save-agreement-info': {
        body: { status: 'success', data: { result: { eprocess: 'applicant', agreed: ['general', 'health', 'payment'], agent_name: '', agent_code: '', group_name: '', group_code: '', user_name: 'Jane Doe', date: '11/23/2026', signed: true, signature_name: 'Jane Doe' } } },
      },
    });
    const user = userEvent.setup();
    const onSaved = renderStep();
    for (const box of screen.getAllByRole('checkbox', { name: AGREEMENT_MESSAGES.agreeLabel })) {
      box.focus();
      await user.keyboard(' ');
    }
    screen.getByLabelText(AGREEMENT_MESSAGES.applicantNameLabel).focus();
    await user.keyboard('Jane Doe');
    screen.getByLabelText(AGREEMENT_MESSAGES.typedSignatureLabel).focus();
    await user.keyboard('Jane Doe');
    nextButton().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(calls, 'save-agreement-info')).toMatchObject({ enrollment_id: ENROLLMENT_ID, agree_general: true, agree_health: true, agree_payment: true, user_name: 'Jane Doe', signature_name: 'Jane Doe', signature: '', eprocess: 'applicant' });
  });

  it('starts from a saved agreement (ticks, names, typed signature)', () => {
    renderStep(makeStep(null, {}, { eprocess: 'applicant', agreed: ['general', 'health', 'payment'], agent_name: '', agent_code: '', group_name: '', group_code: '', user_name: 'Jane Doe', date: '11/22/2026', signed: true, signature_name: 'Jane Doe' }));
    for (const box of screen.getAllByRole<HTMLInputElement>('checkbox', { name: AGREEMENT_MESSAGES.agreeLabel })) expect(box.checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(AGREEMENT_MESSAGES.typedSignatureLabel).value).toBe('Jane Doe');
  });
});

describe('focus while correcting', () => {
  it('leaves the focus where the person types after a failed submit', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderStep();
    for (const box of screen.getAllByRole('checkbox', { name: AGREEMENT_MESSAGES.agreeLabel })) await user.click(box);
    await user.click(nextButton());
    const name = screen.getByLabelText(AGREEMENT_MESSAGES.applicantNameLabel);
    await waitFor(() => expect(describedText(name)).toBe(MESSAGES.fieldRequired));
    await user.click(name);
    await user.keyboard('Jane Doe');
    expect(document.activeElement).toBe(name);
    expect((name as HTMLInputElement).value).toBe('Jane Doe');
  });
});
