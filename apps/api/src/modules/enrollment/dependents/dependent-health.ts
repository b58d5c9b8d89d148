import { MESSAGES, type FieldError, type HealthAnswers, type HealthQuestionPerson } from '@benefit-store/domain';
import type { RequestContext } from '../../shared/request-context.js';
import type { EnrollmentRow } from '../../enrollment-record/index.js';
import { healthAnswerErrors, healthQuestionsFor } from '../health/health-questions.service.js';

/**
 * A dependent's health_info, checked with the Health Questions step's rules against the dependent question set
 * (get-health-questions-dependent-info: the questions the cart's plans ask of dependents). Asked only when a plan in
 * the cart underwrites and asks dependents anything; otherwise whatever is sent is dropped. `required`: the popup's
 * check and the final save need the answers; a temp save (an existing member's earlier dependents, loaded without
 * answers) keeps a dependent without them. `person`: the dependent's gender (questions for the other one are not
 * asked) and relationship (the answers keep the texts as asked: "your spouse"; decision 0077).
 * Errors go under `<prefix><path>`, relabelled ('Dependent #N: ...').
 */
export async function checkDependentHealth(
  ctx: RequestContext,
  enrollment: EnrollmentRow,
  healthRequired: boolean,
  healthInfo: unknown,
  prefix: string,
  relabel: (message: string) => string,
  required = true,
  person: { gender: number | null; about: HealthQuestionPerson } = { gender: null, about: 'dependent' },
): Promise<{ value?: HealthAnswers; errors: FieldError[] }> {
  if (!healthRequired) return { errors: [] };
  const questions = await healthQuestionsFor(ctx, enrollment, 'dependent');
  if (questions.codition_questions.length === 0 && questions.medication_question === null) return { errors: [] };
  if (healthInfo === undefined || healthInfo === null) {
    return required ? { errors: [{ target_element: prefix.replace(/\.$/, ''), error_message: relabel(MESSAGES.fieldRequired) }] } : { errors: [] };
  }
  const checked = healthAnswerErrors(questions, healthInfo, ctx.now, person.gender, person.about);
  if ('errors' in checked) {
    return { errors: checked.errors.map((e) => ({ target_element: `${prefix}${e.target_element}`, error_message: relabel(e.error_message) })) };
  }
  return { value: checked.answers, errors: [] };
}
