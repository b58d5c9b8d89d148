import { createHash } from 'node:crypto';
import { canonicalJson } from '@benefit-store/domain';
import type { FieldCipher } from '../../shared/field-encryption.js';
import type { NewSignedRecord, SignedRecordRow } from './completion.repository.js';

/** The associated data the record's secrets are encrypted under: they decrypt only as this policy's record. */
export const signedRecordSecretContext = (policyId: string) => `signed-record:${policyId}`;

/** The secrets of a signed record: each step's secret fields, by tab (SSNs, health answers, account number, signature). */
export type SignedRecordSecrets = Record<string, Record<string, string>>;

/**
 * What the hash covers: every stored column but the hash and the serial id, in the canonical form (domain
 * canonicalJson). The secrets enter as their ciphertext, so the hash can be checked from the stored row alone and
 * gives no way to test guesses of an SSN against it.
 */
export function hashInput(row: Omit<NewSignedRecord, 'hash' | 'id'>): string {
  return canonicalJson({
    enrollment_id: row.enrollmentId,
    policy_id: row.policyId,
    record: row.record,
    secret: row.secret,
    signature_kind: row.signatureKind,
    signed_at: row.signedAt,
    client_address: row.clientAddress,
  });
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Builds the row to store: the secrets encrypted, the hash of the whole. */
export function sealSignedRecord(
  cipher: FieldCipher,
  input: { enrollmentId: string; policyId: string; record: Record<string, unknown>; secrets: SignedRecordSecrets; signatureKind: string; signedAt: Date; clientAddress: string },
): NewSignedRecord {
  const unsealed = {
    enrollmentId: input.enrollmentId,
    policyId: input.policyId,
    record: input.record,
    secret: cipher.encryptJson(input.secrets, signedRecordSecretContext(input.policyId)),
    signatureKind: input.signatureKind,
    signedAt: input.signedAt,
    clientAddress: input.clientAddress,
  };
  return { ...unsealed, hash: sha256Hex(hashInput(unsealed)) };
}

/** Whether a stored record still matches its hash. */
export const recordIntact = (row: SignedRecordRow) => sha256Hex(hashInput(row)) === row.hash;

export const openSecrets = (cipher: FieldCipher, row: SignedRecordRow): SignedRecordSecrets =>
  cipher.decryptJson<SignedRecordSecrets>(row.secret, signedRecordSecretContext(row.policyId));
