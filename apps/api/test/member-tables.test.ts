import { MEMBER_TABLE_PAGE_SIZE, MESSAGES, normalizeSsn, type MemberTablePage } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, groups, memberRecords, members as memberTable } from '../src/db/schema/index.js';
import { demoData } from '../src/db/seed/demo/index.js';
import { Browser } from './helpers/browser.js';
import { DEMO_ACCOUNTS, signedInBrowser } from './helpers/sign-in.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const ids = { jordan: 0, maria: 0, daniel: 0, acme: 0, lake: 0 };

beforeAll(async () => {
  t = await createTestApp({ demoData });
  const db = t.app.database.db;
  const agentId = async (code: string) => (await db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, code)))[0]!.id;
  const groupId = async (code: string) => (await db.select({ id: groups.id }).from(groups).where(eq(groups.code, code)))[0]!.id;
  ids.jordan = await agentId('JLEE2024');
  ids.maria = await agentId('MRIV3141');
  ids.daniel = await agentId('DOKA7788');
  ids.acme = await groupId('ACME2024');
  ids.lake = await groupId('LAKE2025');
});
afterAll(async () => {
  await t.close();
});

const pageOf = (response: LightMyRequestResponse): MemberTablePage => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MemberTablePage;
};

/** A refusal that names nothing: 404, and no member data in the answer. */
function expectNothing(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({ status: 'error', errorCode: 'notFound' });
  expect(response.body).not.toMatch(/members|@example|POL-/);
}

/** The demo members of a rep (by access code) or a group (by code), one name per policy, as the data set has them. */
function expectedNames(filter: { agent?: string; group?: string }): string[] {
  return demoData
    .members!.filter((m) => (filter.agent ? m.agent === filter.agent : m.group === filter.group))
    .flatMap((m) => m.policies.map(() => `${m.firstName} ${m.lastName}`));
}

async function allPages(browser: Browser, path: string, query: Record<string, string | number>) {
  const first = pageOf(await browser.get(path, query));
  const rows = [...first.members];
  const pages = Math.ceil(first.total / MEMBER_TABLE_PAGE_SIZE);
  for (let page = 2; page <= pages; page++) rows.push(...pageOf(await browser.get(path, { ...query, page })).members);
  return { first, rows, pages };
}

