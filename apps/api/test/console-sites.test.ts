import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, CONSOLE_SITES_MESSAGES as M, encodeSiteDomain, MESSAGES } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { agents, groups, sites } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { operatorSession } from './helpers/operator-session.js';

let t: TestApp;
let cookie: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await operatorSession(t.app, { email: 'olive@example.test', displayName: 'Olive Operator' })).cookie;
  const db = t.app.database.db;
  const [tess] = await db.select({ id: agents.id }).from(agents);
  agentId = tess!.id;
  // The test catalog has no site records: two, so the list has something to page and sort.
  await db.insert(sites).values([
    { key: 'premier', name: 'premier', kind: 'default', displayName: 'Benefit Store', displayEmail: 'help@example.test', displayPhone: '8005550100', tagline: 'Plain benefits.', links: { support_request: 'https://support.example.test/new' } },
    { key: 'harbor', name: 'harbor', kind: 'external', agentId, displayName: 'Harbor Partners', displayEmail: 'hi@harbor.example.test', displayPhone: '5125550100', tagline: '', links: {} },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url: `/api/v1/admin/${url}`, headers });
const put = (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/v1/admin/${url}`, headers: { cookie }, payload: payload as object });
const data = (response: { json(): unknown }) => (response.json() as { data: Record<string, unknown> }).data;
const noColors = { primary_color: '' };

const groupBranding = {
  display_name: 'Test Group, renamed',
  display_email: 'people@example.test',
  display_phone: '(555) 010-0299',
  tagline: 'Benefits, tested.',
  logo: '/assets/brand/test-group.svg',
  colors: { primary_color: '#1A2B3C', button_color: '#ffcc00' },
};

describe('the console: sites, reps and groups', () => {
  it('lists sites, reps and groups by page, sorted and searched on the server', async () => {
    const siteList = await get('sites?sort=key&dir=desc');
    expect(siteList.statusCode).toBe(200);
    expect(data(siteList)).toMatchObject({ total: 2, page: 1, per_page: 25, items: [{ key: 'premier', kind: 'default' }, { key: 'harbor', kind: 'external' }] });
    expect(data(await get('sites?q=harb'))).toMatchObject({ total: 1, items: [{ key: 'harbor', display_name: 'Harbor Partners' }] });
    expect(data(await get('sites?per_page=1&page=2&sort=key'))).toMatchObject({ total: 2, page: 2, per_page: 1, items: [{ key: 'premier' }] });

    expect(data(await get('reps?q=tess'))).toMatchObject({ total: 1, items: [{ code: 'TEST1234', display_name: 'Tess Agent', landing_page: 'tess-agent', group_count: 1 }] });
    expect(data(await get('reps?q=nobody'))).toMatchObject({ total: 0, items: [] });
    expect(data(await get('groups?sort=rep'))).toMatchObject({ total: 1, items: [{ code: 'TESTGRP1', display_name: 'Test Group Inc.', rep_code: 'TEST1234', rep_name: 'Tess Agent' }] });
  });

  it('refuses a sort it does not know, a page size past the limit and a search with control characters', async () => {
    expect((await get('reps?sort=password')).statusCode).toBe(422);
    expect((await get('groups?per_page=1000')).statusCode).toBe(422);
    expect((await get('sites?q=a%00b')).statusCode).toBe(422);
    expect((await get('audit-log?actor=a%00b')).statusCode).toBe(422);
  });

  it('shows one record with its branding, and 404 for a code that is nobody', async () => {
    const group = data(await get('groups/TESTGRP1'));
    expect(group).toMatchObject({ code: 'TESTGRP1', name: 'Test Group', landing_page: 'test-group', rep: { code: 'TEST1234', display_name: 'Tess Agent' } });
    expect(group.branding).toMatchObject({ display_name: 'Test Group Inc.', display_phone: '5550100200', logo: '', colors: { primary_color: '#654321', button_color: '' } });
    const rep = data(await get('reps/TEST1234'));
    expect(rep).toMatchObject({ name: 'Tess Agent', groups: [{ code: 'TESTGRP1', display_name: 'Test Group Inc.' }] });
    const premier = data(await get('sites/premier'));
    expect(premier.branding).toMatchObject({ logo: '/assets/brand/logo.svg', colors: { primary_color: '#0a4d8c' }, links: { support_request: 'https://support.example.test/new', admin: '' } });
    expect(data(await get('sites/harbor'))).toMatchObject({ rep: { code: 'TEST1234' }, group: null });
    expect((await get('groups/NOPE')).statusCode).toBe(404);
    expect((await get('sites/nope')).statusCode).toBe(404);
  });

  it("saves a group's branding in one go: the storefront shows it, and the audit log says who changed what", async () => {
    const saved = await put('groups/TESTGRP1', groupBranding);
    expect(saved.statusCode).toBe(200);
    expect(data(saved).branding).toMatchObject({ display_name: 'Test Group, renamed', display_phone: '5550100299', logo: '/assets/brand/test-group.svg', colors: { primary_color: '#1a2b3c', button_color: '#ffcc00' } });

    const [group] = (data(await get('groups?q=TESTGRP1')).items as { code: string }[]) ?? [];
    expect(group?.code).toBe('TESTGRP1');
    const [groupRow] = await t.app.database.db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'TESTGRP1'));
    const landing = await t.app.inject({ method: 'GET', url: `/api/v1/get-group-landing-page-info?group_id=${groupRow!.id}` });
    expect(landing.json()).toMatchObject({ data: { display_name: 'Test Group, renamed', display_email: 'people@example.test', display_phone: '5550100299' } });
    const theme = await t.app.inject({ method: 'GET', url: `/api/v1/get-external-site-dynamic-information?site_domain=${encodeSiteDomain('localhost')}&landing_page=test-group` });
    expect(theme.json().data).toEqual(expect.arrayContaining([{ key: 'primary_color', value: '#1a2b3c' }, { key: 'button_color', value: '#ffcc00' }, { key: 'default_logo', value: '/assets/brand/test-group.svg' }]));

    const log = data(await get(`audit-log?action=${AUDIT_ACTIONS.brandingEdit}&target_type=group`));
    expect(log.total).toBe(1);
    expect((log.items as unknown[])[0]).toMatchObject({
      actor_email: 'olive@example.test',
      actor_role: 'operator',
      target_id: 'TESTGRP1',
      before: { display_name: 'Test Group Inc.', display_phone: '5550100200', logo: '', colors: { primary_color: '#654321', button_color: '' } },
      after: { display_name: 'Test Group, renamed', display_phone: '5550100299', logo: '/assets/brand/test-group.svg', colors: { primary_color: '#1a2b3c', button_color: '#ffcc00' } },
    });
    expect(((log.items as { ip: string | null }[])[0]!.ip ?? '').length).toBeGreaterThan(0);

    // Saving the same values again changes nothing and records nothing.
    expect((await put('groups/TESTGRP1', groupBranding)).statusCode).toBe(200);
    expect(data(await get(`audit-log?action=${AUDIT_ACTIONS.brandingEdit}&target_type=group`)).total).toBe(1);
  });

  it('a blank colour or logo drops the record’s own, so the storefront falls back to the layer below', async () => {
    await put('reps/TEST1234', { display_name: 'Tess Agent', display_email: 'tess@example.test', display_phone: '5550100100', tagline: 'Testing since today.', logo: '', colors: noColors });
    const theme = await t.app.inject({ method: 'GET', url: `/api/v1/get-external-site-dynamic-information?site_domain=${encodeSiteDomain('localhost')}&landing_page=tess-agent` });
    expect(theme.json().data).toEqual(expect.arrayContaining([{ key: 'primary_color', value: '#0a4d8c' }]));
    const landing = await t.app.inject({ method: 'GET', url: `/api/v1/get-agent-landing-page-info?agent_id=${agentId}` });
    expect(landing.json().data).toMatchObject({ display_name: 'Tess Agent', logo: null });
  });

  it("saves a site's menu links, and a blank link leaves the menu", async () => {
    const saved = await put('sites/harbor', {
      display_name: 'Harbor Partners',
      display_email: 'hi@harbor.example.test',
      display_phone: '512-555-0100',
      tagline: '',
      logo: '',
      colors: { header_bg_color: '#083344' },
      links: { support_request: 'https://support.harbor.example.test/', admin: '' },
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved).branding).toMatchObject({ links: { support_request: 'https://support.harbor.example.test/', admin: '' }, colors: { header_bg_color: '#083344' } });
    const [row] = await t.app.database.db.select().from(sites).where(eq(sites.key, 'harbor'));
    expect(row!.links).toEqual({ support_request: 'https://support.harbor.example.test/' });
  });

  it("sets a site's first language, which its storefront then opens in, and back to the visitor's browser", async () => {
    const harbor = data(await get('sites/harbor')) as { branding: Record<string, unknown> };
    expect(harbor.branding.default_locale).toBe('');
    const siteInfo = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/get-default-info', headers: { 'x-site-name': 'harbor' } })).json().data;
    expect(await siteInfo()).toMatchObject({ site_key: 'harbor', default_locale: null });

    const spanish = await put('sites/harbor', { ...harbor.branding, default_locale: 'es' });
    expect(spanish.statusCode).toBe(200);
    expect((data(spanish).branding as Record<string, unknown>).default_locale).toBe('es');
    expect(await siteInfo()).toMatchObject({ site_key: 'harbor', default_locale: 'es' });
    const log = data(await get(`audit-log?action=${AUDIT_ACTIONS.brandingEdit}&target_type=site`));
    expect((log.items as unknown[])[0]).toMatchObject({ target_id: 'harbor', before: { default_locale: '' }, after: { default_locale: 'es' } });

    const refused = await put('sites/harbor', { ...harbor.branding, default_locale: 'fr' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual([{ target_element: 'default_locale', error_message: M.defaultLanguageInvalid }]);
    expect(await siteInfo()).toMatchObject({ default_locale: 'es' });

    expect((await put('sites/harbor', { ...harbor.branding, default_locale: '' })).statusCode).toBe(200);
    expect(await siteInfo()).toMatchObject({ default_locale: null });
  });

  it('refuses bad fields with a message each, and changes nothing', async () => {
    const before = data(await get('sites/premier'));
    const refused = await put('sites/premier', {
      display_name: '  ',
      display_email: 'not-an-address',
      display_phone: '555-01',
      tagline: 'x'.repeat(201),
      logo: 'https://elsewhere.example.com/logo.png',
      colors: { primary_color: 'blue', footer_bg_color: '#12345' },
      links: { support_request: 'javascript:alert(1)', admin: 'http://admin.example.test/' },
    });
    expect(refused.statusCode).toBe(422);
    const fields = Object.fromEntries((refused.json() as { data: { target_element: string; error_message: string }[] }).data.map((f) => [f.target_element, f.error_message]));
    expect(fields).toEqual({
      display_name: M.displayNameRequired,
      display_email: MESSAGES.enterValidEmail,
      display_phone: M.phoneInvalid,
      tagline: MESSAGES.tooLong({ max: 200 }),
      logo: M.logoInvalid,
      'colors.primary_color': M.colorInvalid,
      'colors.footer_bg_color': M.colorInvalid,
      'links.support_request': M.linkInvalid,
      'links.admin': M.linkInvalid,
    });
    expect(data(await get('sites/premier'))).toEqual(before);
    expect((await put('sites/premier', { ...groupBranding, colors: { unknown_key: '#000000' } })).statusCode).toBe(422);
    expect((await put('groups/NOPE', groupBranding)).statusCode).toBe(404);
  });

  it('answers 404 to anyone but an operator, before reading what they send', async () => {
    for (const url of ['sites', 'reps/TEST1234', 'groups?sort=nonsense', 'audit-log']) {
      expect((await get(url, {})).statusCode).toBe(404);
    }
    const refused = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/groups/TESTGRP1', payload: { display_name: '' } });
    expect(refused.statusCode).toBe(404);
  });

  it("refuses a branding save sent from another site's page, and changes nothing; a stranger still gets 404 first", async () => {
    const before = data(await get('groups/TESTGRP1'));
    for (const url of ['sites/premier', 'reps/TEST1234', 'groups/TESTGRP1']) {
      const crossSite = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/${url}`, headers: { cookie, 'sec-fetch-site': 'cross-site' }, payload: groupBranding });
      expect(crossSite.statusCode).toBe(403);
      const stranger = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/${url}`, headers: { 'sec-fetch-site': 'cross-site' }, payload: groupBranding });
      expect(stranger.statusCode).toBe(404);
    }
    expect(data(await get('groups/TESTGRP1'))).toEqual(before);
  });
});
