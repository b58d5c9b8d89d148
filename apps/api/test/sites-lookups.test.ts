import { MESSAGES } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startEnrollment } from './helpers/browser.js';
import { b64, GROUP_HOST, siteFixture } from './helpers/site-fixture.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: siteFixture });
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}`, query, headers });

const themeOf = (body: { data: { key: string; value: string }[] }) => Object.fromEntries(body.data.map((e) => [e.key, e.value]));

describe('get-domainSite-infromation', () => {
  it('answers the premier site for a loopback host, with no group', async () => {
    const response = await get('get-domainSite-infromation', { site_domain: b64('localhost') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', statusCode: 200, data: { gid: null, site_key: 'premier', site_kind: 'default', site_name: 'premier' } });
  });

  it("answers the group's id for the group's own host, whatever its case and port", async () => {
    const response = await get('get-domainSite-infromation', { site_domain: b64('TestGroup.localhost:3401') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ gid: expect.any(Number), site_kind: 'group' });
  });

  it('answers 204 with no body for an unknown host', async () => {
    const response = await get('get-domainSite-infromation', { site_domain: b64('nosuch.localhost') });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it.each([
    ['missing', {}, MESSAGES.fieldRequired],
    ['not base64', { site_domain: '%%%' }, MESSAGES.invalidSiteDomain],
    ['base64 of something that is not a host', { site_domain: b64('two words') }, MESSAGES.invalidSiteDomain],
  ])('refuses a site_domain that is %s with a field error', async (_name, query, message) => {
    const response = await get('get-domainSite-infromation', query);
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'site_domain', error_message: message }]);
  });
});

describe('get-external-site-dynamic-information', () => {
  it('gives the default theme on the default host', async () => {
    const response = await get('get-external-site-dynamic-information', { site_domain: b64('localhost') });
    expect(response.statusCode).toBe(200);
    expect(themeOf(response.json())).toEqual({ primary_color: '#0a4d8c', default_logo: '/assets/brand/logo.svg' });
  });

  it("layers the rep's theme over the default when the client names the rep", async () => {
    const info = await get('validate-landing-page', { landing_page: 'tess-agent' });
    const agentId = String(info.json().data.agent_id);
    const theme = themeOf((await get('get-external-site-dynamic-information', { site_domain: b64('localhost') }, { agent_id: agentId })).json());
    expect(theme).toMatchObject({ primary_color: '#123456', header_bg_color: '#222222', default_logo: '/assets/brand/tess.svg' });
  });

  it("gives the group's theme for the group's host, and a partner site's own colours over its rep's", async () => {
    expect(themeOf((await get('get-external-site-dynamic-information', { site_domain: b64(GROUP_HOST) })).json()).primary_color).toBe('#654321');
    const partner = themeOf((await get('get-external-site-dynamic-information', { site_domain: b64('localhost') }, { 'x-site-name': 'partner' })).json());
    expect(partner).toMatchObject({ primary_color: '#0e7490', header_bg_color: '#222222' });
  });

  it('answers 204 for an unknown host and 422 for a malformed site_domain', async () => {
    expect((await get('get-external-site-dynamic-information', { site_domain: b64('nosuch.localhost') })).statusCode).toBe(204);
    expect((await get('get-external-site-dynamic-information', { site_domain: '' })).statusCode).toBe(422);
  });

  it('resolves the site from the Host header: a request on the group host gets the group theme without naming it', async () => {
    const response = await get('get-external-site-dynamic-information', { site_domain: b64(GROUP_HOST) }, { host: `${GROUP_HOST}:3401`, agent_id: '999' });
    expect(themeOf(response.json()).primary_color).toBe('#654321');
  });
});

describe('get-external-site-infromation', () => {
  it('finds a partner site by name, and the special site by its /websites id', async () => {
    const byName = await get('get-external-site-infromation', { site_name: 'partner' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toMatchObject({ site_key: 'partner', site_name: 'partner', display_name: 'Partner Benefits', is_partner: true, group_id: null });
    expect(byName.json().data.portal_id).toEqual(expect.any(Number));
    const byId = await get('get-external-site-infromation', { site_name: 'PART-0001' });
    expect(byId.json().data.site_key).toBe('partner');
  });

  it("answers 204 for a name that is no site's, and 'Field is required' for none", async () => {
    expect((await get('get-external-site-infromation', { site_name: 'nosuch' })).statusCode).toBe(204);
    const empty = await get('get-external-site-infromation', { site_name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toEqual([{ target_element: 'site_name', error_message: MESSAGES.fieldRequired }]);
  });
});

describe('get-default-info and get-ticket-link', () => {
  it('give the premier site with only well-formed external links of known kinds, and the site flag', async () => {
    const response = await get('get-default-info');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      site_key: 'premier',
      site_kind: 'default',
      site_name: 'premier',
      display_name: 'Test Store',
      display_email: 'help@example.test',
      display_phone: '5550100000',
      tagline: 'Testing benefits.',
      white_label: false,
      links: { rep_registration: 'https://agents.example.test/register', admin: 'https://admin.example.test/', support_request: 'https://support.example.test/new' },
      // No default language: the visitor's browser picks the first one (issue 29).
      default_locale: null,
    });
    expect((await get('get-ticket-link')).json().data).toEqual({ ticket_link: 'https://support.example.test/new' });
  });

  it('give the partner site when the client names it, which is white-labelled and has no support link (204)', async () => {
    const info = await get('get-default-info', {}, { 'x-site-name': 'partner' });
    expect(info.json().data).toMatchObject({ site_key: 'partner', white_label: true, links: {} });
    expect((await get('get-ticket-link', {}, { 'x-site-name': 'partner' })).statusCode).toBe(204);
  });

  it('answer 204 when there is no site record at all', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/get-default-info' })).statusCode).toBe(204);
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/get-ticket-link' })).statusCode).toBe(204);
    } finally {
      await bare.close();
    }
  });
});

describe('get-elevate-info and track-elevate-traffic', () => {
  it('give no partner portal on the premier site, and track nothing there', async () => {
    expect((await get('get-elevate-info')).json().data).toEqual({ portal_id: null, partner_name: null });
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.post('track-elevate-traffic', { enrollment_id: id });
    expect(response.json().data).toEqual({ tracked: false });
  });

  it('record partner traffic once per enrollment when the visitor came through the partner site', async () => {
    const info = await get('get-elevate-info', {}, { 'x-site-name': 'partner' });
    expect(info.json().data).toMatchObject({ portal_id: expect.any(Number), partner_name: 'Partner Benefits' });
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    for (let i = 0; i < 2; i++) {
      const response = await browser.request({ method: 'POST', url: '/api/v1/track-elevate-traffic', payload: { enrollment_id: id }, headers: { 'x-site-name': 'partner' } });
      expect(response.json().data).toEqual({ tracked: true });
    }
    const { partnerTrafficFor } = await import('../src/modules/sites/sites.repository.js');
    const rows = await partnerTrafficFor(t.app.database.db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.portalId).toBe(info.json().data.portal_id);
  });

  it("answers 404 for an enrollment this browser does not hold, and 'Field is required' without one", async () => {
    const owner = new Browser(t.app);
    const id = await startEnrollment(owner);
    const stranger = await new Browser(t.app).request({ method: 'POST', url: '/api/v1/track-elevate-traffic', payload: { enrollment_id: id }, headers: { 'x-site-name': 'partner' } });
    expect(stranger.statusCode).toBe(404);
    const missing = await owner.post('track-elevate-traffic', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.fieldRequired }]);
  });
});

describe('the site demo data', () => {
  it('loads site records, referrals and site themes again without duplicating any', async () => {
    const { loadDemoData } = await import('../src/db/seed/load-demo-data.js');
    const { referrals, sites, siteThemes } = await import('../src/db/schema/index.js');
    const db = t.app.database.db;
    const count = async () => ({
      sites: (await db.select().from(sites)).length,
      referrals: (await db.select().from(referrals)).length,
      themes: (await db.select().from(siteThemes)).length,
    });
    const before = await count();
    expect(before).toMatchObject({ sites: 2, referrals: 2 });
    await loadDemoData(db, siteFixture);
    await loadDemoData(db, siteFixture);
    expect(await count()).toEqual(before);
  });
});
