import { SaveEmployerInfoAnswerSchema, type EmployerInfo, type EmployerInfoAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

const present = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** POST save-employer-info: the enrollment id plus the step's fields; null and blank values are left out. */
export async function saveEmployerInfo(enrollmentId: string, values: EmployerInfo): Promise<EmployerInfoAnswer> {
  const { result } = await api.post('save-employer-info', SaveEmployerInfoAnswerSchema, present({ enrollment_id: enrollmentId, ...values }));
  return result;
}

/** Skip (only with an IHA plan in the cart): the skipped flag with blank fields (blank values are not sent). */
export async function skipEmployerInfo(enrollmentId: string): Promise<EmployerInfoAnswer> {
  const { result } = await api.post('save-employer-info', SaveEmployerInfoAnswerSchema, { enrollment_id: enrollmentId, skipped: 1 });
  return result;
}
