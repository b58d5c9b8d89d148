import { readFileSync } from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES } from '@benefit-store/domain';
import { agents, enrollmentCompletions, enrollmentScreenshots, enrollmentTabs, outboxMessages, signedRecords } from '../src/db/schema/index.js';
import { openScreenshotImage } from '../src/modules/checkout/screenshot-image.js';
import { enqueueJob, JobRunner } from '../src/modules/jobs/index.js';
import { MAIL_SEND_JOB } from '../src/modules/mail/enqueue-message.js';
import { mailDelivery } from '../src/modules/mail/mail-delivery.job.js';
import type { OutboxRow } from '../src/modules/mail/outbox.repository.js';
import type { MessageTransport } from '../src/modules/mail/transports.js';
import { receiptMail } from '../src/modules/enrollment/completion/receipt-mail.job.js';
import { sealClearReviewNotes } from '../src/modules/enrollment/completion/review-notes-backfill.js';
import { openCompletionNotes } from '../src/modules/enrollment/completion/review-notes.js';
import { enrollmentWith, type Browser } from './helpers/browser.js';
import { AGREEMENT, CARD, CONTACT, EMPLOYER, PERSONAL, TYPED } from './helpers/complete-steps.js';
import { runDueJobs } from './helpers/jobs.js';
import { pdfText } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

// Issue 26 item 3: health answers (conditions, medications, notes) and the review's notes stay inside the field
// cipher after completion: not in clear in any row, not in any stored attachment, not in any mailed copy.

let t: TestApp;
let repId: number;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData });
  repId = (await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234')))[0]!.id;
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const REP_EMAIL = 'tess@example.test';

/** What the person answers on the health step and the review: each a text found nowhere else, to search for. */
const HEALTH = { condition: 'Zebrafish fever', symptoms: 'Violet knuckles', medication: 'Quixotinol', dosage: '7 mg at dusk', notes: 'Allergic to marmalade' };
const REVIEW_NOTES = 'Please mention my Quixotinol refill';
const SECRETS = [...Object.values(HEALTH), REVIEW_NOTES];
/** "%PDF" as the start of a base64 text. */
const PDF_BASE64 = 'JVBER';

const QUESTION_IDS = [141, 142, 143, 144, 145, 146, 147];
const HEALTH_ANSWERS = {
  condition_questions: QUESTION_IDS.map((question_id) =>
    question_id === 141
      ? {
          question_id,
          yes_no_flag: 1,
          conditions: [{ health_condition: HEALTH.condition, date_of_onset: '03/15/2019', date_of_recovery: '', is_treatment: 1, is_medicate: 1, d_last_seen: '10/01/2024', symptoms: HEALTH.symptoms }],
        }
      : { question_id, yes_no_flag: 0, conditions: [] },
  ),
  medication_question: { question_id: 148, yes_no_flag: 1, medications: [{ medication: HEALTH.medication, dosage: HEALTH.dosage, medical_condition: HEALTH.condition }] },
  notes: HEALTH.notes,
};

async function must(label: string, response: Promise<{ statusCode: number; body: string }>) {
  const r = await response;
  if (r.statusCode !== 200) throw new Error(`${label} answered ${r.statusCode}: ${r.body}`);
  return r;
}

/**
 * A rep's applicant with an underwritten plan: health questions answered, then completed with review notes.
 * `afterHealth`: what the wizard does right after the health step's save (its screenshot).
 */
async function completedWithHealthAnswers(afterHealth?: (browser: Browser, id: string) => Promise<void>): Promise<{ browser: Browser; id: string; policyId: string }> {
  const { browser, id } = await enrollmentWith(t.app, ['Test Premier PPO'], { agent_id: repId, gender: 1 });
  await must('save-personal-info', browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL }));
  await must('save-contact-info', browser.post('save-contact-info', { enrollment_id: id, ...CONTACT }));
  await must('save-primary-health-info', browser.post('save-primary-health-info', { enrollment_id: id, ...HEALTH_ANSWERS }));
  await afterHealth?.(browser, id);
  const tabs = (await browser.get('get-dynamic-tabs', { enrollment_id: id })).json().data.result as { tab_name: string; required: boolean }[];
  if (tabs.some((tab) => tab.tab_name === 'employer_info' && tab.required)) await must('save-employer-info', browser.post('save-employer-info', { enrollment_id: id, ...EMPLOYER }));
  await must('save-billing-info', browser.post('save-billing-info', { enrollment_id: id, ...CARD }));
  await must('save-agreement-info', browser.post('save-agreement-info', { enrollment_id: id, ...AGREEMENT }));
  const done = await must('save-review-info', browser.post('save-review-info', { enrollment_id: id, additional_notes: REVIEW_NOTES, first_enroll: 1, send_sms: 0 }));
  return { browser, id, policyId: JSON.parse(done.body).data.policy_id as string };
}

