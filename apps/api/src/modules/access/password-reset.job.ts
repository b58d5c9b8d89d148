import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { enqueueJob, type JobKind } from '../jobs/index.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import { sendPasswordReset } from './account-lifecycle.service.js';

export const PASSWORD_RESET_JOB = 'access.password-reset';

interface PasswordResetPayload {
  email: string;
  ip: string | null;
  sessionId: string | null;
}

/**
 * Queues a forgotten-password request: the call answers at once, the same for every address, and the lookup, the
 * link, its e-mail and the audit entry happen in the job (so the answer's timing tells nothing about the address).
 */
export async function enqueuePasswordReset(db: Db, payload: PasswordResetPayload): Promise<void> {
  await enqueueJob(db, { kind: PASSWORD_RESET_JOB, key: `password-reset:${randomBytes(12).toString('base64url')}`, payload: { ...payload } });
}

/** Mails a reset link when the address has an enabled account; does nothing otherwise. */
export function passwordResetJob(cipher: FieldCipher, origin: string): JobKind {
  return {
    kind: PASSWORD_RESET_JOB,
    async run(job, run) {
      const p = job.payload as unknown as PasswordResetPayload;
      await sendPasswordReset({ db: run.db, now: run.now(), cipher, ip: p.ip, origin, sessionId: p.sessionId }, p.email);
    },
  };
}
