import { isEncryptedField, type FieldCipher } from '../../shared/field-encryption.js';

// The review's additional notes are free text (anything a person writes, health included), so after completion they
// stay encrypted as the draft keeps them (decision 0081): in enrollment_tabs' secrets, in the signed record's secrets
// (review_info) and in enrollment_completions.additional_notes under the field cipher.

/** The associated data of a completion's notes: they decrypt only as this enrollment's completion column. */
const completionNotesContext = (enrollmentId: string) => `completion:${enrollmentId}:additional_notes`;

/** enrollment_completions.additional_notes to store: '' for none, else the notes encrypted. */
export const sealCompletionNotes = (cipher: FieldCipher, enrollmentId: string, notes: string): string =>
  notes === '' ? '' : cipher.encrypt(notes, completionNotesContext(enrollmentId));

/** The notes of a completion row; a row completed before decision 0081 kept them in clear and reads as it is. */
export const openCompletionNotes = (cipher: FieldCipher, row: { enrollmentId: string; additionalNotes: string }): string =>
  isEncryptedField(row.additionalNotes) ? cipher.decrypt(row.additionalNotes, completionNotesContext(row.enrollmentId)) : row.additionalNotes;

