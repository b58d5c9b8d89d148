import { HealthQuestionSetSchema, SavedHealthAnswersSchema, type HealthAnswers, type HealthAnswersFormValues, type HealthQuestionSet } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET get-health-questions-dependent-info: the questions the cart's plans ask of a dependent (the Dependents popup). */
export async function getDependentHealthQuestions(enrollmentId: string): Promise<HealthQuestionSet> {
  const { result } = await api.get<{ result: unknown }>('get-health-questions-dependent-info', { enrollment_id: enrollmentId });
  return HealthQuestionSetSchema.parse(result);
}

/** GET get-existing-primary-health-info: an existing member's earlier answers for this cart's questions, or null. */
export async function getExistingHealthInfo(enrollmentId: string): Promise<HealthAnswers | null> {
  const { result } = await api.get<{ result: unknown }>('get-existing-primary-health-info', { enrollment_id: enrollmentId });
  const parsed = SavedHealthAnswersSchema.nullable().safeParse(result);
  return parsed.success ? parsed.data : null;
}

/**
 * POST save-primary-health-info { enrollment_id, condition_questions, medication_question, notes }: the answers as
 * checked by the form (or, for an existing member's earlier answers, as loaded). Field errors come back under paths
 * such as condition_questions.0.conditions.0.date_of_onset. Answers what was stored.
 */
export async function saveHealthInfo(enrollmentId: string, answers: HealthAnswers | HealthAnswersFormValues): Promise<HealthAnswers> {
  const { result } = await api.post<{ result: HealthAnswers }>('save-primary-health-info', {
    enrollment_id: enrollmentId,
    condition_questions: answers.condition_questions,
    medication_question: answers.medication_question,
    notes: answers.notes,
  });
  return result;
}