describe("a rep's current-member table (get-agent-members)", () => {
  it('lists only their own members, 5 per page, over at least three pages, in name order', async () => {
    const jordan = await signedInBrowser(t.app, DEMO_ACCOUNTS.jordanLee);
    const { first, rows, pages } = await allPages(jordan, 'get-agent-members', { agent_id: ids.jordan });
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(first).toMatchObject({ page: 1, page_size: 5 });
    expect(first.members).toHaveLength(5);
    expect(rows).toHaveLength(first.total);
    expect(rows.map((r) => r.name).sort()).toEqual(expectedNames({ agent: 'JLEE2024' }).sort());
    const lastNames = rows.map((r) => r.name.split(' ').at(-1)!);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));

    const elena = rows.find((r) => r.name === 'Elena Marquez')!;
    expect(elena).toMatchObject({ dob: '03/14/1986', policy_id: 'POL-204511', email: 'elena.marquez@example.com', group_info: { group_id: ids.acme, group_name: 'Acme Fabrication Co.' } });
    expect(elena.plan_info.map((p) => p.plan_status)).toEqual(['active', 'active', 'active']);
    expect(elena.plan_info).toHaveLength(3);
    // A member with two policies has a row for each.
    expect(rows.filter((r) => r.name === 'Marcus Whitfield').map((r) => r.policy_id).sort()).toEqual(['POL-204587', 'POL-210034']);

    // A page past the last has no rows.
    expect(pageOf(await jordan.get('get-agent-members', { agent_id: ids.jordan, page: pages + 1 })).members).toEqual([]);
  });

  it('finds members by name, e-mail or policy number, in any case', async () => {
    const jordan = await signedInBrowser(t.app, DEMO_ACCOUNTS.jordanLee);
    const search = async (text: string) => pageOf(await jordan.get('get-agent-members', { agent_id: ids.jordan, search: text })).members;
    expect((await search('castillo')).map((r) => r.name)).toEqual(['Diego Castillo']);
    expect((await search('Elena Marq')).map((r) => r.name)).toEqual(['Elena Marquez']);
    expect((await search('PRIYA.RAMAN@example.org')).map((r) => r.name)).toEqual(['Priya Raman']);
    expect((await search('pol-210034')).map((r) => [r.name, r.policy_id])).toEqual([['Marcus Whitfield', 'POL-210034']]);
    // Another rep's member is not found by name either; pattern characters are taken literally.
    expect(await search('Nowak')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const none = pageOf(await jordan.get('get-agent-members', { agent_id: ids.jordan, search: 'nobody-by-this-name' }));
    expect(none).toMatchObject({ members: [], total: 0, page: 1 });
  });

  it("refuses another rep's members and a group's, with 404 and no data", async () => {
    const jordan = await signedInBrowser(t.app, DEMO_ACCOUNTS.jordanLee);
    expectNothing(await jordan.get('get-agent-members', { agent_id: ids.maria }));
    expectNothing(await jordan.get('get-agent-members', { agent_id: ids.daniel, search: 'Nowak' }));
    // Jordan is Acme's rep, and still not its group administrator.
    expectNothing(await jordan.get('get-group-users', { group_id: ids.acme }));
    expectNothing(await jordan.get('get-group-agent-member-info', { group_id: ids.acme }));
  });

  it('answers SSNs masked to their last four digits only, and stores them only encrypted', async () => {
    const maria = await signedInBrowser(t.app, DEMO_ACCOUNTS.mariaRivera);
    const { rows } = await allPages(maria, 'get-agent-members', { agent_id: ids.maria });
    expect(rows.length).toBeGreaterThanOrEqual(11);
    const fullSsns = (demoData.memberRecords ?? []).filter((r) => r.section === 'ssn').map((r) => String(r.value));
    for (const row of rows) {
      expect(row.ssn).toMatch(/^\*\*\*-\*\*-\d{4}$/);
      for (const ssn of fullSsns) expect(JSON.stringify(row)).not.toContain(ssn);
    }
    const [tomasz] = await t.app.database.db.select({ id: memberTable.id }).from(memberTable).where(eq(memberTable.ref, 'M-1004'));
    const stored = await t.app.database.db.select({ secret: memberRecords.secret }).from(memberRecords).where(eq(memberRecords.memberId, tomasz!.id));
    const ssn = String(demoData.memberRecords!.find((r) => r.member === 'M-1004' && r.section === 'ssn')!.value);
    expect(normalizeSsn(ssn), 'a demo SSN the personal step accepts').not.toBeNull();
    expect(rows.find((r) => r.name === 'Tomasz Nowak')!.ssn).toBe(`***-**-${ssn.slice(-4)}`);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.secret).not.toContain(ssn);
  });
});

describe("a group administrator's table (get-group-users, get-group-agent-member-info)", () => {
  it("lists only the group's members", async () => {
    const admin = await signedInBrowser(t.app, DEMO_ACCOUNTS.acmeAdmin);
    const { rows } = await allPages(admin, 'get-group-users', { group_id: ids.acme });
    expect(rows.map((r) => r.name).sort()).toEqual(expectedNames({ group: 'ACME2024' }).sort());
    expect(rows.length).toBeGreaterThan(MEMBER_TABLE_PAGE_SIZE);
    expect(new Set(rows.map((r) => r.group_info?.group_id))).toEqual(new Set([ids.acme]));
    // Priya Raman is Jordan's client outside the group.
    expect(rows.map((r) => r.name)).not.toContain('Priya Raman');
    const info = pageOf(await admin.get('get-group-agent-member-info', { group_id: ids.acme, search: 'haddad' }));
    expect(info.members.map((r) => r.name)).toEqual(['Ruth Haddad']);
  });

  it("refuses another group's members and the rep's table, with 404 and no data", async () => {
    const admin = await signedInBrowser(t.app, DEMO_ACCOUNTS.acmeAdmin);
    expectNothing(await admin.get('get-group-users', { group_id: ids.lake }));
    expectNothing(await admin.get('get-group-agent-member-info', { group_id: ids.lake }));
    expectNothing(await admin.get('get-agent-members', { agent_id: ids.jordan }));
    // An enrollment id this browser does not hold names nothing.
    expectNothing(await admin.get('get-group-agent-member-info', { enrollment_id: 'AAAAAAAAAAAAAAAAAAAAAA' }));
  });
});

