import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { HEALTH_MESSAGES, healthAnswersFormValues, healthAnswersSchema, MESSAGES, WEB_MESSAGES, type HealthAnswersFormValues, type HealthQuestionSet } from '@benefit-store/domain';
import { Form, SubmitButton } from '../../../components/form';
import { HealthAnswersFields } from './health-answers-fields';

const QUESTIONS: HealthQuestionSet = {
  codition_questions: [{ question_id: 141, question_text: 'Heart disease?', detail_fields: 'standard' }],
  medication_question: { question_id: 148, question_text: 'Taking medication?' },
};

type Values = { first_name: string; health_info: HealthAnswersFormValues };

/** A form like the Dependents popup: its own field, and the health answers under `health_info`. */
function Popup({ onSubmit, disabled = false }: { onSubmit: (values: unknown) => void; disabled?: boolean }) {
  const schema = z.object({ first_name: z.string(), health_info: healthAnswersSchema(QUESTIONS) });
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: { first_name: 'Kai', health_info: healthAnswersFormValues(QUESTIONS, null) },
  });
  return (
    <Form form={form} onSubmit={(v) => onSubmit(v)} serverFields={[]}>
      <HealthAnswersFields questions={QUESTIONS} prefix="health_info" idPrefix="dependent-health" disabled={disabled} />
      <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
    </Form>
  );
}

describe('HealthAnswersFields under a prefix (the Dependents popup)', () => {
  it('registers its answers under the prefix, with ids of its own, and the nested schema checks them', async () => {
    const onSubmit = vi.fn();
    render(<Popup onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const question = screen.getByRole('group', { name: /^Question 1 Heart disease\?$/ });
    const yes = within(question).getByRole('radio', { name: MESSAGES.yes });
    expect(yes.getAttribute('name')).toBe('health_info.condition_questions.0.yes_no_flag');
    expect(yes.id).toBe('dependent-health-q141-yes');
    await user.click(yes);
    await user.click(screen.getByRole('button', { name: WEB_MESSAGES.submit }));
    await waitFor(() => expect(screen.getByLabelText(HEALTH_MESSAGES.healthConditionLabel).getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('radio', { name: MESSAGES.no }));
    await user.click(screen.getByRole('button', { name: WEB_MESSAGES.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      first_name: 'Kai',
      health_info: { condition_questions: [{ question_id: 141, yes_no_flag: 0, conditions: [] }], medication_question: { question_id: 148, yes_no_flag: 0, medications: [] }, notes: '' },
    });
  });

  it('can be shown disabled', () => {
    render(<Popup onSubmit={vi.fn()} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(HEALTH_MESSAGES.notesLabel) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
