import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEALTH_MESSAGES, MESSAGES, STORE_WEB_MESSAGES, TAB_TITLES, WEB_MESSAGES, type HealthQuestionSet } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { stubApi } from '../../../test/render';
import type { StepProps } from '../wizard/step-props';
import HealthQuestionsStep from './health-questions-step';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const QUESTIONS: HealthQuestionSet = {
  codition_questions: [
    { question_id: 141, question_text: 'Heart disease?', detail_fields: 'standard' },
    { question_id: 145, question_text: 'Pregnant?', detail_fields: 'none' },
    { question_id: 146, question_text: 'Under a physician?', detail_fields: 'physician' },
  ],
  medication_question: { question_id: 148, question_text: 'Taking medication?' },
};

function makeStep(overrides: { value?: unknown; type?: string; questions?: HealthQuestionSet } = {}): StepProps['step'] {
  return { tabs: [], saved_tabs: [], fields: [], value: overrides.value ?? null, options: { questions: overrides.questions ?? QUESTIONS }, enroll_by: 'applicant', type: overrides.type ?? 'new-user' };
}

function renderStep(step = makeStep()) {
  const onSaved = vi.fn();
  render(<HealthQuestionsStep tab="primary_health_info" mode="step" step={step} onSaved={onSaved} />);
  return onSaved;
}

const group = (text: string) => screen.getByRole('group', { name: new RegExp(`^Question \\d+ ${text.replace(/[?]/g, '\\?')}$`) });
const answer = (text: string, yes: boolean) => within(group(text)).getByRole('radio', { name: yes ? MESSAGES.yes : MESSAGES.no });
const submitButton = () => screen.getByRole('button', { name: WEB_MESSAGES.submit });
const saved = (result: unknown) => ({ body: { status: 'success', data: { result } } });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

beforeEach(() => {
  useClientState.setState({ tempId: ENROLLMENT_ID, health_track: null, isSpouseEnrollAccept: true });
});

