import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, like } from 'drizzle-orm';
import { outboxMessages } from '../src/db/schema/index.js';
import { OutboxWorker } from '../src/modules/mail/outbox-worker.js';
import { claimDueMessages, enqueueMessage, markSent, type OutboxRow } from '../src/modules/mail/outbox.repository.js';
import { createTransports, type MessageTransport } from '../src/modules/mail/transports.js';
import { Browser } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: null });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
/**
 * The workers' clock runs a second ahead: the database stamps next_attempt_at in microseconds, a Date only in
 * milliseconds, so "now" taken right after a write can still be a fraction of a millisecond before it.
 */
const ahead = () => new Date(Date.now() + 1000);
let seq = 0;
function message(prefix: string) {
  seq += 1;
  return { idempotencyKey: `${prefix}:${seq}`, channel: 'email' as const, template: 'test', recipient: `r${seq}@example.com`, subject: `Subject ${seq}`, html: '<p>Hi</p>', text: 'Hi' };
}

async function rowsWithPrefix(prefix: string): Promise<OutboxRow[]> {
  return db().select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, `${prefix}:%`));
}

/** A transport that records what it sent, and can be told to fail. */
function recordingTransport(options: { failTimes?: number; delayMs?: number } = {}) {
  const sent: string[] = [];
  let failures = options.failTimes ?? 0;
  const transport: MessageTransport = {
    name: 'test',
    async send(m) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP said 451 try again later');
      }
      sent.push(m.idempotencyKey);
      return { providerMessageId: `test-${m.id}` };
    },
  };
  return { transport, sent };
}

describe('the outbox is written with the business change', () => {
  it('keeps nothing when the transaction that wrote the message fails', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMessage(tx, message('rolled-back'));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await rowsWithPrefix('rolled-back')).toEqual([]);
  });

  it('keeps a committed message pending until a worker sends it', async () => {
    await db().transaction(async (tx) => {
      await enqueueMessage(tx, message('committed'));
    });
    const [row] = await rowsWithPrefix('committed');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
  });

  it('writes one message for one idempotency key, however often it is written', async () => {
    const m = message('same-key');
    const first = await enqueueMessage(db(), m);
    const second = await enqueueMessage(db(), { ...m, subject: 'a retried call' });
    expect(second).toBe(first);
    expect(await rowsWithPrefix('same-key')).toHaveLength(1);
  });
});