/** Which of the secret texts a text holds. */
const found = (text: string) => SECRETS.filter((secret) => text.includes(secret));

/** Every PDF a row keeps as base64 (the attachments as stored before decision 0081), as its text. */
async function storedPdfTexts(rows: OutboxRow[]): Promise<string> {
  let text = '';
  for (const row of rows) for (const a of (row.attachments ?? []) as { contentBase64?: string }[]) if (a.contentBase64) text += await pdfText(Buffer.from(a.contentBase64, 'base64'));
  return text;
}

const receiptRows = (policyId: string) => db().select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, `receipt:${policyId}:%`));

describe('after a completed enrollment with health answers and review notes', () => {
  it('keeps no health answer, no review note and no PDF in clear in the outbox, the saved steps, the completion or the signed record', async () => {
    const { id, policyId } = await completedWithHealthAnswers();
    await runDueJobs(t.app);
    const outbox = await receiptRows(policyId);
    expect(outbox.map((m) => m.recipient).sort()).toEqual([REP_EMAIL, TYPED.email].sort());
    const rows = {
      outbox_messages: outbox,
      enrollment_tabs: await db().select().from(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, id)),
      enrollment_completions: await db().select().from(enrollmentCompletions).where(eq(enrollmentCompletions.enrollmentId, id)),
      signed_records: await db().select().from(signedRecords).where(eq(signedRecords.enrollmentId, id)),
    };
    const seen = Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, found(JSON.stringify(list))]));
    expect(seen).toEqual({ outbox_messages: [], enrollment_tabs: [], enrollment_completions: [], signed_records: [] });
    // No PDF kept at all (its bytes, or base64 of them), so none holding the answers either.
    for (const [table, list] of Object.entries(rows)) {
      expect(JSON.stringify(list), table).not.toContain('%PDF');
      expect(JSON.stringify(list), table).not.toContain(PDF_BASE64);
    }
    expect(found(await storedPdfTexts(outbox))).toEqual([]);
  });

  it("mails the rep a receipt PDF without the health answers, and the person their full copy, with them (rendered at the send, never stored)", async () => {
    const { browser, id, policyId } = await completedWithHealthAnswers();
    await runDueJobs(t.app);
    const outbox = await receiptRows(policyId);
    const copyOf = async (recipient: string) => {
      const mail = outbox.find((m) => m.recipient === recipient)!;
      expect(mail.attachments).toHaveLength(1);
      // As the e-mail carries it (/dev/outbox renders it from the same reference the delivery did).
      const res = await browser.get(`dev/outbox/${mail.id}/attachments/0`);
      expect(res.statusCode).toBe(200);
      return { mail, pdf: res.rawPayload, text: await pdfText(res.rawPayload) };
    };
    const rep = await copyOf(REP_EMAIL);
    const person = await copyOf(TYPED.email);
    // The client's (the rep's) copy: no health answer in its PDF or body. The person's PDF: the application they
    // signed (spec 002 section 1), its health answers included; its e-mail body holds none.
    expect({ rep: found(rep.text + rep.mail.text + (rep.mail.html ?? '')), personBody: found(person.mail.text + (person.mail.html ?? '')) }).toEqual({ rep: [], personBody: [] });
    expect(found(person.text)).toEqual(expect.arrayContaining([HEALTH.condition, HEALTH.medication, HEALTH.dosage, HEALTH.notes]));
    // Both still carry the receipt the spec describes: its title, the confirmation number, the person and the plans.
    for (const { text } of [rep, person]) {
      expect(text).toContain(COMPLETION_MESSAGES.receiptTitle);
      expect(text).toContain(policyId);
      expect(text).toContain('Ana');
      expect(text).toContain('Test Premier PPO');
    }
    // The person's mailed copy is the application as submitted, the same document the completing browser downloads.
    const download = await browser.get('get-receipt-pdf', { enrollment_id: id });
    expect(person.pdf.equals(download.rawPayload)).toBe(true);
    // Neither row keeps a file or a health answer: only the reference, naming whose copy it is.
    expect(found(JSON.stringify(await receiptRows(policyId)))).toEqual([]);
    expect(outbox.map((m) => m.attachments![0]!).map((a) => ('source' in a ? a.source.copy : null)).sort()).toEqual(['client', 'person']);
  });

  it("sends the receipt PDFs over a real transport, rendered at the send (the person's with the health answers, the rep's without), and keeps no attachment once sent", async () => {
    const { policyId } = await completedWithHealthAnswers();
    const sent: { recipient: string; files: { filename: string; content: Buffer }[] }[] = [];
    const transport: MessageTransport = {
      name: 'smtp-like',
      async send(message, files) {
        // What the provider receives: the files handed to it (or, as before decision 0081, the row's own base64).
        const given = files ?? ((message.attachments ?? []) as { filename: string; contentBase64?: string }[]).map((a) => ({ filename: a.filename, content: Buffer.from(a.contentBase64 ?? '', 'base64') }));
        sent.push({ recipient: message.recipient, files: given.map((f) => ({ filename: f.filename, content: Buffer.from(f.content) })) });
        return { providerMessageId: `smtp-${message.id}` };
      },
    };
    // A worker of its own (as a server with SMTP_URL runs): the receipt job, then the deliveries over that transport.
    const worker = new JobRunner(db());
    worker.register(receiptMail());
    worker.register(mailDelivery({ email: transport }, { attachments: t.app.mailAttachments }));
    while ((await worker.runOnce()).claimed > 0);

    const mine = sent.filter((s) => s.files.some((f) => f.filename === `${policyId}.pdf`));
    expect(mine.map((s) => s.recipient).sort()).toEqual([REP_EMAIL, TYPED.email].sort());
    const health: Record<string, string[]> = {};
    for (const { recipient, files } of mine) {
      expect(files).toHaveLength(1);
      expect(files[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(files[0]!.content);
      expect(text).toContain(policyId);
      health[recipient === REP_EMAIL ? 'rep' : 'person'] = found(text).filter((f) => Object.values(HEALTH).includes(f)).sort();
    }
    // What the provider received: the person's copy with the health answers, the rep's without.
    expect(health).toEqual({ rep: [], person: expect.arrayContaining([HEALTH.condition, HEALTH.medication]) });
    const rows = await receiptRows(policyId);
    expect(rows.map((m) => [m.status, m.attachments])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
  });

  it('reads the review notes back after completion (the review answer), from the cipher', async () => {
    const { browser, id } = await completedWithHealthAnswers();
    const review = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'review_info' });
    expect(review.statusCode).toBe(200);
    expect(review.json().data.result).toMatchObject({ additional_notes: REVIEW_NOTES });
  });
});

