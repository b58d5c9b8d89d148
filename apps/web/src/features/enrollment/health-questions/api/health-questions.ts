import { ExistingHealthAnswersSchema, HealthQuestionSetAnswerSchema, SaveHealthAnswersResultSchema, type HealthAnswers, type HealthAnswersFormValues, type HealthQuestionSet } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET get-health-questions-dependent-info: the questions the cart's plans ask of a dependent (the Dependents popup). */
export async function getDependentHealthQuestions(enrollmentId: string): Promise<HealthQuestionSet> {
  const { result } = await api.get('get-health-questions-dependent-info', HealthQuestionSetAnswerSchema, { enrollment_id: enrollmentId });
  return result;
}

/** GET get-existing-primary-health-info: an existing member's earlier answers for this cart's questions, or null. */
export async function getExistingHealthInfo(enrollmentId: string): Promise<HealthAnswers | null> {
  const { result } = await api.get('get-existing-primary-health-info', ExistingHealthAnswersSchema, { enrollment_id: enrollmentId });
  return result;
}

/**
 * POST save-primary-health-info { enrollment_id, condition_questions, medication_question, notes }: the answers as
 * checked by the form (or, for an existing member's earlier answers, as loaded). Field errors come back under paths
 * such as condition_questions.0.conditions.0.date_of_onset. Answers what was stored.
 */
export async function saveHealthInfo(enrollmentId: string, answers: HealthAnswers | HealthAnswersFormValues): Promise<HealthAnswers> {
  const { result } = await api.post('save-primary-health-info', SaveHealthAnswersResultSchema, {
    enrollment_id: enrollmentId,
    condition_questions: answers.condition_questions,
    medication_question: answers.medication_question,
    notes: answers.notes,
  });
  return result;
}