describe('the Health Questions step', () => {
  it('asks every question with No chosen, and shows no details until a Yes', async () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: TAB_TITLES.primary_health_info })).toBeTruthy();
    for (const q of ['Heart disease?', 'Pregnant?', 'Under a physician?', 'Taking medication?']) expect((answer(q, false) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(HEALTH_MESSAGES.healthConditionLabel)).toBeNull();
    expect(screen.queryByLabelText(HEALTH_MESSAGES.medicationLabel)).toBeNull();
    expect(screen.getByLabelText(HEALTH_MESSAGES.notesLabel)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(answer('Heart disease?', true));
    for (const label of [HEALTH_MESSAGES.healthConditionLabel, HEALTH_MESSAGES.dateOfOnsetLabel, HEALTH_MESSAGES.dateOfRecoveryLabel, HEALTH_MESSAGES.isTreatmentLabel, HEALTH_MESSAGES.isMedicateLabel, HEALTH_MESSAGES.lastSeenLabel, HEALTH_MESSAGES.symptomsLabel]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    // Current treatment: Please Select, Yes (1), No (0).
    const treatment = screen.getByLabelText(HEALTH_MESSAGES.isTreatmentLabel) as HTMLSelectElement;
    expect([...treatment.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Please Select'],
      ['1', MESSAGES.yes],
      ['0', MESSAGES.no],
    ]);
    await user.click(answer('Pregnant?', true));
    await user.click(answer('Under a physician?', true));
    for (const label of [HEALTH_MESSAGES.conditionLabel, HEALTH_MESSAGES.conditionStatusLabel, HEALTH_MESSAGES.lastSeenByPhysicianLabel, HEALTH_MESSAGES.physicianNameLabel, HEALTH_MESSAGES.physicianAddressLabel, HEALTH_MESSAGES.physicianPhoneLabel]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    // 145 reveals nothing: only the two detail groups exist.
    expect(screen.getAllByRole('group', { name: new RegExp(HEALTH_MESSAGES.conditionDetails) })).toHaveLength(2);
  });

  it('types dates as MM/DD/YYYY', async () => {
    renderStep();
    const user = userEvent.setup();
    await user.click(answer('Heart disease?', true));
    const onset = screen.getByLabelText(HEALTH_MESSAGES.dateOfOnsetLabel) as HTMLInputElement;
    await user.type(onset, '03152019');
    expect(onset.value).toBe('03/15/2019');
  });

  it('starts the medication rows with one, which cannot be removed; more can be added and removed again', async () => {
    renderStep();
    const user = userEvent.setup();
    await user.click(answer('Taking medication?', true));
    expect(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: HEALTH_MESSAGES.removeMedication({ n: 1 }) })).toBeNull();
    await user.click(screen.getByRole('button', { name: HEALTH_MESSAGES.addMedication }));
    expect(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel)).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel)[1]));
    await user.click(screen.getByRole('button', { name: HEALTH_MESSAGES.removeMedication({ n: 2 }) }));
    expect(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: HEALTH_MESSAGES.removeMedication({ n: 1 }) })).toBeNull();
  });

  it('removes the row the person chose: the rows after it move up with what was typed in them', async () => {
    const calls = stubApi({ 'save-primary-health-info': saved({ condition_questions: [], medication_question: null, notes: '' }) });
    const onSaved = renderStep();
    const user = userEvent.setup();
    await user.click(answer('Taking medication?', true));
    for (const row of [1, 2]) {
      await user.click(screen.getByRole('button', { name: HEALTH_MESSAGES.addMedication }));
      // The new row takes focus on the next frame: typing starts once it has.
      await waitFor(() => expect(document.activeElement).toBe(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel)[row]));
    }
    const rows = [
      ['Lisinopril', '10 mg', 'Blood pressure'],
      ['Ibuprofen', '200 mg', 'Back pain'],
      ['Metformin', '500 mg', 'Diabetes'],
    ];
    for (const [i, row] of rows.entries()) {
      await user.type(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel)[i]!, row[0]!);
      await user.type(screen.getAllByLabelText(HEALTH_MESSAGES.dosageLabel)[i]!, row[1]!);
      await user.type(screen.getAllByLabelText(HEALTH_MESSAGES.medicalConditionLabel)[i]!, row[2]!);
    }
    await user.click(screen.getByRole('button', { name: HEALTH_MESSAGES.removeMedication({ n: 2 }) }));
    expect(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel).map((e) => (e as HTMLInputElement).value)).toEqual(['Lisinopril', 'Metformin']);
    expect(screen.getAllByLabelText(HEALTH_MESSAGES.dosageLabel).map((e) => (e as HTMLInputElement).value)).toEqual(['10 mg', '500 mg']);
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]?.init?.body)).medication_question.medications).toEqual([
      { medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Blood pressure' },
      { medication: 'Metformin', dosage: '500 mg', medical_condition: 'Diabetes' },
    ]);
  });

  it('shows each rule under its field before sending anything', async () => {
    const calls = stubApi({});
    renderStep();
    const user = userEvent.setup();
    await user.click(answer('Heart disease?', true));
    await user.click(answer('Taking medication?', true));
    await user.click(submitButton());
    await waitFor(() => expect(describedText(screen.getByLabelText(HEALTH_MESSAGES.healthConditionLabel))).toBe(MESSAGES.fieldRequired));
    expect(describedText(screen.getByLabelText(HEALTH_MESSAGES.isTreatmentLabel))).toBe(MESSAGES.fieldRequired);
    expect(describedText(screen.getByLabelText(HEALTH_MESSAGES.medicationLabel))).toBe(MESSAGES.fieldRequired);
    expect(screen.getByLabelText(HEALTH_MESSAGES.healthConditionLabel).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('saves the answers, resets the spouse-enroll-accepted flag and moves on', async () => {
    const calls = stubApi({ 'save-primary-health-info': saved({ condition_questions: [], medication_question: null, notes: '' }) });
    const onSaved = renderStep();
    const user = userEvent.setup();
    await user.click(answer('Taking medication?', true));
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.medicationLabel), 'Lisinopril');
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.dosageLabel), '10 mg');
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.medicalConditionLabel), 'Blood pressure');
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.notesLabel), 'All good');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(calls[0]?.init?.body));
    expect(body.enrollment_id).toBe(ENROLLMENT_ID);
    expect(body.condition_questions.map((q: { question_id: number; yes_no_flag: number }) => [q.question_id, q.yes_no_flag])).toEqual([
      [141, 0],
      [145, 0],
      [146, 0],
    ]);
    expect(body.medication_question).toMatchObject({ question_id: 148, yes_no_flag: 1, medications: [{ medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Blood pressure' }] });
    expect(body.notes).toBe('All good');
    expect(useClientState.getState().isSpouseEnrollAccept).toBe(false);
  });

  it("shows the server's errors under the field its path names", async () => {
    stubApi({
      'save-primary-health-info': {
        status: 422,
        body: { status: 'error', errorCode: 'validationError', message: MESSAGES.validationFailed, data: [{ target_element: 'condition_questions.0.conditions.0.date_of_onset', error_message: HEALTH_MESSAGES.dateNotInFuture }] },
      },
    });
    const onSaved = renderStep();
    const user = userEvent.setup();
    await user.click(answer('Heart disease?', true));
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.healthConditionLabel), 'Asthma');
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.dateOfOnsetLabel), '01012020');
    await user.selectOptions(screen.getByLabelText(HEALTH_MESSAGES.isTreatmentLabel), '1');
    await user.selectOptions(screen.getByLabelText(HEALTH_MESSAGES.isMedicateLabel), '0');
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.lastSeenLabel), '02022024');
    await user.type(screen.getByLabelText(HEALTH_MESSAGES.symptomsLabel), 'Wheezing');
    await user.click(submitButton());
    await waitFor(() => expect(describedText(screen.getByLabelText(HEALTH_MESSAGES.dateOfOnsetLabel))).toBe(HEALTH_MESSAGES.dateNotInFuture));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts saved answers back in place (a resumed enrollment)', () => {
    renderStep(
      makeStep({
        value: {
          condition_questions: [{ question_id: 146, question_text: 'x', yes_no_flag: 1, conditions: [{ condition: 'Knee', status: 'Better', last_seen_by_physician: '01/02/2024', physician_name: 'Dr. Lee', address: '1 Main St', phone: '2125550142' }] }],
          medication_question: { question_id: 148, question_text: 'x', yes_no_flag: 1, medications: [{ medication: 'A', dosage: '1', medical_condition: 'C' }, { medication: 'B', dosage: '2', medical_condition: 'D' }] },
          notes: 'Saved note',
        },
      }),
    );
    expect((answer('Under a physician?', true) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(HEALTH_MESSAGES.physicianNameLabel) as HTMLInputElement).value).toBe('Dr. Lee');
    expect(screen.getAllByLabelText(HEALTH_MESSAGES.medicationLabel).map((i) => (i as HTMLInputElement).value)).toEqual(['A', 'B']);
    expect((screen.getByLabelText(HEALTH_MESSAGES.notesLabel) as HTMLTextAreaElement).value).toBe('Saved note');
    for (const n of [1, 2]) expect(screen.getByRole('button', { name: HEALTH_MESSAGES.removeMedication({ n }) }).textContent).toBe(STORE_WEB_MESSAGES.remove);
  });

  it("loads an existing member's earlier answers once, saves them and shows what was saved", async () => {
    const earlier = {
      condition_questions: [{ question_id: 145, question_text: 'Pregnant?', yes_no_flag: 1, conditions: [] }],
      medication_question: null,
      notes: 'Earlier',
    };
    const calls = stubApi({ 'get-existing-primary-health-info': saved(earlier), 'save-primary-health-info': saved(earlier) });
    renderStep(makeStep({ type: 'existing-user' }));
    await waitFor(() => expect(useClientState.getState().health_track).toBe(ENROLLMENT_ID));
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/get-existing-primary-health-info', '/api/v1/save-primary-health-info']);
    const body = JSON.parse(String(calls[1]?.init?.body));
    expect(body.condition_questions.map((q: { question_id: number; yes_no_flag: string }) => [q.question_id, q.yes_no_flag])).toEqual([
      [141, '0'],
      [145, '1'],
      [146, '0'],
    ]);
    await waitFor(() => expect((answer('Pregnant?', true) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText(HEALTH_MESSAGES.notesLabel) as HTMLTextAreaElement).value).toBe('Earlier');
  });

  it('does not load them again once tracked, nor over answers this enrollment saved', () => {
    const calls = stubApi({});
    useClientState.setState({ health_track: ENROLLMENT_ID });
    renderStep(makeStep({ type: 'existing-user' }));
    cleanup();
    useClientState.setState({ health_track: null });
    renderStep(makeStep({ type: 'existing-user', value: { condition_questions: [], medication_question: null, notes: '' } }));
    expect(calls).toHaveLength(0);
  });

  it('says so when no question applies', () => {
    renderStep(makeStep({ questions: { codition_questions: [], medication_question: null } }));
    expect(screen.getByText(HEALTH_MESSAGES.noQuestions)).toBeTruthy();
  });
});
