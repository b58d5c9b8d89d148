import { MESSAGES, MISSES_PER_SECRET } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_REFERRAL, INACTIVE_REFERRAL, siteFixture } from './helpers/site-fixture.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let agentId: number;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp({ demoData: siteFixture });
  const data = (await get('validate-landing-page', { landing_page: 'test-group' })).json().data;
  agentId = data.agent_id;
  groupId = data.group_id;
});
afterAll(async () => {
  await t.close();
});

function get(path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/${path}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
}

const fieldError = (target: string, message: string) => [{ target_element: target, error_message: message }];

describe('validate-landing-page', () => {
  it("names the rep of a rep's landing name, in any case", async () => {
    const response = await get('validate-landing-page', { landing_page: 'Tess-Agent' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', statusCode: 200, data: { type: 'agent', landing_page: 'tess-agent', agent_id: agentId, group_id: null, display_name: 'Tess Agent' } });
  });

  it("names the group, its rep and portal for a group's landing name", async () => {
    const response = await get('validate-landing-page', { landing_page: 'test-group' });
    expect(response.json().data).toMatchObject({ type: 'group', group_id: groupId, agent_id: agentId, portal_id: expect.any(Number), display_name: 'Test Group Inc.' });
  });

  it("answers 204 for a name that is nobody's and 'Field is required' for an empty one", async () => {
    expect((await get('validate-landing-page', { landing_page: 'nobody-here' })).statusCode).toBe(204);
    const empty = await get('validate-landing-page', { landing_page: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toEqual(fieldError('landing_page', MESSAGES.fieldRequired));
  });
});

describe('rep and group display information', () => {
  it("gives a rep's display details and About text, without the access code", async () => {
    const landing = (await get('get-agent-landing-page-info', { agent_id: agentId })).json().data;
    expect(landing).toEqual({
      agent_id: agentId,
      display_name: 'Tess Agent',
      display_email: 'tess@example.test',
      display_phone: '5550100100',
      tagline: 'Testing since today.',
      logo: '/assets/brand/tess.svg',
      image: null,
      landing_url: '/tess-agent',
    });
    const about = (await get('get-agent-about-page-info', { agent_id: agentId })).json().data;
    expect(about).toMatchObject({ display_about_name: 'Tess', agent_bio: 'A test rep.' });
    expect(JSON.stringify([landing, about])).not.toContain('TEST1234');
  });

  it("gives a group's display details and About text with its address", async () => {
    expect((await get('get-group-landing-page-info', { group_id: groupId })).json().data).toMatchObject({
      group_id: groupId,
      gname: 'Test Group',
      display_name: 'Test Group Inc.',
      landing_url: '/test-group',
      logo: null,
    });
    expect((await get('get-group-about-page-info', { group_id: groupId })).json().data).toMatchObject({
      gweb_aboutus: 'We test.',
      address_information: { address1: '1 Test Way', city: 'New York', state: 'NY', zip: '10001' },
    });
  });

  it("gives a rep's and a group's own texts in Spanish to a Spanish reader, and English where the file gave none", async () => {
    const spanish = { 'accept-language': 'es-US,es;q=0.9' };
    expect((await get('get-agent-about-page-info', { agent_id: agentId }, spanish)).json().data).toMatchObject({
      display_about_name: 'Tess, agente de pruebas',
      agent_bio: 'Una agente de pruebas.',
    });
    expect((await get('get-agent-landing-page-info', { agent_id: agentId }, spanish)).json().data).toMatchObject({ tagline: 'Testing since today.' });
    expect((await get('get-group-landing-page-info', { group_id: groupId }, spanish)).json().data).toMatchObject({ tagline: 'Beneficios para quienes prueban.' });
    expect((await get('get-group-about-page-info', { group_id: groupId }, spanish)).json().data).toMatchObject({ gweb_aboutus: 'Hacemos pruebas.' });
    expect((await get('get-group-about-page-info', { group_id: groupId })).json().data).toMatchObject({ gweb_aboutus: 'We test.' });
  });

  it.each(['get-agent-landing-page-info', 'get-agent-about-page-info'])('%s answers 404 for an unknown rep and 422 for a bad id', async (path) => {
    expect((await get(path, { agent_id: 999999 })).statusCode).toBe(404);
    const bad = await get(path, { agent_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toEqual(fieldError('agent_id', MESSAGES.invalidId));
    expect((await get(path)).json().data).toEqual(fieldError('agent_id', MESSAGES.fieldRequired));
  });

  it.each(['get-group-landing-page-info', 'get-group-about-page-info', 'get-group-menu'])('%s answers 404 for an unknown group and 422 for a bad id', async (path) => {
    expect((await get(path, { group_id: 999999 })).statusCode).toBe(404);
    expect((await get(path, { group_id: '-1' })).json().data).toEqual(fieldError('group_id', MESSAGES.invalidId));
  });
});

describe('get-group-menu', () => {
  it("lists the categories with plans in menu order, under the group's name", async () => {
    const response = await get('get-group-menu', { group_id: groupId, from_site: 'websites' });
    expect(response.json().data).toEqual({
      group_id: groupId,
      gname: 'Test Group',
      menu: [
        { category: 'medical', label: 'Medical' },
        { category: 'dental', label: 'Dental' },
        { category: 'vision', label: 'Vision' },
        { category: 'term_life', label: 'Term Life' },
        { category: 'accident', label: 'Accident' },
      ],
    });
  });
});

describe('get-enrollment-info-referral', () => {
  it('gives the rep, portal and the referrer display name of a valid link', async () => {
    const data = (await get('get-enrollment-info-referral', { referral_id: ACTIVE_REFERRAL })).json().data;
    expect(data).toEqual({ agent_id: agentId, group_id: null, portal_id: expect.any(Number), valid_referral_link: true, referrer_info: { name: 'Sam Patel' } });
  });

  it.each([
    ['switched off', INACTIVE_REFERRAL],
    ['unknown', 'AAAAAAAAAAAAAAAAAAAAAA'],
  ])('answers a %s link as not valid, naming nobody', async (_name, id) => {
    const data = (await get('get-enrollment-info-referral', { referral_id: id })).json().data;
    expect(data).toEqual({ agent_id: null, group_id: null, portal_id: null, valid_referral_link: false, referrer_info: null });
  });

  it("refuses an empty referral id with 'Field is required'", async () => {
    expect((await get('get-enrollment-info-referral', { referral_id: '' })).json().data).toEqual(fieldError('referral_id', MESSAGES.fieldRequired));
  });
});

describe('validate-group', () => {
  it('gives the name, id and landing address for a group enrollment code, typed in any case', async () => {
    const response = await get('validate-group', { group_code: ' testgrp1 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ name: 'Test Group', group_id: groupId, landing_url: '/test-group' });
  });

  it("answers 204 for an unknown code and 'Field is required' for none", async () => {
    expect((await get('validate-group', { group_code: 'NOPE0000' })).statusCode).toBe(204);
    expect((await get('validate-group', { group_code: '' })).json().data).toEqual(fieldError('group_code', MESSAGES.fieldRequired));
  });
});

describe('guessing group codes', () => {
  it(`refuses validate-group to a visitor after ${MISSES_PER_SECRET} wrong codes, with the 429 envelope, and nothing else`, async () => {
    const limited = await createTestApp({ demoData: siteFixture, config: { limits: {} } });
    try {
      const guesser = new Browser(limited.app);
      await startEnrollment(guesser);
      const call = (browser: Browser, code: string) =>
        browser.request({ method: 'GET', url: '/api/v1/validate-group', query: { group_code: code }, remoteAddress: '10.9.8.7' });
      for (let i = 0; i < MISSES_PER_SECRET; i++) expect((await call(guesser, 'GUESS000')).statusCode).toBe(204);
      const refused = await call(guesser, 'GUESS000');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
      // Its other calls are not affected, nor a colleague's lookup from the same address; right codes never count.
      expect((await guesser.request({ method: 'GET', url: '/api/v1/get-default-info', remoteAddress: '10.9.8.7' })).statusCode).toBe(200);
      const colleague = new Browser(limited.app);
      for (let i = 0; i < MISSES_PER_SECRET + 5; i++) expect((await call(colleague, 'TESTGRP1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
