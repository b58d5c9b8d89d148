import { API_MESSAGES } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, groups, portals } from '../src/db/schema/index.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import type { DemoData } from '../src/db/seed/seed-types.js';
import { Browser, filterForm, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { GROUP_HOST, siteFixture } from './helpers/site-fixture.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The rep, group, portal and member ids a client names in a filter body must name real records that belong
 * together and to the site the call is made on. Fixture: rep TEST1234 (portals TESTPORTAL and OTHERPORTAL) with
 * group TESTGRP1 (TESTPORTAL, on its own host), and rep OTHR5678 (OTHERPORTAL only) with group OTHERGRP (OTHERPORTAL).
 */
const fixture: DemoData = {
  ...siteFixture,
  members: plansData.members,
  agents: [
    ...siteFixture.agents,
    {
      ...siteFixture.agents[0]!,
      accessCode: 'OTHR5678',
      displayName: 'Otto Other',
      displayEmail: 'otto@example.test',
      landingPage: 'otto-other',
      portals: ['OTHERPORTAL'],
    },
  ],
  groups: [
    ...siteFixture.groups,
    { ...siteFixture.groups[0]!, code: 'OTHERGRP', name: 'Other Group', agent: 'OTHR5678', portal: 'OTHERPORTAL', landingPage: 'other-group', host: null },
  ],
};

let t: TestApp;
const ids = { tess: 0, otto: 0, testGroup: 0, otherGroup: 0, testPortal: 0, otherPortal: 0 };
beforeAll(async () => {
  t = await createTestApp({ demoData: fixture });
  const db = t.app.database.db;
  const agent = async (code: string) => (await db.select().from(agents).where(eq(agents.accessCode, code)))[0]!.id;
  const group = async (code: string) => (await db.select().from(groups).where(eq(groups.code, code)))[0]!.id;
  const portal = async (code: string) => (await db.select().from(portals).where(eq(portals.code, code)))[0]!.id;
  ids.tess = await agent('TEST1234');
  ids.otto = await agent('OTHR5678');
  ids.testGroup = await group('TESTGRP1');
  ids.otherGroup = await group('OTHERGRP');
  ids.testPortal = await portal('TESTPORTAL');
  ids.otherPortal = await portal('OTHERPORTAL');
});
afterAll(async () => {
  await t.close();
});

const newUser = (browser: Browser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', payload: filterForm(body), headers });

const change = (browser: Browser, id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  browser.request({ method: 'PUT', url: `/api/v1/change-filter-info/${id}`, payload: body, headers });

const column = async (browser: Browser, id: string, name: string) =>
  (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: name })).json().data.result as unknown;

function expectRefused(response: LightMyRequestResponse, field: string, message: string): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ status: 'error', errorCode: 'validationError' });
  expect(response.json().data).toEqual([{ target_element: field, error_message: message }]);
}

describe('ids that name no record', () => {
  it.each([
    ['agent_id', 999_999, API_MESSAGES.agentNotFound],
    ['group_id', 888_888, API_MESSAGES.groupNotFound],
    ['platform_group_id', 777_777, API_MESSAGES.portalNotFound],
    ['user_id', 777_777, API_MESSAGES.memberNotFound],
  ])('refuses an unknown %s on a new filter and on a filter change, and stores nothing', async (field, value, message) => {
    const browser = new Browser(t.app);
    expectRefused(await newUser(browser, { [field]: value }), field, message);

    const id = await startEnrollment(browser);
    expectRefused(await change(browser, id, { [field]: value, zip: '90210' }), field, message);
    expect(await column(browser, id, field)).toBeNull();
    expect(((await column(browser, id, 'filter_info')) as { zip: string }).zip).toBe('10001');
  });

  it("refuses a real member's number in a filter body: only the member's signed link sets it", async () => {
    const browser = new Browser(t.app);
    expectRefused(await newUser(browser, { user_id: 1 }), 'user_id', API_MESSAGES.memberNotFound);
    // The member's own enrollment may repeat its member.
    const token = memberStoreLinkToken(t.app.linkKey, 1, new Date());
    const made = await browser.post('add-filter-for-member', { user_id: token, tier: 'IO' });
    const id = made.json().data.temp_enrollment_id as string;
    expect((await change(browser, id, { user_id: 1, tier: 'IS' })).statusCode).toBe(200);
  });
});

