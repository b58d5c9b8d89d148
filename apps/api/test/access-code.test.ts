import { AGENT_CODE_CHECKS_PER_WINDOW, MESSAGES, REP_ACCESS_MESSAGES } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it(`is refused with 429 after ${AGENT_CODE_CHECKS_PER_WINDOW} checks from one address, right code included, while other addresses go on`, async () => {
    const limited = await createTestApp({ demoData: siteFixture });
    try {
      for (let i = 0; i < AGENT_CODE_CHECKS_PER_WINDOW; i++) expect((await check(limited.app, `GUES${String(i).padStart(4, '0')}`, '10.7.7.7')).statusCode).toBe(422);
      const refused = await check(limited.app, 'TEST1234', '10.7.7.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await check(limited.app, 'TEST1234', '10.7.7.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
