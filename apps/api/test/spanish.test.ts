import { readFileSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, type FilteredPlans } from '@benefit-store/domain';
import { enrollments, outboxMessages, plans } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { completeAllSteps, dentalEnrollment } from './helpers/complete-steps.js';
import { runDueJobs } from './helpers/jobs.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/** Spanish chosen, kept and spoken by the server (issue 29): the catalog's texts, the enrollment, its e-mails and PDF. */
const SPANISH: Record<string, string> = JSON.parse(readFileSync(new URL('../../../packages/domain/src/i18n/locales/es.json', import.meta.url), 'utf8'));
const DENTAL_ES = 'Limpiezas cubiertas por completo, con ñandú y pingüino: ¿sí? ¡Sí! á é í ó ú ü';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock: new FixedClock('2026-11-23T12:00:00Z') });
  // Before any request reads the catalog: the dental plan has a Spanish short text, the others none.
  await t.app.database.db.update(plans).set({ translations: { es: { shortText: DENTAL_ES } } }).where(eq(plans.name, 'Test Dental'));
});
afterAll(async () => t.close());

/** A browser whose visitor chose a language with the header's control (its cookie). */
const browserIn = (locale: 'en' | 'es') => new Browser(t.app).acceptCookies(`${LOCALE_COOKIE}=${locale}`);
const localeOf = async (id: string) => (await t.app.database.db.select({ locale: enrollments.locale }).from(enrollments).where(eq(enrollments.id, id)))[0]?.locale;

describe('the catalog in Spanish', () => {
  it("shows a plan's Spanish text to a Spanish visitor, marked es, and a plan without one in English, marked en", async () => {
    const browser = browserIn('es');
    const id = await startEnrollment(browser);
    const listing = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data as FilteredPlans;
    const cards = listing.result.flatMap((g) => g.plans);
    expect(cards.find((c) => c.plan_name === 'Test Dental')).toMatchObject({ plan_short_text: DENTAL_ES, content_lang: 'es' });
    const untranslated = cards.find((c) => c.plan_name !== 'Test Dental')!;
    expect(untranslated.content_lang).toBe('en');
    expect(listing.result.find((g) => g.category === 'dental')?.category_label).toBe(SPANISH['categoryName.dental']);

    const english = browserIn('en');
    const englishId = await startEnrollment(english);
    const englishCards = ((await english.get('get-filtered-plans', { enrollment_id: englishId })).json().data as FilteredPlans).result.flatMap((g) => g.plans);
    expect(englishCards.find((c) => c.plan_name === 'Test Dental')).toMatchObject({ content_lang: 'en' });
    expect(englishCards.find((c) => c.plan_name === 'Test Dental')!.plan_short_text).not.toBe(DENTAL_ES);
  });
});

describe('the enrollment keeps its language', () => {
  it('is made in the chosen language, its resume e-mail is in it, a resume answers it, and a later change of language is kept', async () => {
    const browser = browserIn('es');
    const id = await startEnrollment(browser);
    await addPlan(browser, id, 'Test Dental');
    expect(await localeOf(id)).toBe('es');

    const email = 'espanol@example.com';
    const saved = await browser.post('save-enrollment', { enrollment_id: id, email, tab: 'review_info', data: { additional_notes: 'Llámeme' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [mail] = await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail!.subject).toContain(SPANISH['enrollment.resumeMailSubject']);
    expect(mail!.html).toContain('<html lang="es">');
    const code = /^([2-9A-Z]{5}-[2-9A-Z]{5})$/m.exec(mail!.text)?.[1];
    // Another browser, in English, resumes it: the answer names the enrollment's language, which the web switches to.
    const resumed = await browserIn('en').post('continue-enrollment', { code, email });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.result).toMatchObject({ enrollment_id: id, locale: 'es' });
    // Reading it in another language changes nothing; a change made in English keeps English.
    expect(await localeOf(id)).toBe('es');
    browser.acceptCookies(`${LOCALE_COOKIE}=en`);
    const changed = await browser.post('save-enrollment', { enrollment_id: id, email, tab: 'review_info', data: { additional_notes: 'Call me' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await localeOf(id)).toBe('en');
  });
});

describe("the receipt in the enrollment's language", () => {
  it("mails the person's receipt and its PDF in Spanish, whatever language the job runs in", async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    browser.acceptCookies(`${LOCALE_COOKIE}=es`);
    await completeAllSteps(browser, id);
    const done = await browser.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['content-language']).toBe('es');
    const policyId = done.json().data.policy_id as string;
    // The text message the person asked for, in Spanish.
    const [sms] = await t.app.database.db.select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, `receipt-sms:${policyId}`));
    expect(sms?.text).toBe(SPANISH['completion.smsText']!.replace('{policy}', policyId));
    await runDueJobs(t.app);
    const [receipt] = await t.app.database.db.select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, `receipt:${policyId}:person`));
    expect(receipt?.subject).toContain(SPANISH['completion.receiptTitle']);
    expect(receipt?.html).toContain('<html lang="es">');
    // The PDF as the e-mail carries it: rendered from the message's reference when it is sent (or shown), in the
    // language the reference names, whatever language the request runs in (here English: the cookie switched back).
    browser.acceptCookies(`${LOCALE_COOKIE}=en`);
    const attached = await browser.get(`dev/outbox/${receipt!.id}/attachments/0`);
    expect(attached.headers['content-language'] ?? 'en').toBe('en');
    expect(attached.statusCode).toBe(200);
    const pdf = await PDFDocument.load(attached.rawPayload);
    expect(pdf.getTitle()).toContain(SPANISH['completion.receiptTitle']);
    // The receipt page's download, asked for in English now: the enrollment's language, the same document as mailed.
    const download = await browser.get('get-receipt-pdf', { enrollment_id: id });
    expect(download.statusCode).toBe(200);
    expect((await PDFDocument.load(download.rawPayload)).getTitle()).toContain(SPANISH['completion.receiptTitle']);
    expect(Buffer.compare(download.rawPayload, attached.rawPayload)).toBe(0);
  });
});