describe('the outbox worker', () => {
  it('leaves the message pending when the transport fails, and sends it on a later round', async () => {
    // Only this test's message is due: everything else is sent first.
    await new OutboxWorker(db(), { email: recordingTransport().transport }, { clock: ahead }).runOnce();
    await enqueueMessage(db(), message('retry'));
    const { transport, sent } = recordingTransport({ failTimes: 1 });
    let now = ahead();
    const worker = new OutboxWorker(db(), { email: transport }, { clock: () => now });

    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const [failed] = await rowsWithPrefix('retry');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP said 451 try again later', claimToken: null });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    // Not due yet: the backoff holds it back.
    expect((await worker.runOnce()).claimed).toBe(0);
    now = new Date(failed!.nextAttemptAt.getTime() + 1);
    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [delivered] = await rowsWithPrefix('retry');
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null, providerMessageId: expect.stringMatching(/^test-/) });
    expect(sent).toEqual([delivered!.idempotencyKey]);
  });

  it('marks a message failed after its last attempt', async () => {
    await new OutboxWorker(db(), { email: recordingTransport().transport }, { clock: ahead }).runOnce();
    await enqueueMessage(db(), message('gives-up'));
    let now = ahead();
    const worker = new OutboxWorker(db(), { email: recordingTransport({ failTimes: 99 }).transport }, { clock: () => now, maxAttempts: 2 });
    await worker.runOnce();
    now = new Date(now.getTime() + 60 * 60 * 1000);
    await worker.runOnce();
    const [row] = await rowsWithPrefix('gives-up');
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect((await worker.runOnce()).claimed).toBe(0);
  });

  it('never sends a message twice when two workers race for the same rows', async () => {
    await new OutboxWorker(db(), { email: recordingTransport().transport }, { clock: ahead }).runOnce();
    for (let i = 0; i < 30; i += 1) await enqueueMessage(db(), message('race'));
    const { transport, sent } = recordingTransport({ delayMs: 2 });
    const a = new OutboxWorker(db(), { email: transport }, { batchSize: 7, clock: ahead });
    const b = new OutboxWorker(db(), { email: transport }, { batchSize: 7, clock: ahead });
    for (;;) {
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (ra.claimed + rb.claimed === 0) break;
    }
    const rows = await rowsWithPrefix('race');
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(sent.filter((k) => k.startsWith('race:')).sort()).toEqual(rows.map((r) => r.idempotencyKey).sort());
  });

  it('takes over a message whose worker crashed mid-send only after the claim ran out, and the crashed claim cannot mark it', async () => {
    await new OutboxWorker(db(), { email: recordingTransport().transport }, { clock: ahead }).runOnce();
    const id = await enqueueMessage(db(), message('crash'));
    const start = ahead();
    // A worker claims it and dies before recording anything.
    const [claimed] = await claimDueMessages(db(), 'crashed-worker', start, 60_000, 10);
    expect(claimed!.id).toBe(id);

    let now = new Date(start.getTime() + 1_000);
    const { transport, sent } = recordingTransport();
    const survivor = new OutboxWorker(db(), { email: transport }, { clock: () => now, leaseMs: 60_000 });
    expect((await survivor.runOnce()).claimed).toBe(0);
    now = new Date(start.getTime() + 61_000);
    expect(await survivor.runOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await markSent(db(), id, 'crashed-worker', null, now)).toBe(false);
    const [row] = await db().select().from(outboxMessages).where(inArray(outboxMessages.id, [id]));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent).toEqual([row!.idempotencyKey]);
  });

  it('delivers text messages to the outbox outside production, and has no text transport in production', async () => {
    expect(createTransports({ env: 'development' }).sms).toBeDefined();
    expect(createTransports({ env: 'production', smtpUrl: 'smtp://mail.example.com:587' }).sms).toBeUndefined();
    expect(createTransports({ env: 'production', smtpUrl: 'smtp://mail.example.com:587' }).email!.name).toBe('smtp');
    expect(createTransports({ env: 'development' }).email!.name).toBe('outbox');
  });
});

describe('/dev/outbox', () => {
  it('lists the newest message first and shows one with its bodies', async () => {
    await enqueueMessage(db(), { ...message('listed'), subject: 'Older' });
    await enqueueMessage(db(), { ...message('listed'), subject: 'Newer', html: '<p>Newer body</p>' });
    const list = await new Browser(t.app).get('dev/outbox');
    expect(list.statusCode).toBe(200);
    const subjects = list.json().data.result.map((m: { subject: string }) => m.subject);
    expect(subjects.indexOf('Newer')).toBeLessThan(subjects.indexOf('Older'));
    const newest = list.json().data.result[0];
    const one = await new Browser(t.app).get(`dev/outbox/${newest.id}`);
    expect(one.json().data).toMatchObject({ subject: 'Newer', html: '<p>Newer body</p>', text: 'Hi', status: 'pending' });
    expect((await new Browser(t.app).get('dev/outbox/999999')).statusCode).toBe(404);
  });

  it.each([
    ['in production', { env: 'production' as const }],
    ['when real mail is configured', { smtpUrl: 'smtp://mail.example.com:587' }],
  ])('answers 404 %s', async (_case, config) => {
    const other = await createTestApp({ demoData: null, config });
    try {
      expect((await new Browser(other.app).get('dev/outbox')).statusCode).toBe(404);
      expect((await new Browser(other.app).get('dev/outbox/1')).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
