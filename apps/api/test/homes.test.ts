import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, groups, members, portals } from '../src/db/schema/index.js';
import { demoData } from '../src/db/seed/demo/index.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { Browser, filterForm } from './helpers/browser.js';
import { DEMO_ACCOUNTS, signIn, type DemoAccount } from './helpers/sign-in.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const ids = { jordan: 0, acme: 0, lake: 0, premier: 0, worksite: 0, elena: 0, marcus: 0 };

beforeAll(async () => {
  t = await createTestApp({ demoData });
  const db = t.app.database.db;
  ids.jordan = (await db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'JLEE2024')))[0]!.id;
  ids.acme = (await db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'ACME2024')))[0]!.id;
  ids.lake = (await db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'LAKE2025')))[0]!.id;
  ids.premier = (await db.select({ id: portals.id }).from(portals).where(eq(portals.code, 'PREMIER')))[0]!.id;
  ids.worksite = (await db.select({ id: portals.id }).from(portals).where(eq(portals.code, 'WORKSITE')))[0]!.id;
  ids.elena = (await db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-1001')))[0]!.id;
  ids.marcus = (await db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-1002')))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

/** A browser with the homes' own shortcuts. */
class Jar extends Browser {
  static async signedIn(app: FastifyInstance, account: DemoAccount): Promise<Jar> {
    return new Jar(app).acceptCookies(await signIn(app, account));
  }

  /** A new enrollment of this browser (the landing filter). */
  async enrollment(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await this.post('add-filter-for-new-user', filterForm(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.temp_enrollment_id as string;
  }

  /** Opens the member's store link in this browser, as /member-benefit-store does. */
  async openMemberStore(userId: number): Promise<string> {
    const response = await this.post('add-filter-for-member', { user_id: memberStoreLinkToken(t.app.linkKey, userId, new Date()), tier: 'IO', open_type: 'user' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.temp_enrollment_id as string;
  }
}

describe('the welcome of the rep and group homes', () => {
  it("answers a rep's display name and contact details, and a group's name, rep and portal", async () => {
    const rep = await new Jar(t.app).get('get-agent-info-enroll', { agent_id: ids.jordan });
    expect(rep.statusCode).toBe(200);
    expect(rep.json().data).toEqual({ agent_id: ids.jordan, display_name: 'Jordan Lee', display_email: 'jordan.lee@example.com', display_phone: '5125550142' });
    const group = await new Jar(t.app).get('get-group-info-enroll', { group_id: ids.acme });
    expect(group.json().data).toEqual({ group_id: ids.acme, gname: 'Acme Fabrication Co.', display_name: 'Acme Fabrication Employee Benefits', agent_id: ids.jordan, platform_group_id: ids.worksite });
  });

  it('answers 404 for an unknown rep or group and 422 for a malformed id', async () => {
    expect((await new Jar(t.app).get('get-agent-info-enroll', { agent_id: 99999 })).statusCode).toBe(404);
    expect((await new Jar(t.app).get('get-group-info-enroll', { group_id: 99999 })).statusCode).toBe(404);
    expect((await new Jar(t.app).get('get-agent-info-enroll', { agent_id: 'x' })).statusCode).toBe(422);
  });
});

describe('get-member-info', () => {
  const nameOf = (response: LightMyRequestResponse) => response.json().data.member_info;

  it("tells a member's name to the browser that opened the member's store link", async () => {
    const member = new Jar(t.app);
    await member.openMemberStore(ids.elena);
    const response = await member.get('get-member-info', { user_id: ids.elena });
    expect(response.statusCode).toBe(200);
    expect(nameOf(response)).toEqual({ first_name: 'Elena', last_name: 'Marquez' });
  });

  it('tells a stranger nothing: no session, another enrollment, another member, an unknown member all get 404', async () => {
    expect((await new Jar(t.app).get('get-member-info', { user_id: ids.elena })).statusCode).toBe(404);
    const visitor = new Jar(t.app);
    await visitor.enrollment();
    expect((await visitor.get('get-member-info', { user_id: ids.elena })).statusCode).toBe(404);
    const otherMember = new Jar(t.app);
    await otherMember.openMemberStore(ids.marcus);
    expect((await otherMember.get('get-member-info', { user_id: ids.elena })).statusCode).toBe(404);
    const unknown = await otherMember.get('get-member-info', { user_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('Marquez');
  });

  it("tells the member's own rep and group administrator, nobody else signed in", async () => {
    expect(nameOf(await (await Jar.signedIn(t.app, DEMO_ACCOUNTS.jordanLee)).get('get-member-info', { user_id: ids.elena }))).toEqual({ first_name: 'Elena', last_name: 'Marquez' });
    expect((await (await Jar.signedIn(t.app, DEMO_ACCOUNTS.acmeAdmin)).get('get-member-info', { user_id: ids.elena })).statusCode).toBe(200);
    expect((await (await Jar.signedIn(t.app, DEMO_ACCOUNTS.mariaRivera)).get('get-member-info', { user_id: ids.elena })).statusCode).toBe(404);
    expect((await (await Jar.signedIn(t.app, DEMO_ACCOUNTS.lakesideAdmin)).get('get-member-info', { user_id: ids.elena })).statusCode).toBe(404);
  });
});

describe('update-filter-portal', () => {
  it("moves the caller's own enrollment to another portal", async () => {
    const visitor = new Jar(t.app);
    const id = await visitor.enrollment();
    const response = await visitor.post('update-filter-portal', { enrollment_id: id, platform_group_id: ids.worksite });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ temp_enrollment_id: id, group_id: null, agent_id: null, platform_group_id: ids.worksite });
  });

  it("refuses another browser's enrollment with 404, and an unknown portal under its field", async () => {
    const owner = new Jar(t.app);
    const id = await owner.enrollment();
    expect((await new Jar(t.app).post('update-filter-portal', { enrollment_id: id, platform_group_id: ids.worksite })).statusCode).toBe(404);
    const unknown = await owner.post('update-filter-portal', { enrollment_id: id, platform_group_id: 99999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data).toEqual([expect.objectContaining({ target_element: 'platform_group_id' })]);
  });

  it("puts the enrollment in a group only for the group's signed-in rep or administrator", async () => {
    const visitor = new Jar(t.app);
    const mine = await visitor.enrollment();
    expect((await visitor.post('update-filter-portal', { enrollment_id: mine, group_id: ids.acme, platform_group_id: ids.worksite })).statusCode).toBe(404);

    const maria = await Jar.signedIn(t.app, DEMO_ACCOUNTS.mariaRivera);
    expect((await maria.post('update-filter-portal', { enrollment_id: await maria.enrollment(), group_id: ids.acme, platform_group_id: ids.worksite })).statusCode).toBe(404);

    const jordan = await Jar.signedIn(t.app, DEMO_ACCOUNTS.jordanLee);
    const id = await jordan.enrollment();
    const moved = await jordan.post('update-filter-portal', { enrollment_id: id, group_id: ids.acme, platform_group_id: ids.worksite });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ temp_enrollment_id: id, group_id: ids.acme, agent_id: ids.jordan, platform_group_id: ids.worksite });
    // A group sells through its own portal only.
    const wrongPortal = await jordan.post('update-filter-portal', { enrollment_id: id, group_id: ids.acme, platform_group_id: ids.premier });
    expect(wrongPortal.statusCode).toBe(422);
    expect(wrongPortal.json().data).toEqual([expect.objectContaining({ target_element: 'platform_group_id' })]);

    const admin = await Jar.signedIn(t.app, DEMO_ACCOUNTS.acmeAdmin);
    const employee = await admin.enrollment();
    expect((await admin.post('update-filter-portal', { enrollment_id: employee, group_id: ids.acme, platform_group_id: ids.worksite })).statusCode).toBe(200);
    expect((await admin.post('update-filter-portal', { enrollment_id: employee, group_id: ids.lake, platform_group_id: ids.premier })).statusCode).toBe(404);
  });

  it.each([
    [{ platform_group_id: 1 }, ['enrollment_id']],
    [{ enrollment_id: 'short', platform_group_id: 1 }, ['enrollment_id']],
    [{ enrollment_id: 'abcdefghijklmnopqrstuv' }, ['platform_group_id']],
    [{ enrollment_id: 'abcdefghijklmnopqrstuv', platform_group_id: 1, group_id: 'x' }, ['group_id']],
  ])('refuses %j under %j', async (body, fields) => {
    const response = await new Jar(t.app).post('update-filter-portal', body);
    expect(response.statusCode).toBe(422);
    expect((response.json().data as { target_element: string }[]).map((e) => e.target_element)).toEqual(fields);
  });
});
