import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BENEFICIARY_MESSAGES,
  DEFAULT_DEPENDENT_FIELDS,
  DEPENDENT_MESSAGES,
  ENROLLMENT_MESSAGES,
  HEALTH_MESSAGES,
  MESSAGES,
  STORE_WEB_MESSAGES,
  WEB_MESSAGES,
  type DependentAnswer,
  type DependentStepOptions,
} from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { useCartChange } from '../../cart/cart-change-notice';
import { renderPage, stubApi } from '../../../test/render';
import { WizardContext, type WizardControls } from '../wizard/wizard-context';
import DependentInfoStep from './dependent-info-step';
import type { StepProps } from '../wizard/step-props';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';

const OPTIONS: DependentStepOptions = {
  tier: 'IF',
  is_IHA: false,
  is_premier: false,
  has_spouse: true,
  is_legally_disabled: true,
  disclaimer: DEPENDENT_MESSAGES.genericMedicationNote,
  health_required: false,
  today: '2026-11-23',
  spouse_birthdate: null,
};

const dependent = (id: number, relationship: 'spouse' | 'child', first: string): DependentAnswer => ({
  primary_info: {
    dependent_id: id,
    first_name: first,
    last_name: 'Lopez',
    gender: relationship === 'spouse' ? 0 : 1,
    ssn: `***-**-10${id}0`,
    relationship,
    weight: 100,
    height_feet: 5,
    height_inch: 1,
    birthdate: relationship === 'spouse' ? '1986-04-12' : '2015-09-30',
    employed: 0,
    is_legally_disabled: 0,
    disability_condition: null,
  },
});

function makeStep(options: Partial<DependentStepOptions> = {}, value: unknown = null): StepProps['step'] {
  return { tabs: [], saved_tabs: [], fields: DEFAULT_DEPENDENT_FIELDS, value, options: { ...OPTIONS, ...options }, enroll_by: 'applicant', type: 'new-member' };
}

const controls: WizardControls = { goBack: vi.fn(), requestCancel: vi.fn(), requestSaveLater: vi.fn() };

function renderStep(step = makeStep()) {
  const onSaved = vi.fn();
  renderPage(
    <WizardContext.Provider value={controls}>
      <DependentInfoStep tab="dependent_info" mode="step" step={step} onSaved={onSaved} />
    </WizardContext.Provider>,
  );
  return onSaved;
}

const ok = (result: unknown) => ({ body: { status: 'success', data: { result } } });
/** save-dependent-info's answer: the list, and what its household did to the cart. */
const savedList = (result: unknown, cart = { cart_repriced: 0, cart_removed: 0 }) => ({ body: { status: 'success', data: { result, ...cart } } });
const refused = (data: { target_element: string; error_message: string }[]) => ({
  status: 422,
  body: { status: 'error', errorCode: 'validationError', message: MESSAGES.validationFailed, data },
});
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const next = () => screen.queryByRole('button', { name: ENROLLMENT_MESSAGES.nextStep });

async function fillChild(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, first = 'Lucia') {
  await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.firstNameLabel), first);
  await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.lastNameLabel), 'Lopez');
  await user.selectOptions(within(dialog).getByLabelText(WEB_MESSAGES.gender), '1');
  await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.ssnLabel), '123-45-6789');
  await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.weightLabel), '60');
  await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.heightFeetLabel), '4');
  await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.heightInchLabel), '2');
  await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.dateOfBirthLabel), '09302015');
}

beforeEach(() => {
  useClientState.setState({ tempId: ENROLLMENT_ID });
  vi.unstubAllGlobals();
});