describe('a rep, group and portal that belong together', () => {
  it('accepts a rep with one of their groups and the group’s portal, and stores them', async () => {
    const browser = new Browser(t.app);
    const made = await newUser(browser, { agent_id: ids.tess, group_id: ids.testGroup, platform_group_id: ids.testPortal });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.temp_enrollment_id as string;
    expect([await column(browser, id, 'agent_id'), await column(browser, id, 'group_id'), await column(browser, id, 'platform_group_id')]).toEqual([
      ids.tess,
      ids.testGroup,
      ids.testPortal,
    ]);
  });

  it("refuses a group that is not one of the rep's groups", async () => {
    expectRefused(await newUser(new Browser(t.app), { agent_id: ids.otto, group_id: ids.testGroup }), 'group_id', API_MESSAGES.groupNotOfAgent);
  });

  it("refuses a portal that is not the group's", async () => {
    const response = await newUser(new Browser(t.app), { agent_id: ids.tess, group_id: ids.testGroup, platform_group_id: ids.otherPortal });
    expectRefused(response, 'platform_group_id', API_MESSAGES.portalNotOfGroup);
  });

  it('refuses a portal the rep does not sell through', async () => {
    expectRefused(await newUser(new Browser(t.app), { agent_id: ids.otto, platform_group_id: ids.testPortal }), 'platform_group_id', API_MESSAGES.portalNotOfAgent);
  });

  it('checks a change against what the enrollment already holds', async () => {
    const browser = new Browser(t.app);
    const made = await newUser(browser, { agent_id: ids.tess, platform_group_id: ids.testPortal });
    const id = made.json().data.temp_enrollment_id as string;
    expectRefused(await change(browser, id, { group_id: ids.otherGroup }), 'group_id', API_MESSAGES.groupNotOfAgent);
    expectRefused(await change(browser, id, { agent_id: ids.otto }), 'agent_id', API_MESSAGES.portalNotOfAgent);
    expect(await column(browser, id, 'agent_id')).toBe(ids.tess);
    expect((await change(browser, id, { group_id: ids.testGroup })).statusCode).toBe(200);
  });
});

describe('ids of another site', () => {
  const groupHost = { host: GROUP_HOST };

  it("refuses another group, and another rep, on a group's own host", async () => {
    // OTHERGRP with its rep and portal fits together, but the call is made on TESTGRP1's site.
    const other = { agent_id: ids.otto, group_id: ids.otherGroup, platform_group_id: ids.otherPortal };
    const response = await newUser(new Browser(t.app), other, groupHost);
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([
      { target_element: 'group_id', error_message: API_MESSAGES.notOfThisSite },
      { target_element: 'agent_id', error_message: API_MESSAGES.notOfThisSite },
      { target_element: 'platform_group_id', error_message: API_MESSAGES.notOfThisSite },
    ]);
    const own = await newUser(new Browser(t.app), { agent_id: ids.tess, group_id: ids.testGroup, platform_group_id: ids.testPortal }, groupHost);
    expect(own.statusCode, own.body).toBe(200);
  });

  it("refuses on a change too: a group site's enrollment cannot move to another group", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expectRefused(await change(browser, id, { group_id: ids.otherGroup }, groupHost), 'group_id', API_MESSAGES.notOfThisSite);
  });

  it("refuses another portal on a rep's partner site", async () => {
    // The partner site is TEST1234's on OTHERPORTAL; TEST1234 also sells through TESTPORTAL, but not on this site.
    const response = await newUser(new Browser(t.app), { agent_id: ids.tess, platform_group_id: ids.testPortal }, { 'x-site-name': 'partner' });
    expectRefused(response, 'platform_group_id', API_MESSAGES.notOfThisSite);
  });
});
