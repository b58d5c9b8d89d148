import {
  ContactInfoAnswerSchema,
  maskSsn,
  parseAnyDate,
  PersonalInfoAnswerSchema,
  toUsDate,
  type ContactInfoAnswer,
  type PersonalInfoAnswer,
} from '@benefit-store/domain';
import type { RequestContext } from '../shared/request-context.js';
import type { EnrollmentRow } from '../enrollment-record/index.js';
import { readTabData } from './tab-data.repository.js';

/**
 * get-enrollment-temp-info's columns of the built wizard steps (primary_info, contact_info), read from what the steps
 * saved (enrollment_tabs). Also the values get-enrollment-step answers.
 */

export const PersonalInfoColumnSchema = PersonalInfoAnswerSchema.nullable();
export const ContactInfoColumnSchema = ContactInfoAnswerSchema.nullable();

/** Gender and date of birth of the personal form: the enrollment's filter, read-only on the form (MM/DD/YYYY, 0/1). */
export function personalValueFromFilter(row: EnrollmentRow): Pick<PersonalInfoAnswer, 'gender' | 'birthdate'> {
  const dob = parseAnyDate(row.filterInfo.dob ?? '');
  return { gender: row.filterInfo.gender, birthdate: dob ? toUsDate(dob) : null };
}

/**
 * The saved personal information: the stored fields, the SSN masked (only its last four digits leave the server),
 * gender and birthdate from the filter as it is now, the enroller code credited with the enrollment. Null until
 * the step is saved.
 */
export async function readPersonalInfoAnswer(ctx: RequestContext, row: EnrollmentRow): Promise<PersonalInfoAnswer | null> {
  const saved = await readTabData(ctx.db, ctx.cipher, row.id, 'primary_info');
  if (!saved) return null;
  const { ssn: _never, gender: _g, birthdate: _b, ...data } = saved.data as PersonalInfoAnswer;
  const { enroller_code: _e, ...stored } = data;
  return {
    ...stored,
    ...(saved.secrets.ssn ? { ssn: maskSsn(saved.secrets.ssn) } : {}),
    ...personalValueFromFilter(row),
    ...(row.enrollerCode ? { enroller_code: row.enrollerCode } : {}),
  };
}

/** The saved contact information with its verified flags; null until saved. All of it was entered in this enrollment. */
export async function readContactInfoAnswer(ctx: RequestContext, row: EnrollmentRow): Promise<ContactInfoAnswer | null> {
  const saved = await readTabData(ctx.db, ctx.cipher, row.id, 'contact_info');
  if (!saved) return null;
  // Only the answer's own keys: a field added to the stored data later does not leak through the strict schema.
  const keys = Object.keys(ContactInfoAnswerSchema.shape);
  return Object.fromEntries(Object.entries(saved.data).filter(([k]) => keys.includes(k))) as ContactInfoAnswer;
}