describe('the Dependent Information step', () => {
  it.each([
    ['IS', {}, DEPENDENT_MESSAGES.headerSpouse, [DEPENDENT_MESSAGES.addSpouse]],
    ['IC', {}, DEPENDENT_MESSAGES.headerChildren({ max: 10 }), [DEPENDENT_MESSAGES.addChild]],
    ['IC', { is_premier: true }, DEPENDENT_MESSAGES.headerPremierChild, [DEPENDENT_MESSAGES.addChild]],
    ['IC', { is_IHA: true }, DEPENDENT_MESSAGES.headerChildren({ max: 9 }), [DEPENDENT_MESSAGES.addChild]],
    ['IF', {}, DEPENDENT_MESSAGES.headerFamily({ max: 10 }), [DEPENDENT_MESSAGES.addSpouse, DEPENDENT_MESSAGES.addChild]],
  ] as const)('%s %j: the header text and add buttons', (tier, extra, header, buttons) => {
    renderStep(makeStep({ tier, ...extra }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dependent Information' })).toBeTruthy();
    expect(screen.getByText(header)).toBeTruthy();
    for (const name of buttons) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText(DEPENDENT_MESSAGES.noDependentsYet)).toBeTruthy();
    expect(next()).toBeNull();
  });

  // Issue 27 item 3: the header asks only for what is still missing.
  it("IS with the spouse listed: 'Please add your spouse to continue.' is gone; IF with the spouse listed asks for the children", () => {
    renderStep(makeStep({ tier: 'IS' }, { dependents: [dependent(1, 'spouse', 'Sam')], spouse_answer: null }));
    expect(screen.queryByText(DEPENDENT_MESSAGES.headerSpouse)).toBeNull();
    expect(next()).toBeTruthy();
    cleanup();
    renderStep(makeStep({ tier: 'IF' }, { dependents: [dependent(1, 'spouse', 'Sam')], spouse_answer: null }));
    expect(screen.queryByText(DEPENDENT_MESSAGES.headerFamily({ max: 10 }))).toBeNull();
    expect(screen.getByText(DEPENDENT_MESSAGES.headerChildren({ max: 9 }))).toBeTruthy();
  });

  it("opens the add popup titled 'Dependent #1' with the relationship read-only, the note, and 'Field is required' under empty fields", async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IC' }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    const dialog = await screen.findByRole('dialog', { name: DEPENDENT_MESSAGES.dependentNumber({ n: 1 }) });
    expect(within(dialog).getByLabelText<HTMLInputElement>(BENEFICIARY_MESSAGES.relationshipLabel).value).toBe(DEPENDENT_MESSAGES.relationshipChild);
    expect(within(dialog).getByLabelText<HTMLInputElement>(BENEFICIARY_MESSAGES.relationshipLabel).readOnly).toBe(true);
    expect(within(dialog).getByText(DEPENDENT_MESSAGES.genericMedicationNote)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: WEB_MESSAGES.submit }));
    for (const label of [ENROLLMENT_MESSAGES.firstNameLabel, ENROLLMENT_MESSAGES.lastNameLabel, WEB_MESSAGES.gender, ENROLLMENT_MESSAGES.ssnLabel, ENROLLMENT_MESSAGES.weightLabel, ENROLLMENT_MESSAGES.dateOfBirthLabel]) {
      await waitFor(() => expect(describedText(within(dialog).getByLabelText(label))).toBe(MESSAGES.fieldRequired));
    }
  });

  it("asks 'Is this dependent legally disabled?' of a child with its tooltip as text, and requires the condition on Yes", async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IC' }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    const dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: DEPENDENT_MESSAGES.legallyDisabledQuestion });
    expect(describedText(group)).toContain(DEPENDENT_MESSAGES.legallyDisabledTooltip);
    expect(within(dialog).queryByLabelText(DEPENDENT_MESSAGES.disabilityConditionLabel)).toBeNull();
    await user.click(within(group).getByRole('radio', { name: MESSAGES.yes }));
    await user.click(within(dialog).getByRole('button', { name: WEB_MESSAGES.submit }));
    await waitFor(() => expect(describedText(within(dialog).getByLabelText(DEPENDENT_MESSAGES.disabilityConditionLabel))).toBe(MESSAGES.fieldRequired));
  });

  it('does not ask the legally-disabled question when the server does not allow it, nor of a spouse', async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IF', is_legally_disabled: false }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    expect(within(await screen.findByRole('dialog')).queryByRole('group', { name: DEPENDENT_MESSAGES.legallyDisabledQuestion })).toBeNull();
  });

  it('checks the dependent with the server, saves the list to temp, lists it and shows Next once the tier minimum is met', async () => {
    const user = userEvent.setup();
    const saved = dependent(1, 'child', 'Lucia');
    const calls = stubApi({ 'validate-single-dependent': ok({ is_valid: true }), 'save-dependent-info-to-temp': ok({ dependents: [saved], spouse_answer: null }), 'save-dependent-info': savedList({ dependents: [saved], spouse_answer: null }) });
    const onSaved = renderStep(makeStep({ tier: 'IC' }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    await fillChild(user, await screen.findByRole('dialog'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: WEB_MESSAGES.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = within(screen.getByRole('list', { name: DEPENDENT_MESSAGES.dependentsListLabel })).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: DEPENDENT_MESSAGES.dependentNumber({ n: 1 }) })).toBeTruthy();
    expect(within(item).getByText('09/30/2015')).toBeTruthy();
    const sent = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('validate-single-dependent'))!.init!.body)) as Record<string, { birthdate: string; employed: number }>;
    expect(sent.primary_info).toMatchObject({ birthdate: '2015-09-30', employed: 0, ssn: '123456789' });
    expect(describedText(next()!)).toBe(DEPENDENT_MESSAGES.nextTooltip);
    await user.click(next()!);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("starts a new spouse with the spouse's date of birth given on the landing, and a child with none", async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IF', spouse_birthdate: '04/12/1986' }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addSpouse }));
    const spouse = await screen.findByRole('dialog');
    expect(within(spouse).getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.dateOfBirthLabel).value).toBe('04/12/1986');
    await user.click(within(spouse).getByRole('button', { name: STORE_WEB_MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    expect(within(await screen.findByRole('dialog')).getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.dateOfBirthLabel).value).toBe('');
  });

  it('on Next remembers that the household re-priced the cart, for the review to say so', async () => {
    const user = userEvent.setup();
    useCartChange.setState({ change: null });
    const list = { dependents: [dependent(1, 'spouse', 'Sam')], spouse_answer: null };
    stubApi({ 'save-dependent-info': savedList(list, { cart_repriced: 1, cart_removed: 0 }) });
    const onSaved = renderStep(makeStep({ tier: 'IS' }, list));
    await user.click(next()!);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(useCartChange.getState().change).toEqual({ repriced: 1, removed: 0 });
  });

  it("shows the server's errors of the popup under its fields", async () => {
    const user = userEvent.setup();
    stubApi({ 'validate-single-dependent': refused([{ target_element: 'primary_info.ssn', error_message: ENROLLMENT_MESSAGES.invalidSsn }]) });
    renderStep(makeStep({ tier: 'IC' }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    const dialog = await screen.findByRole('dialog');
    await fillChild(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: WEB_MESSAGES.submit }));
    await waitFor(() => expect(describedText(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.ssnLabel))).toContain(ENROLLMENT_MESSAGES.invalidSsn));
  });

  it('premier IC: no add button once one child is listed; two children (loaded) show the L713 message', () => {
    renderStep(makeStep({ tier: 'IC', is_premier: true }, { dependents: [dependent(1, 'child', 'Ana')], spouse_answer: null }));
    expect(screen.queryByRole('button', { name: DEPENDENT_MESSAGES.addChild })).toBeNull();
    expect(next()).toBeTruthy();
  });

  it('premier IC with two children: the L713 message, and Next refuses with it as the main error', async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IC', is_premier: true }, { dependents: [dependent(1, 'child', 'Ana'), dependent(2, 'child', 'Bea')], spouse_answer: null }));
    expect(screen.getAllByText(DEPENDENT_MESSAGES.l713OneChild).length).toBeGreaterThan(0);
    await user.click(next()!);
    await waitFor(() => expect(screen.getAllByText(DEPENDENT_MESSAGES.l713OneChild).length).toBe(2));
  });

  it("IF: Next only from two dependents; the premier spouse question flags 'Please select spouse status'", async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IF', is_premier: true }, { dependents: [dependent(1, 'child', 'Ana'), dependent(2, 'child', 'Bea')], spouse_answer: null }));
    const question = screen.getByLabelText<HTMLSelectElement>(DEPENDENT_MESSAGES.spouseQuestion);
    expect(within(question).getAllByRole('option').map((o) => o.textContent)).toEqual([DEPENDENT_MESSAGES.pleaseSelect, MESSAGES.yes, MESSAGES.no]);
    expect(screen.queryByRole('button', { name: DEPENDENT_MESSAGES.addSpouse })).toBeNull();
    await user.click(next()!);
    await waitFor(() => expect(describedText(question)).toBe(DEPENDENT_MESSAGES.spouseStatusRequired));
  });

  it("premier IF: Add Child before the spouse question is answered opens nothing and flags 'Please select spouse status' once, under the question", async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IF', is_premier: true }, { dependents: [], spouse_answer: null }));
    const question = screen.getByLabelText<HTMLSelectElement>(DEPENDENT_MESSAGES.spouseQuestion);
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    await waitFor(() => expect(describedText(question)).toBe(DEPENDENT_MESSAGES.spouseStatusRequired));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(question);
    expect(screen.getAllByText(DEPENDENT_MESSAGES.spouseStatusRequired)).toHaveLength(1);
  });

  it("an edit closed without Submit blocks add, delete and Next with the spec's reasons as text", async () => {
    const user = userEvent.setup();
    renderStep(makeStep({ tier: 'IF' }, { dependents: [dependent(1, 'spouse', 'Sam'), dependent(2, 'child', 'Ana')], spouse_answer: null }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.editDependent({ n: 2 }) }));
    const dialog = await screen.findByRole('dialog', { name: DEPENDENT_MESSAGES.dependentNumber({ n: 2 }) });
    expect(within(dialog).getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.firstNameLabel).value).toBe('Ana');
    await user.type(within(dialog).getByLabelText(ENROLLMENT_MESSAGES.firstNameLabel), 'x');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(describedText(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }))).toContain(DEPENDENT_MESSAGES.editOpenAdd);
    expect(describedText(screen.getByRole('button', { name: DEPENDENT_MESSAGES.deleteDependent({ n: 1 }) }))).toBe(BENEFICIARY_MESSAGES.editOpenDelete);
    expect(describedText(next()!)).toBe(BENEFICIARY_MESSAGES.editOpenContinue);
    expect(next()!.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.continueEditing({ n: 2 }) }));
    expect(within(await screen.findByRole('dialog')).getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.firstNameLabel).value).toBe('Anax');
  });

  it("deletes a dependent (saved to temp) and says so; Save & Continue Later sends the list", async () => {
    const user = userEvent.setup();
    stubApi({ 'save-dependent-info-to-temp': ok({ dependents: [dependent(1, 'spouse', 'Sam')], spouse_answer: null }) });
    renderStep(makeStep({ tier: 'IF' }, { dependents: [dependent(1, 'spouse', 'Sam'), dependent(2, 'child', 'Ana')], spouse_answer: null }));
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.deleteDependent({ n: 2 }) }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(next()).toBeNull();
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.saveAndContinueLater }));
    await waitFor(() => expect(controls.requestSaveLater).toHaveBeenCalled());
    const data = vi.mocked(controls.requestSaveLater).mock.calls.at(-1)![0] as { dependents: { primary_info: { first_name: string; ssn: string } }[] };
    expect(data.dependents.map((d) => d.primary_info.first_name)).toEqual(['Sam']);
    expect(data.dependents[0]!.primary_info.ssn).toMatch(/^\*{3}-\*{2}-\d{4}$/);
  });

  it("on Next, a server refusal shows the last 'Dependent #N' error as the main error", async () => {
    const user = userEvent.setup();
    stubApi({
      'save-dependent-info': refused([
        { target_element: 'dependents.0.primary_info.ssn', error_message: DEPENDENT_MESSAGES.dependentError({ n: 1, message: ENROLLMENT_MESSAGES.invalidSsn }) },
        { target_element: 'dependents.1.primary_info.first_name', error_message: DEPENDENT_MESSAGES.dependentError({ n: 2, message: MESSAGES.fieldRequired }) },
      ]),
    });
    renderStep(makeStep({ tier: 'IF' }, { dependents: [dependent(1, 'spouse', 'Sam'), dependent(2, 'child', 'Ana')], spouse_answer: null }));
    await user.click(next()!);
    expect(await screen.findByText(DEPENDENT_MESSAGES.dependentError({ n: 2, message: MESSAGES.fieldRequired }))).toBeTruthy();
  });

  it('asks the dependent health questions in the popup when the cart underwrites, and sends the answers', async () => {
    const user = userEvent.setup();
    const questions = { codition_questions: [{ question_id: 141, question_text: 'Heart disease in the past 5 years?', detail_fields: 'standard' }], medication_question: null };
    const saved = dependent(1, 'child', 'Lucia');
    const calls = stubApi({
      'get-health-questions-dependent-info': ok(questions),
      'validate-single-dependent': ok({ is_valid: true }),
      'save-dependent-info-to-temp': ok({ dependents: [saved], spouse_answer: null }),
    });
    renderStep(makeStep({ tier: 'IC', health_required: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Heart disease in the past 5 years?')).toBeTruthy();
    await fillChild(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: WEB_MESSAGES.submit }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('save-dependent-info-to-temp'))).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('validate-single-dependent'))!.init!.body)) as { health_info: { condition_questions: { question_id: number; yes_no_flag: number }[] } };
    expect(sent.health_info.condition_questions[0]).toMatchObject({ question_id: 141, yes_no_flag: 0 });
  });

  it("words a spouse's questions about the spouse, and asks a man no pregnancy question", async () => {
    const user = userEvent.setup();
    const questions = {
      codition_questions: [
        { question_id: 141, question_text: 'Have you ever had heart disease?', detail_fields: 'standard' },
        { question_id: 145, question_text: 'Are you currently pregnant?', detail_fields: 'none', gender: 1 },
      ],
      medication_question: { question_id: 148, question_text: 'Are you currently taking any prescription medication?' },
    };
    stubApi({ 'get-health-questions-dependent-info': ok(questions) });
    renderStep(makeStep({ tier: 'IS', health_required: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addSpouse }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addSpouse }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(HEALTH_MESSAGES.aboutSpouseIntro)).toBeTruthy();
    expect(within(dialog).getByText('Has your spouse ever had heart disease?')).toBeTruthy();
    expect(within(dialog).getByText('Is your spouse currently taking any prescription medication?')).toBeTruthy();
    expect(within(dialog).queryByText('Have you ever had heart disease?')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(WEB_MESSAGES.gender), '0');
    expect(within(dialog).queryByText('Is your spouse currently pregnant?')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(WEB_MESSAGES.gender), '1');
    expect(within(dialog).getByText('Is your spouse currently pregnant?')).toBeTruthy();
  });

  it('asks the pregnancy question of a daughter once her gender is chosen, and never of a son', async () => {
    const user = userEvent.setup();
    const questions = {
      codition_questions: [
        { question_id: 141, question_text: 'Heart disease in the past 5 years?', detail_fields: 'standard' },
        { question_id: 145, question_text: 'Is this person currently pregnant?', detail_fields: 'none', gender: 1 },
      ],
      medication_question: null,
    };
    stubApi({ 'get-health-questions-dependent-info': ok(questions) });
    renderStep(makeStep({ tier: 'IC', health_required: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: DEPENDENT_MESSAGES.addChild }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Is this person currently pregnant?')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(WEB_MESSAGES.gender), '0');
    expect(within(dialog).queryByText('Is this person currently pregnant?')).toBeNull();
    expect(within(dialog).getByText('Heart disease in the past 5 years?')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(WEB_MESSAGES.gender), '1');
    expect(within(dialog).getByText('Is this person currently pregnant?')).toBeTruthy();
  });

  it('premier IF: Yes opens the spouse popup; No removes the listed spouse (saved to temp with the answer)', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'save-dependent-info-to-temp': (_url, init) => {
        const body = JSON.parse(String(init!.body)) as { dependents: DependentAnswer[]; spouse_answer: 'yes' | 'no' | null };
        // The client leaves out empty values; the server answers every field of what it stored (null when empty).
        const stored = body.dependents.map((d) => ({ primary_info: { ...d.primary_info, disability_condition: d.primary_info.disability_condition ?? null } }));
        return ok({ dependents: stored, spouse_answer: body.spouse_answer });
      },
    });
    renderStep(makeStep({ tier: 'IF', is_premier: true }, { dependents: [dependent(1, 'spouse', 'Sam'), dependent(2, 'child', 'Ana')], spouse_answer: 'yes' }));
    expect(screen.queryByRole('button', { name: DEPENDENT_MESSAGES.addSpouse })).toBeNull();
    await user.selectOptions(screen.getByLabelText(DEPENDENT_MESSAGES.spouseQuestion), 'no');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const sent = JSON.parse(String(calls.at(-1)!.init!.body)) as { dependents: unknown[]; spouse_answer: string };
    expect(sent).toMatchObject({ spouse_answer: 'no' });
    expect(sent.dependents).toHaveLength(1);
    expect(useClientState.getState().isSpouseEnrollAccept).toBe(false);
    await user.selectOptions(screen.getByLabelText(DEPENDENT_MESSAGES.spouseQuestion), 'yes');
    const dialog = await screen.findByRole('dialog', { name: DEPENDENT_MESSAGES.dependentNumber({ n: 2 }) });
    expect(within(dialog).getByLabelText<HTMLInputElement>(BENEFICIARY_MESSAGES.relationshipLabel).value).toBe(DEPENDENT_MESSAGES.relationshipSpouse);
    expect(useClientState.getState().isSpouseEnrollAccept).toBe(true);
  });
});