describe('the screenshots the wizard keeps after each step', () => {
  /** A 1x1 PNG, as the wizard posts it (save-screenshot) after the health step's save. */
  const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

  it('keeps the image encrypted (no PNG, no base64 of it, in the row) and reads it back; a row saved before in clear still reads', async () => {
    let screenshotId = 0;
    const { id } = await completedWithHealthAnswers(async (browser, enrollmentId) => {
      const saved = await must('save-screenshot', browser.post('save-screenshot', { enrollment_id: enrollmentId, name: 'primary_health_info', image: `data:image/png;base64,${PNG_BASE64}` }));
      screenshotId = JSON.parse(saved.body).data.result as number;
    });
    const [row] = await db().select().from(enrollmentScreenshots).where(eq(enrollmentScreenshots.id, screenshotId));
    // The raw row: neither the PNG's base64 ('iVBOR' is how every PNG's base64 starts) nor the PNG itself.
    expect(row!.imageBase64).not.toContain('iVBOR');
    expect(row!.imageBase64).not.toContain(PNG_BASE64.slice(0, 40));
    expect(row!.byteSize).toBe(Buffer.from(PNG_BASE64, 'base64').length);
    expect(openScreenshotImage(t.app.fieldCipher, row!)).toBe(PNG_BASE64);
    // Rows saved before decision 0081 are clear base64: read as they are.
    expect(openScreenshotImage(t.app.fieldCipher, { enrollmentId: id, imageBase64: PNG_BASE64 })).toBe(PNG_BASE64);
  });
});

