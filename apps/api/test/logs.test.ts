import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { agents, outboxMessages } from '../src/db/schema/index.js';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { fixtureData } from './helpers/fixture-data.js';
import { freshDatabase, logText, testConfig } from './helpers/test-app.js';

/**
 * What reaches the log of a real session: every value a visitor sent (and every bearer value the server made) is
 * looked for in the captured log stream. Only route patterns, query parameter names and ids of our own rows belong there.
 */
let app: FastifyInstance;
let drop: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  const db = await freshDatabase();
  drop = db.drop;
  app = await buildApp(testConfig(db.config, { logLevel: 'info' }), { demoData: fixtureData, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await app.close();
  await drop();
});

const log = () => logText(lines);

describe('the log of a scripted session', () => {
  it('holds none of the personal data, links or tokens the session sent or received', async () => {
    const sent: string[] = [];
    const remember = (...values: string[]) => sent.push(...values);

    const zip = '10001';
    const dob = dobForAge(47);
    remember(dob);
    const [agent] = await app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234'));
    const rep = new Browser(app);
    const enrollmentId = await startEnrollment(rep, { zip, dob, agent_id: agent!.id, eprocess: 'rep', open_type: 'agent' });
    remember(enrollmentId);

    const listing = await rep.get('get-filtered-plans', { enrollment_id: enrollmentId, categories: 'dental' });
    const card = listing.json().data.result[0].plans[0];
    expect((await rep.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: card.plan_id, plan_pricing_id: card.ppid })).statusCode).toBe(200);

    const name = 'Quintessa Logwatch';
    const email = 'quintessa.logwatch@example.com';
    const message = 'Private note about my hernia surgery';
    remember(name, email, message, encodeURIComponent(email), encodeURIComponent(message), 'Quintessa', 'hernia');
    const preview = await rep.get('get-quote-preview-content', { enrollment_id: enrollmentId, tab: 'cart_info', type: 'preview', name, email, message });
    expect(preview.statusCode).toBe(200);
    const saved = await rep.post('save-enrollment', {
      enrollment_id: enrollmentId,
      tab: 'cart_info',
      name,
      email,
      message,
      data: { plans: [{ plan_id: card.plan_id, plan_pricing_id: card.ppid }] },
    });
    expect(saved.statusCode).toBe(200);

    // The mailed link, and the quote id in it: a bearer link opens the enrollment.
    const [mail] = await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const link = /href="(https?:\/\/[^"]+\/save-cart-direct-continue\/([^/"]+)\/[^/"]+)"/.exec(mail!.html!)!;
    remember(link[1]!, link[2]!);
    const client = new Browser(app);
    expect((await client.get(`direct-continue/${link[2]}`)).statusCode).toBe(200);

    // A lead with a location.
    const location = { consent: 'allow', latitude: 30.2672, longitude: -97.7431, zip: '78701' };
    remember('30.2672', '-97.7431');
    expect((await rep.get('get-lead-information', { device_id: 'device-logwatch-0001', web_url: '/', store_information: JSON.stringify(location) })).statusCode).toBe(200);
    expect((await rep.get('nearest-zip', { lat: '40.7506', lng: '-73.9972' })).statusCode).toBeLessThan(500);
    remember('40.7506', '-73.9972', 'device-logwatch-0001');

    // A database error carrying a value, logged as the error handler logs one.
    const secretRecipient = 'db-error-victim@example.com';
    remember(secretRecipient);
    const failure = await app.database.db
      .execute(sql`insert into outbox_messages (idempotency_key, channel, template, recipient, subject, text) values (${'k-' + secretRecipient}, 'email', 't', ${secretRecipient}, null, 'x')`)
      .then(() => null, (err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    app.log.error({ err: failure }, 'unexpected error');

    const text = log();
    expect(text).toContain('get-quote-preview-content');
    expect(text).toContain('unexpected error');
    const found = sent.filter((value) => text.includes(value));
    expect(found, `of ${sent.length} values sent, these reached the log`).toEqual([]);
  });

  it("names the request on each line a request writes (a refusal too), and a line of the server's own names none", async () => {
    lines.length = 0;
    const visitor = new Browser(app);
    expect((await visitor.get('get-plan-category')).statusCode).toBe(200);
    expect((await visitor.get('get-plan-category')).statusCode).toBe(200);
    expect((await visitor.get('no-such-call')).statusCode).toBe(404);
    app.log.warn('a line of the server, not of a request');

    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string; res?: { statusCode?: number } });
    const incoming = entries.filter((e) => e.msg === 'incoming request');
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(incoming).toHaveLength(3);
    expect(incoming.map((e) => e.reqId)).toEqual(completed.map((e) => e.reqId));
    expect(new Set(incoming.map((e) => e.reqId)).size).toBe(3);
    expect(incoming.every((e) => typeof e.reqId === 'string' && e.reqId.length > 0)).toBe(true);
    expect(completed.at(-1)?.res?.statusCode).toBe(404);
    expect(entries.find((e) => e.msg === 'a line of the server, not of a request')).not.toHaveProperty('reqId');
  });
});
