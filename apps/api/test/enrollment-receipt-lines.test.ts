import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES, decimalToCents, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { agents, outboxMessages } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { completeAllSteps, TYPED } from './helpers/complete-steps.js';
import { runDueJobs } from './helpers/jobs.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * The new-user trial's W2 and W5 (2026-11-26): the receipt e-mail and PDF list every line the totals are made of
 * (plans, the association membership, one-time fees), as the cart and the review do; and a receipt goes to a rep only
 * when the enrollment has one, never to the store's own no-reply sender.
 */
const MEMBERSHIP = 'Test Association Membership';
const NO_REPLY = 'no-reply@benefit-store.example';

let t: TestApp;
let repId: number;
beforeAll(async () => {
  t = await createTestApp({
    clock: new FixedClock('2026-11-23T12:00:00Z'),
    demoData: {
      ...wizardData,
      // The dental plan as a membership plan with an enrollment fee, like Premier Health L713 in the demo catalog.
      plans: wizardData.plans.map((p) => (p.slug === 'test-dental' ? { ...p, oneTimeFeeCents: 2500, requiresMembership: true } : p)),
      checkout: { fees: [{ key: 'association_membership', label: MEMBERSHIP, amountCents: 500, percentBp: null }], riders: [], suggestions: [], blackouts: [], cartMessages: [] },
    },
  });
  repId = (await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234')))[0]!.id;
});
afterAll(async () => t.close());

/** The receipt e-mails, once the jobs the completion queued have run (they are built after its commit). */
const receiptMails = async (policyId: string) => {
  await runDueJobs(t.app);
  return t.app.database.db.select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, `receipt:${policyId}:%`));
};

async function completed(filter: Record<string, unknown> = {}) {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, filter);
  await addPlan(browser, id, 'Test Dental');
  await completeAllSteps(browser, id);
  const res = await browser.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return { browser, id, policyId: res.json().data.policy_id as string };
}

/** The text a PDF draws (pdf-lib writes hex strings; decode them, inflating compressed streams). */
async function pdfText(bytes: Buffer): Promise<string> {
  const { inflateSync } = await import('node:zlib');
  const raw = bytes.toString('latin1');
  const chunks = [raw];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      chunks.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // not compressed
    }
  }
  return chunks.flatMap((c) => [...c.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))).join('\n');
}

const money = (text: string, label: string) => {
  const m = text.match(new RegExp(`${label.replace(/[()]/g, '\\$&')}:?\\s*\\$([\\d,]+\\.\\d{2})`, 'i'));
  return m ? decimalToCents(m[1]!.replace(/,/g, '')) : null;
};

describe('the receipt lists what its totals are made of', () => {
  it('e-mail and PDF list the plan, the membership and the one-time fee, which add up to the totals they state', async () => {
    const { browser, id, policyId } = await completed();
    const [mail] = (await receiptMails(policyId)).filter((m) => m.recipient === TYPED.email);
    const pdf = await pdfText((await browser.get('get-receipt-pdf', { enrollment_id: id })).rawPayload);
    const feeLabel = STORE_WEB_MESSAGES.oneTimeFeeLine({ planName: 'Test Dental' });
    for (const [where, text] of [['e-mail', mail!.text], ['e-mail html', mail!.html!], ['PDF', pdf]] as const) {
      const plan = money(text, 'Test Dental');
      const membership = money(text, MEMBERSHIP);
      const fee = money(text, feeLabel);
      const first = money(text, STORE_WEB_MESSAGES.firstMonthTotal);
      const recurring = money(text, STORE_WEB_MESSAGES.recurringMonthly);
      expect([where, plan, membership, fee], text).toEqual([where, 2500, 500, 2500]);
      expect([where, first, recurring]).toEqual([where, plan! + membership! + fee!, plan! + membership!]);
    }
  });
});

describe('who gets the receipt', () => {
  it('without a rep: only the person, nothing to the store’s own no-reply sender, and the receipt says so', async () => {
    const { browser, id, policyId } = await completed();
    const mails = await receiptMails(policyId);
    expect(mails.map((m) => m.recipient)).toEqual([TYPED.email]);
    expect((await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, NO_REPLY))).length).toBe(0);
    const receipt = (await browser.get('get-receipt', { enrollment_id: id })).json().data;
    expect(receipt).toMatchObject({ policy_id: policyId, rep_copy: false });
  });

  it('with a rep: the person and the rep, and the receipt names the rep', async () => {
    const { browser, id, policyId } = await completed({ agent_id: repId });
    const mails = await receiptMails(policyId);
    expect(mails.map((m) => m.recipient).sort()).toEqual([TYPED.email, 'tess@example.test'].sort());
    const rep = mails.find((m) => m.recipient === 'tess@example.test')!;
    expect(rep.text).toContain(COMPLETION_MESSAGES.mailClientIntro({ name: 'Ana Receipt' }));
    expect((await browser.get('get-receipt', { enrollment_id: id })).json().data).toMatchObject({ policy_id: policyId, rep_copy: true });
  });
});
