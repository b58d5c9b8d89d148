import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agents, members } from '../src/db/schema/index.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A rep who fills a cart and sends it as a quote to `email`. */
async function repSendsQuote(email: string): Promise<Browser> {
  const [agent] = await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234'));
  const rep = new Browser(t.app);
  const enrollmentId = await startEnrollment(rep, { agent_id: agent!.id, eprocess: 'rep', open_type: 'agent' });
  const card = (await rep.get('get-filtered-plans', { enrollment_id: enrollmentId, categories: 'dental' })).json().data.result[0].plans[0];
  await rep.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: card.plan_id, plan_pricing_id: card.ppid });
  const saved = await rep.post('save-enrollment', {
    enrollment_id: enrollmentId,
    tab: 'cart_info',
    name: 'Pat',
    email,
    data: { plans: [{ plan_id: card.plan_id, plan_pricing_id: card.ppid }] },
  });
  expect(saved.statusCode).toBe(200);
  return rep;
}

const recipients = async (browser: Browser) => (await browser.get('dev/outbox')).json().data.result.map((m: { recipient: string }) => m.recipient);

describe('the development outbox of a shared demo server', () => {
  it('shows the rep the quote they sent, with its link (the README demo)', async () => {
    const rep = await repSendsQuote('own@example.com');
    const list = (await rep.get('dev/outbox')).json().data.result as { id: number; recipient: string }[];
    expect(list.map((m) => m.recipient)).toEqual(['own@example.com']);
    const message = (await rep.get(`dev/outbox/${list[0]!.id}`)).json().data;
    expect(message.html).toMatch(/\/save-cart-direct-continue\//);
  });

  it("shows another visitor neither the list nor the body of someone else's quote mail", async () => {
    const rep = await repSendsQuote('victim@example.com');
    const [mine] = (await rep.get('dev/outbox')).json().data.result as { id: number }[];
    const stranger = new Browser(t.app);
    await startEnrollment(stranger); // a browser with a session of its own
    expect(await recipients(stranger)).not.toContain('victim@example.com');
    expect((await stranger.get(`dev/outbox/${mine!.id}`)).statusCode).toBe(404);
    const anonymous = new Browser(t.app);
    expect(await recipients(anonymous)).toEqual([]);
    expect((await anonymous.get(`dev/outbox/${mine!.id}`)).statusCode).toBe(404);
  });

  it('lists only the demo members in the member store links, the same for every browser', async () => {
    // Members come only from the bundled demo data: the list names those fictitious people and nobody a visitor made.
    await startEnrollment(new Browser(t.app));
    const seeded = (await t.app.database.db.select({ ref: members.ref }).from(members)).map((m) => m.ref).sort();
    const first = (await new Browser(t.app).get('dev/member-store-links')).json().data as { ref: string }[];
    const second = (await new Browser(t.app).get('dev/member-store-links')).json().data as { ref: string }[];
    expect(first.map((m) => m.ref).sort()).toEqual(seeded);
    expect(second.map((m) => m.ref)).toEqual(first.map((m) => m.ref));
  });
});

describe('in production', () => {
  it('the development pages and their API calls answer 404', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dev-pages-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const production = await createTestApp({ config: { env: 'production', webDist: dist, publicUrl: 'https://store.example.com' } });
    try {
      const browser = new Browser(production.app);
      for (const path of ['dev/outbox', 'dev/outbox/1', 'dev/member-store-links']) expect((await browser.get(path)).statusCode).toBe(404);
      for (const page of ['/dev/outbox', '/dev/outbox/1']) expect((await production.app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/plans' })).statusCode).toBe(200);
    } finally {
      await production.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