describe('a browser that is not signed in', () => {
  it('gets 404 and no data from every table call', async () => {
    const stranger = new Browser(t.app);
    expectNothing(await stranger.get('get-agent-members', { agent_id: ids.jordan }));
    expectNothing(await stranger.get('get-group-users', { group_id: ids.acme }));
    expectNothing(await stranger.get('get-group-agent-member-info', { group_id: ids.acme }));
    expectNothing(await stranger.post('add-filter-for-existing-user', { user_id: 1, tier: 'IO' }));
  });
});

describe('add-filter-for-existing-user', () => {
  const memberId = async (ref: string) => (await t.app.database.db.select({ id: memberTable.id }).from(memberTable).where(eq(memberTable.ref, ref)))[0]!.id;

  it("starts an enrollment for the rep's member, priced for them, and answers its id and portal", async () => {
    const jordan = await signedInBrowser(t.app, DEMO_ACCOUNTS.jordanLee);
    const elena = await memberId('M-1001');
    const response = await jordan.post('add-filter-for-existing-user', {
      user_id: elena,
      tier: 'IS',
      eprocess: 'rep',
      open_type: 'agent',
      agent_id: ids.jordan,
      group_id: ids.acme,
      policy_id: 'POL-204511',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['portal_id', 'temp_enrollment_id']);
    expect(data.portal_id).toEqual(expect.any(Number));
    const id = data.temp_enrollment_id as string;
    const column = async (name: string) => (await jordan.get('get-enrollment-temp-info', { enrollment_id: id, column: name })).json().data.result;
    expect(await column('type')).toBe('existing-user');
    expect(await column('eprocess')).toBe('rep');
    // The rep may see their own member's details, so the filter bar shows them (a store link's visitor may not).
    expect(await column('filter_info')).toMatchObject({ tier: 'IS', state: 'TX', user_id: elena, dob: '03/14/1986', zip: '78741', gender: 1 });
    const listing = await jordan.get('get-filtered-plans', { enrollment_id: id });
    expect(listing.json().data.result.length).toBeGreaterThan(0);
  });

  it("lets a group administrator start one for the group's member", async () => {
    const admin = await signedInBrowser(t.app, DEMO_ACCOUNTS.lakesideAdmin);
    const response = await admin.post('add-filter-for-existing-user', { user_id: await memberId('M-1301'), tier: 'IO', eprocess: 'group', open_type: 'group', group_id: ids.lake });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data.temp_enrollment_id as string;
    expect((await admin.get('get-enrollment-temp-info', { enrollment_id: id, column: 'eprocess' })).json().data.result).toBe('group');
    // Its enrollment names the group: get-group-agent-member-info answers the group's table for it.
    const info = pageOf(await admin.get('get-group-agent-member-info', { enrollment_id: id }));
    expect(info.total).toBeGreaterThan(MEMBER_TABLE_PAGE_SIZE);
  });

  it("refuses a member who is not the caller's, another rep's id and a policy that is not the member's (404)", async () => {
    const jordan = await signedInBrowser(t.app, DEMO_ACCOUNTS.jordanLee);
    const elena = await memberId('M-1001');
    expectNothing(await jordan.post('add-filter-for-existing-user', { user_id: await memberId('M-1004'), tier: 'IO' }));
    expectNothing(await jordan.post('add-filter-for-existing-user', { user_id: 2_000_000_000, tier: 'IO' }));
    expectNothing(await jordan.post('add-filter-for-existing-user', { user_id: elena, tier: 'IO', agent_id: ids.maria }));
    expectNothing(await jordan.post('add-filter-for-existing-user', { user_id: elena, tier: 'IO', group_id: ids.lake }));
    expectNothing(await jordan.post('add-filter-for-existing-user', { user_id: elena, tier: 'IO', policy_id: 'POL-206318' }));
    const admin = await signedInBrowser(t.app, DEMO_ACCOUNTS.acmeAdmin);
    // Priya Raman is Jordan's member, but not in Acme's group.
    expectNothing(await admin.post('add-filter-for-existing-user', { user_id: await memberId('M-1003'), tier: 'IO' }));
  });

  it.each([{}, { tier: '' }, { tier: 'XX' }])("asks for a tier: 'Please choose a tier' (%j)", async (tier) => {
    const jordan = await signedInBrowser(t.app, DEMO_ACCOUNTS.jordanLee);
    const response = await jordan.post('add-filter-for-existing-user', { user_id: await memberId('M-1001'), ...tier });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'tier', error_message: MESSAGES.chooseTier }]);
  });
});