describe('an attachment an older replica kept as bytes (a rolling deploy)', () => {
  const OLD_PDF = Buffer.from('%PDF-1.7 written by the older release');

  it('is sent as it is over a real transport and then dropped, and /dev/outbox shows it, instead of failing the delivery', async () => {
    const { browser, policyId } = await completedWithHealthAnswers();
    await runDueJobs(t.app);
    const person = `receipt:${policyId}:person`;
    const legacy = [{ filename: `${policyId}.pdf`, contentType: 'application/pdf', contentBase64: OLD_PDF.toString('base64') }];
    await db().execute(sql`update outbox_messages set attachments = ${JSON.stringify(legacy)}::jsonb where idempotency_key = ${person}`);
    const [message] = await db().select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, person));

    // The outbox view: the message and its file.
    const view = await browser.get(`dev/outbox/${message!.id}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.attachments).toEqual([{ filename: `${policyId}.pdf`, content_type: 'application/pdf', bytes: OLD_PDF.length }]);
    const file = await browser.get(`dev/outbox/${message!.id}/attachments/0`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(OLD_PDF)).toBe(true);

    // The delivery over a real transport: the bytes as the older release stored them, then nothing kept.
    await db().execute(sql`update outbox_messages set status = 'pending' where id = ${message!.id}`);
    const sent: Buffer[] = [];
    const transport: MessageTransport = {
      name: 'smtp-like',
      async send(_message, files = []) {
        sent.push(...files.map((f) => Buffer.from(f.content)));
        return { providerMessageId: 'smtp-legacy' };
      },
    };
    const worker = new JobRunner(db());
    worker.register(mailDelivery({ email: transport }, { attachments: t.app.mailAttachments }));
    await enqueueJob(db(), { kind: MAIL_SEND_JOB, key: `legacy-resend:${message!.id}`, payload: { messageId: message!.id } });
    while ((await worker.runOnce()).claimed > 0);
    expect(sent.map((b) => b.toString())).toEqual([OLD_PDF.toString()]);
    const [after] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, message!.id));
    expect([after!.status, after!.attachments]).toEqual(['sent', null]);
  });
});

describe('migration 0024 on rows kept before it', () => {
  const MIGRATION = new URL('../src/db/migrations/0024_mail-attachments-as-references.sql', import.meta.url);

  it("turns an unsent receipt's base64 PDF into its reference, drops the files of sent mails, and loses no review note: the seal job moves them under the cipher", async () => {
    const { browser, id, policyId } = await completedWithHealthAnswers();
    await runDueJobs(t.app);
    const person = `receipt:${policyId}:person`;
    const rep = `receipt:${policyId}:client`;
    // As the rows were before: the PDF as base64 on both mails, the person's not yet sent; the review's notes in
    // clear in the completed tab's data (no secret) and in the completion's column.
    const legacy = [{ filename: `${policyId}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7 old').toString('base64') }];
    await db().execute(sql`update outbox_messages set attachments = ${JSON.stringify(legacy)}::jsonb, status = 'pending' where idempotency_key = ${person}`);
    await db().execute(sql`update outbox_messages set attachments = ${JSON.stringify(legacy)}::jsonb where idempotency_key = ${rep}`);
    await db().execute(sql`update enrollment_tabs set data = data || ${JSON.stringify({ additional_notes: REVIEW_NOTES })}::jsonb, secret = null where enrollment_id = ${id} and tab = 'review_info'`);
    await db().execute(sql`update enrollment_completions set additional_notes = ${REVIEW_NOTES} where enrollment_id = ${id}`);

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await db().execute(sql.raw(statement));

    const rows = await receiptRows(policyId);
    const byKey = Object.fromEntries(rows.map((m) => [m.idempotencyKey, m]));
    expect(byKey[person]!.attachments).toEqual([{ filename: `${policyId}.pdf`, contentType: 'application/pdf', source: { kind: 'receipt', enrollmentId: id, locale: 'en', copy: 'person' } }]);
    expect(byKey[rep]!.attachments).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(PDF_BASE64);
    // The reference renders the person's receipt as the mail will carry it: health answers included.
    const res = await browser.get(`dev/outbox/${byKey[person]!.id}/attachments/0`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(policyId);
    expect(found(text)).toEqual(expect.arrayContaining([HEALTH.condition, HEALTH.medication]));

    // The migration loses no note (SQL cannot encrypt them): they read back as before.
    const notesRead = async () => (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'review_info' })).json().data.result as { additional_notes: string };
    expect((await notesRead()).additional_notes).toBe(REVIEW_NOTES);
    // The seal job encrypts them: nothing clear left in either row, still read back, and a second run finds nothing.
    expect(await sealClearReviewNotes(db(), t.app.fieldCipher)).toEqual({ completions: 1, tabs: 1 });
    const tab = await db().select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'review_info')));
    const completion = await db().select().from(enrollmentCompletions).where(eq(enrollmentCompletions.enrollmentId, id));
    expect(found(JSON.stringify([tab, completion]))).toEqual([]);
    expect(tab[0]!.data).not.toHaveProperty('additional_notes');
    expect((await notesRead()).additional_notes).toBe(REVIEW_NOTES);
    expect(openCompletionNotes(t.app.fieldCipher, completion[0]!)).toBe(REVIEW_NOTES);
    expect(await sealClearReviewNotes(db(), t.app.fieldCipher)).toEqual({ completions: 0, tabs: 0 });
  });
});
