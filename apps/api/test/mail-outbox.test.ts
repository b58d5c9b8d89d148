import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { jobs, outboxMessages } from '../src/db/schema/index.js';
import { JobRunner, type JobRunnerOptions } from '../src/modules/jobs/index.js';
import { claimJobs, completeJob } from '../src/modules/jobs/jobs.repository.js';
import { mailDelivery } from '../src/modules/mail/mail-delivery.job.js';
import { deliveryJobKey, enqueueMessage, MAIL_SEND_JOB } from '../src/modules/mail/enqueue-message.js';
import type { OutboxRow } from '../src/modules/mail/outbox.repository.js';
import { createTransports, type MessageTransport } from '../src/modules/mail/transports.js';
import { createSession } from '../src/modules/shared/session.repository.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
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

/** A runner that only delivers mail, over the given transports (as the app's runner does with its own). */
class OutboxWorker extends JobRunner {
  constructor(database: Db, transports: Parameters<typeof mailDelivery>[0], options: JobRunnerOptions & { maxAttempts?: number } = {}) {
    super(database, options);
    this.register(mailDelivery(transports, { maxAttempts: options.maxAttempts }));
  }
}
const deliveryJobOf = async (messageId: number) => (await db().select().from(jobs).where(eq(jobs.key, deliveryJobKey(messageId))))[0]!;
/** The workers' clock: a message's delivery job is due at once whatever it says; retries count from it. */
const ahead = () => new Date(Date.now() + 1000);
let seq = 0;
function message(prefix: string) {
  seq += 1;
  return { idempotencyKey: `${prefix}:${seq}`, channel: 'email' as const, template: 'test', recipient: `r${seq}@example.com`, subject: `Subject ${seq}`, html: '<p>Hi</p>', text: 'Hi', sessionId: null as string | null };
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

  it('keeps a committed message pending, with its delivery job, until a worker sends it', async () => {
    await db().transaction(async (tx) => {
      await enqueueMessage(tx, message('committed'));
    });
    const rows = await rowsWithPrefix('committed');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(await deliveryJobOf(row!.id)).toMatchObject({ kind: MAIL_SEND_JOB, status: 'pending', attempts: 0 });
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

    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 0, failed: 1 });
    const failedRows = await rowsWithPrefix('retry');
    expect(failedRows).toHaveLength(1);
    const [failed] = failedRows;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP said 451 try again later' });
    const job = await deliveryJobOf(failed!.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, claimToken: null });
    expect(job.runAt!.getTime()).toBeGreaterThan(now.getTime());

    // Not due yet: the backoff holds it back.
    expect((await worker.runOnce()).claimed).toBe(0);
    now = new Date(job.runAt!.getTime() + 1);
    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    const deliveredRows = await rowsWithPrefix('retry');
    expect(deliveredRows).toHaveLength(1);
    const [delivered] = deliveredRows;
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
    const rows = await rowsWithPrefix('gives-up');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await deliveryJobOf(row!.id)).toMatchObject({ status: 'dead', attempts: 2, lastError: 'SMTP said 451 try again later' });
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
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(sent.filter((k) => k.startsWith('race:')).sort()).toEqual(rows.map((r) => r.idempotencyKey).sort());
  });

  it('takes over a message whose worker crashed mid-send only after the claim ran out, and the crashed claim cannot mark it', async () => {
    await new OutboxWorker(db(), { email: recordingTransport().transport }, { clock: ahead }).runOnce();
    const id = await enqueueMessage(db(), message('crash'));
    const start = ahead();
    // A worker claims it and dies before recording anything.
    const claimedRows = await claimJobs(db(), [MAIL_SEND_JOB], 'crashed-worker', start, 60_000, 10);
    expect(claimedRows).toHaveLength(1);
    const [claimed] = claimedRows;
    expect(claimed!.key).toBe(deliveryJobKey(id));

    let now = new Date(start.getTime() + 1_000);
    const { transport, sent } = recordingTransport();
    const survivor = new OutboxWorker(db(), { email: transport }, { clock: () => now, leaseMs: 60_000 });
    expect((await survivor.runOnce()).claimed).toBe(0);
    now = new Date(start.getTime() + 61_000);
    expect(await survivor.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    expect(await completeJob(db(), claimed!.id, 'crashed-worker', now)).toBe(false);
    const rows = await db().select().from(outboxMessages).where(inArray(outboxMessages.id, [id]));
    expect(rows).toHaveLength(1);
    const [row] = rows;
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

/** A browser with a session of its own (as after its first enrollment), and that session's id. */
async function browserWithSession(): Promise<{ get(path: string): ReturnType<Browser['get']>; sessionId: string }> {
  const { id } = await createSession(db(), new Date());
  const cookie = `${SESSION_COOKIE}=${t.app.signCookie(id)}`;
  return { sessionId: id, get: (path) => t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { cookie } }) };
}

describe('/dev/outbox', () => {
  it('lists the newest message first and shows one with its bodies', async () => {
    const browser = await browserWithSession();
    await enqueueMessage(db(), { ...message('listed'), subject: 'Older', sessionId: browser.sessionId });
    await enqueueMessage(db(), { ...message('listed'), subject: 'Newer', html: '<p>Newer body</p>', sessionId: browser.sessionId });
    const list = await browser.get('dev/outbox');
    expect(list.statusCode).toBe(200);
    const subjects = list.json().data.result.map((m: { subject: string }) => m.subject);
    expect(subjects.indexOf('Newer')).toBeLessThan(subjects.indexOf('Older'));
    const newest = list.json().data.result[0];
    const one = await browser.get(`dev/outbox/${newest.id}`);
    expect(one.json().data).toMatchObject({ subject: 'Newer', html: '<p>Newer body</p>', text: 'Hi', status: 'pending' });
    expect((await browser.get('dev/outbox/999999')).statusCode).toBe(404);
  });

  it("shows each browser only the messages its own actions caused: another visitor's mail is neither listed nor readable", async () => {
    const owner = await browserWithSession();
    const mine = await enqueueMessage(db(), { ...message('private'), subject: 'Mine', sessionId: owner.sessionId });
    await enqueueMessage(db(), { ...message('private'), subject: 'Nobody’s' });
    const stranger = await browserWithSession();
    const subjectsOf = async (b: { get(path: string): ReturnType<Browser['get']> }) =>
      (await b.get('dev/outbox')).json().data.result.map((m: { subject: string }) => m.subject);
    expect(await subjectsOf(stranger)).toEqual([]);
    expect((await stranger.get(`dev/outbox/${mine}`)).statusCode).toBe(404);
    expect((await new Browser(t.app).get('dev/outbox')).json().data.result).toEqual([]);
    expect((await new Browser(t.app).get(`dev/outbox/${mine}`)).statusCode).toBe(404);
    expect(await subjectsOf(owner)).toEqual(['Mine']);
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

describe('crashes of the outbox worker', () => {
  /**
   * A provider that honours Message-ID (the idempotency key): it counts every hand-over, and delivers a given id once.
   * `crashAfter` makes the worker "die" right after a hand-over, before marking: the send never returns to it.
   */
  function provider() {
    const handedOver: string[] = [];
    const delivered = new Set<string>();
    let crashes = 0;
    let onCrash: (() => void) | null = null;
    /** Resolves when the next crashing send has handed its message over. */
    const nextCrash = () => new Promise<void>((resolve) => (onCrash = resolve));
    const transport = (crashAfter: boolean): MessageTransport => ({
      name: 'provider',
      async send(m) {
        handedOver.push(m.idempotencyKey);
        delivered.add(m.idempotencyKey);
        if (crashAfter) {
          crashes += 1;
          onCrash?.();
          return new Promise(() => {}); // the process is gone: nothing after the send runs
        }
        return { providerMessageId: m.idempotencyKey };
      },
    });
    return { transport, handedOver, delivered, crashes: () => crashes, nextCrash };
  }

  it('after N crashes between a send and its record, every mail is delivered once and the stranded ones go out within about 30 s', async () => {
    // Drain what earlier tests left, so only this test's mail is counted.
    while ((await new OutboxWorker(db(), { email: recordingTransport().transport }, { clock: ahead }).runOnce()).claimed > 0);
    const MAILS = 40;
    const CRASHES = 8;
    for (let i = 0; i < MAILS; i += 1) await enqueueMessage(db(), message('crashy'));
    const p = provider();
    let now = ahead();
    for (let crash = 0; crash < CRASHES; crash += 1) {
      // A worker claims its batch, sends the first message and dies before marking it (the round never finishes).
      const crashed = p.nextCrash();
      void new OutboxWorker(db(), { email: p.transport(true) }, { clock: () => now }).runOnce();
      await crashed;
      // A healthy worker runs meanwhile; then, 31 s later, the crashed claims have run out and are taken over.
      await new OutboxWorker(db(), { email: p.transport(false) }, { clock: () => now }).runOnce();
      now = new Date(now.getTime() + 31_000);
    }
    while ((await new OutboxWorker(db(), { email: p.transport(false) }, { clock: () => now }).runOnce()).claimed > 0);

    const rows = await rowsWithPrefix('crashy');
    expect(rows).toHaveLength(MAILS);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(p.crashes()).toBe(CRASHES);
    // Only the message in flight at each crash is handed over twice, and with the same Message-ID, which a provider
    // that honours it delivers once: MAILS distinct mails reach the recipients.
    const resends = p.handedOver.length - p.delivered.size;
    expect(resends).toBe(CRASHES);
    expect(p.delivered.size).toBe(MAILS);
  });

  it('claims at most a few messages per round, with a lease of about 30 s', async () => {
    while ((await new OutboxWorker(db(), { email: recordingTransport().transport }, { clock: ahead }).runOnce()).claimed > 0);
    for (let i = 0; i < 12; i += 1) await enqueueMessage(db(), message('lease'));
    const start = ahead();
    const claimed = await claimJobs(db(), [MAIL_SEND_JOB], 'probe', start, 30_000, 100);
    expect(claimed.length).toBe(12);
    await db().update(jobs).set({ status: 'pending', claimToken: null, lockedUntil: null, attempts: 0 }).where(inArray(jobs.id, claimed.map((j) => j.id)));
    const { transport } = recordingTransport();
    const round = await new OutboxWorker(db(), { email: transport }, { clock: () => start }).runOnce();
    expect(round.claimed).toBeLessThanOrEqual(5);
    // A crashed claim is taken over after 30 s, not minutes.
    let hung = 0;
    let handedOver!: () => void;
    const firstSend = new Promise<void>((resolve) => (handedOver = resolve));
    const crashing: MessageTransport = {
      name: 'hang',
      send: () => {
        hung += 1;
        handedOver();
        return new Promise(() => {});
      },
    };
    void new OutboxWorker(db(), { email: crashing }, { clock: () => start }).runOnce();
    await firstSend;
    expect(hung).toBe(1);
    const later = new Date(start.getTime() + 31_000);
    let sentLater = 0;
    for (;;) {
      const r = await new OutboxWorker(db(), { email: transport }, { clock: () => later }).runOnce();
      if (r.claimed === 0) break;
      sentLater += r.done;
    }
    const rows = await rowsWithPrefix('lease');
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(sentLater).toBeGreaterThan(0);
  });
});
