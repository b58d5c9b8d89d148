import type { Db } from '../../../db/client.js';
import { isLocale, SOURCE_LOCALE, type Locale } from '@benefit-store/domain';
import { enqueueJob, type JobKind } from '../../jobs/index.js';
import { enqueueMessage, type AttachmentRenderer } from '../../mail/index.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { inLocale } from '../../shared/locale-scope.js';
import { findSignedRecord } from './completion.repository.js';
import { receiptPdfFilename, renderReceiptEmail } from './receipt-email.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import type { SignedRecordContent } from './signed-record-content.js';
import { openSecrets } from './signed-record.js';

export const RECEIPT_EMAIL_TEMPLATE = 'enrollment-receipt';
export const RECEIPT_MAIL_JOB = 'receipt.mail';

export type ReceiptRecipient = 'person' | 'client';

interface ReceiptMailPayload {
  enrollmentId: string;
  policyId: string;
  to: ReceiptRecipient;
  address: string;
  sessionId: string | null;
  /** The enrollment's language (absent on jobs queued before it was kept: English). */
  locale?: Locale;
}

/** The job key of a receipt e-mail: one per policy and recipient, queued in the completion's transaction. */
const receiptMailJobKey = (policyId: string, to: ReceiptRecipient) => `receipt-mail:${policyId}:${to}`;
/** The outbox key of a receipt e-mail: one per policy and recipient, so a re-run of its job writes one message. */
const receiptMailKey = (policyId: string, to: ReceiptRecipient) => `receipt:${policyId}:${to}`;

/** Queues a receipt e-mail, in the completion's transaction (its PDF is made after the commit). */
export async function enqueueReceiptMail(tx: Db, payload: ReceiptMailPayload): Promise<void> {
  await enqueueJob(tx, { kind: RECEIPT_MAIL_JOB, key: receiptMailJobKey(payload.policyId, payload.to), payload: { ...payload } });
}

/**
 * The PDF of a stored signed record: the same bytes every time (its dates are the signature's). `withoutHealth`: the
 * staff's copy (the console's, and the receipt e-mail to the client, i.e. the rep or group: decision 0036), without
 * the health answers (conditions, medications, notes), which only the person's own copies carry (their receipt
 * e-mail and get-receipt-pdf); an operator sees them one field at a time, with a reason in the audit log (reveal).
 */
export function receiptPdfOfRecord(cipher: FieldCipher, record: NonNullable<Awaited<ReturnType<typeof findSignedRecord>>>, options: { withoutHealth?: boolean } = {}): Promise<Uint8Array> {
  const secrets = openSecrets(cipher, record);
  if (options.withoutHealth) delete secrets.primary_health_info;
  return renderReceiptPdf({
    content: record.record as unknown as SignedRecordContent,
    secrets,
    signatureKind: record.signatureKind,
    signedAt: record.signedAt,
    clientAddress: record.clientAddress,
    hash: record.hash,
  });
}

/** The kind of mail attachment that is a receipt's PDF, rendered from the signed record when the mail is sent. */
export const RECEIPT_ATTACHMENT = 'receipt';

/** The `copy` of a receipt attachment's source that is the person's own (health answers included); anything else is staff's. */
const RECEIPT_PERSON_COPY: ReceiptRecipient = 'person';

/**
 * The receipt PDF an e-mail carries, made from its reference when the mail is sent or shown (app.mailAttachments),
 * in the language the reference names: the person's copy (`copy: 'person'`) with the health answers, as the
 * application they signed (spec 002 section 1: the applicant gets an electronic copy); any other (the client's, a
 * rep's or group's) without them. Null once the record is erased (the mail then goes without it). Decision 0081: the
 * outbox never keeps the PDF, so the person's copy exists only in the send.
 */
export function receiptAttachmentRenderer(cipher: FieldCipher): AttachmentRenderer {
  return async (db, source) => {
    const record = await findSignedRecord(db, source.enrollmentId ?? '');
    if (!record) return null;
    const locale = source.locale && isLocale(source.locale) ? source.locale : SOURCE_LOCALE;
    return inLocale(locale, () => receiptPdfOfRecord(cipher, record, { withoutHealth: source.copy !== RECEIPT_PERSON_COPY }));
  };
}

/**
 * Builds a receipt e-mail after the completion committed, from what it committed (the signed record), and writes it
 * to the outbox (whose own job delivers it) with a reference to its PDF, which the delivery renders from the record.
 * Idempotent: the outbox keeps one message per key, so a retried job sends nothing twice.
 */
export function receiptMail(): JobKind {
  return {
    kind: RECEIPT_MAIL_JOB,
    async run(job, run) {
      const p = job.payload as unknown as ReceiptMailPayload;
      // The person's copy (e-mail and PDF) in the language they enrolled in; the client's (a rep's or group's staff,
      // whose console is English) in English.
      const locale = p.to === 'person' && p.locale && isLocale(p.locale) ? p.locale : SOURCE_LOCALE;
      await inLocale(locale, () => sendReceiptMail(run.db, p, locale));
    },
  };
}

/** The receipt e-mail with a reference to its PDF, written to the outbox, in the active language (`locale`). */
async function sendReceiptMail(db: Db, p: ReceiptMailPayload, locale: Locale): Promise<void> {
  const record = await findSignedRecord(db, p.enrollmentId);
  if (!record) throw new Error(`no signed record for policy ${p.policyId}`);
  const email = renderReceiptEmail(record.record as unknown as SignedRecordContent, p.to === 'client');
  await enqueueMessage(db, {
    idempotencyKey: receiptMailKey(p.policyId, p.to),
    channel: 'email',
    template: RECEIPT_EMAIL_TEMPLATE,
    recipient: p.address,
    subject: email.subject,
    html: email.html,
    text: email.text,
    sessionId: p.sessionId,
    attachments: [{ filename: receiptPdfFilename(p.policyId), contentType: 'application/pdf', source: { kind: RECEIPT_ATTACHMENT, enrollmentId: p.enrollmentId, locale, copy: p.to } }],
  });
}
