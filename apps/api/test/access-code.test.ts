import { MESSAGES, MISSES_PER_SECRET, REP_ACCESS_MESSAGES } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startEnrollment } from './helpers/browser.js';
import { siteFixture } from './helpers/site-fixture.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: siteFixture });
});
afterAll(async () => {
  await t.close();
});

const check = (app: TestApp['app'], agentCode: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/api/v1/validate-agent', query: { agent_code: agentCode }, remoteAddress });

const fieldError = (message: string) => [{ target_element: 'agent_code', error_message: message }];

describe('validate-agent (the representative access code)', () => {
  it("answers the rep's name, code, e-mail, phone and landing page name, and nothing else, for a code typed in any case", async () => {
    const response = await check(t.app, ' test1234 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: { name: 'Tess Agent', agent_code: 'TEST1234', email: 'tess@example.test', phone: '5550100100', landing_page: 'tess-agent' },
    });
  });

  it("answers a code that names no rep with the server's message under the field", async () => {
    const response = await check(t.app, 'NOPE0000');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', data: fieldError(REP_ACCESS_MESSAGES.unknownCode) });
    expect(JSON.stringify(response.json())).not.toContain('Tess');
  });

  it.each([
    ['empty', '', MESSAGES.fieldRequired],
    ['too long', 'TEST12345', REP_ACCESS_MESSAGES.codeFormat],
    ['not four letters and four digits', '1234TEST', REP_ACCESS_MESSAGES.codeFormat],
    ['a control character', 'TEST\u0000234', REP_ACCESS_MESSAGES.codeFormat],
  ])('refuses an %s code without looking it up', async (_name, code, message) => {
    const response = await check(t.app, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual(fieldError(message));
  });

  it('takes no fixed secret header: a browser without one gets the answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/validate-agent?agent_code=TEST1234', headers: { authorization: '' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('guessing access codes', () => {
  it(`is refused with 429 after ${MISSES_PER_SECRET} wrong codes of one visitor, right code included, while its store and a colleague behind the same address go on`, async () => {
    const limited = await createTestApp({ demoData: siteFixture, config: { limits: {} } });
    try {
      const guesser = new Browser(limited.app);
      const id = await startEnrollment(guesser);
      const checkAs = (browser: Browser, code: string) =>
        browser.request({ method: 'GET', url: '/api/v1/validate-agent', query: { agent_code: code }, remoteAddress: '10.7.7.7' });
      for (let i = 0; i < MISSES_PER_SECRET; i++) expect((await checkAs(guesser, `GUES${String(i).padStart(4, '0')}`)).statusCode).toBe(422);
      const refused = await checkAs(guesser, 'TEST1234');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await guesser.request({ method: 'GET', url: `/api/v1/get-filtered-plans?enrollment_id=${id}`, remoteAddress: '10.7.7.7' })).statusCode).toBe(200);
      const colleague = new Browser(limited.app);
      await startEnrollment(colleague);
      expect((await checkAs(colleague, 'TEST1234')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
