import { SaveDependentsAnswerSchema, SaveDependentsToTempAnswerSchema, ValidDependentAnswerSchema, type DependentInfoAnswer, type DependentPrimaryInfo, type SaveDependentsAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** One dependent as the calls carry it (primary_info, with health_info when the cart underwrites). */
export interface DependentPayload {
  primary_info: Partial<DependentPrimaryInfo> & Record<string, unknown>;
  health_info?: unknown;
}

export interface DependentsPayload {
  dependents: DependentPayload[];
  spouse_answer: 'yes' | 'no' | null;
}

/** Empty primary_info values are dropped before sending (spec 001 section 5). */
export function withoutEmpty(dependent: DependentPayload): DependentPayload {
  const primary = Object.fromEntries(Object.entries(dependent.primary_info).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return dependent.health_info === undefined ? { primary_info: primary } : { primary_info: primary, health_info: dependent.health_info };
}

const body = (enrollmentId: string, payload: DependentsPayload) => ({ enrollment_id: enrollmentId, dependents: payload.dependents.map(withoutEmpty), spouse_answer: payload.spouse_answer });

/** POST validate-single-dependent: errors under primary_info.<field> (health_info.<path>). */
export async function validateSingleDependent(enrollmentId: string, dependent: DependentPayload): Promise<void> {
  await api.post('validate-single-dependent', ValidDependentAnswerSchema, { enrollment_id: enrollmentId, ...withoutEmpty(dependent) });
}

/** POST save-dependent-info-to-temp: the list after an add, edit, delete or spouse answer; answered with ids and masked SSNs. */
export async function saveDependentsToTemp(enrollmentId: string, payload: DependentsPayload): Promise<DependentInfoAnswer> {
  const { result } = await api.post('save-dependent-info-to-temp', SaveDependentsToTempAnswerSchema, body(enrollmentId, payload));
  return result;
}

/** POST save-dependent-info: Next. Answered with what the dependents' household did to the cart. */
export function saveDependentInfo(enrollmentId: string, payload: DependentsPayload): Promise<SaveDependentsAnswer> {
  return api.post('save-dependent-info', SaveDependentsAnswerSchema, body(enrollmentId, payload));
}

/** The save-enrollment data of this step (Save & Continue Later). */
export const saveLaterData = (payload: DependentsPayload): Record<string, unknown> => ({
  dependents: payload.dependents.map(withoutEmpty),
  spouse_answer: payload.spouse_answer,
});
