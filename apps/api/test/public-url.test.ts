import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agents, outboxMessages } from '../src/db/schema/index.js';
import { loadConfig } from '../src/config.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Sends a quote from a rep whose requests all carry `Host: evil.example`, and returns the mailed link. */
async function mailedLinkWithEvilHost(t: TestApp, email: string): Promise<string> {
  const [agent] = await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234'));
  const rep = new Browser(t.app);
  const enrollmentId = await startEnrollment(rep, { agent_id: agent!.id, eprocess: 'rep', open_type: 'agent' });
  const card = (await rep.get('get-filtered-plans', { enrollment_id: enrollmentId, categories: 'dental' })).json().data.result[0].plans[0];
  await rep.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: card.plan_id, plan_pricing_id: card.ppid });
  const saved = await rep.request({
    method: 'POST',
    url: '/api/v1/save-enrollment',
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    payload: { enrollment_id: enrollmentId, tab: 'cart_info', name: 'Jo', email, data: { plans: [{ plan_id: card.plan_id, plan_pricing_id: card.ppid }] } },
  });
  expect(saved.statusCode).toBe(200);
  const [mail] = await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
  return /href="([^"]+\/save-cart-direct-continue\/[^"]+)"/.exec(mail!.html!)![1]!;
}

describe('the origin of mailed links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the loopback origin, never the Host header, when PUBLIC_URL is unset', async () => {
    const link = await mailedLinkWithEvilHost(t, 'host-a@example.com');
    expect(link).not.toContain('evil.example');
    expect(link.startsWith('http://localhost:3000/save-cart-direct-continue/')).toBe(true);
  });

  it('is PUBLIC_URL when it is configured', async () => {
    const configured = await createTestApp({ config: { publicUrl: 'https://store.example.com' } });
    try {
      const link = await mailedLinkWithEvilHost(configured, 'host-b@example.com');
      expect(link.startsWith('https://store.example.com/save-cart-direct-continue/')).toBe(true);
    } finally {
      await configured.close();
    }
  });
});

describe('PUBLIC_URL in the configuration', () => {
  const base = { DATA_DIR: ':memory:' };

  it('is required in production: the server refuses to start without it, saying why', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://store.example.com/' }).publicUrl).toBe('https://store.example.com');
  });

  it('defaults outside production to the loopback origin of HOST and PORT', () => {
    expect(loadConfig({ ...base }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, HOST: '127.0.0.1', PORT: '4100' }).publicUrl).toBe('http://127.0.0.1:4100');
  });

  it('refuses an origin that is not http(s)', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
