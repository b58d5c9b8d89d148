import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, auditLog, enrollments, groups, signedRecords } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser } from './helpers/browser.js';
import { completedEnrollment, PERSONAL, TYPED } from './helpers/complete-steps.js';
import { operatorSession, staffMemberSession } from './helpers/operator-session.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

const clock = new FixedClock('2026-11-23T12:00:00Z');
let t: TestApp;
let operator: string;
let rep: string;
let repId: number;
let family: string;
let single: string;



const staffSession = (who: { agentId: number } | { groupId: number }) => staffMemberSession(t.app, who);
const completed = async (overrides: Record<string, unknown>, plans: string[], dependents: Record<string, unknown>[] = []) =>
  (await completedEnrollment(new Browser(t.app), { overrides, plans, dependents })).policyId;

beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock });
  repId = (await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234')))[0]!.id;
  family = await completed({ tier: 'IF', agent_id: repId }, ['Test Dental', 'Test Accident Under 45'], [
    { first_name: 'Sam', last_name: 'Receipt', gender: 0, ssn: '212-55-0101', relationship: 'spouse', birthdate: '04/12/1986' },
    { first_name: 'Kima', last_name: 'Receipt', gender: 1, ssn: '212-55-0102', relationship: 'child', birthdate: '09/30/2015' },
  ]);
  clock.set('2026-11-25T12:00:00Z');
  single = await completed({ tier: 'IO' }, ['Test Dental']);
  operator = (await operatorSession(t.app)).cookie;
  rep = await staffSession({ agentId: repId });
});
afterAll(async () => t.close());

const get = (url: string, cookie: string | null) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });
const policies = async (url: string, cookie: string | null = operator) => {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { policy_id: string }[]).map((i) => i.policy_id);
};
const reveal = (policy: string, body: Record<string, unknown>, cookie = operator) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/enrollments/${policy}/reveal`, headers: { cookie, 'content-type': 'application/json' }, payload: body });

describe('completed enrollments in the console', () => {
  it('lists every completed enrollment to an operator, newest first, and finds one by name, e-mail or policy number', async () => {
    expect(await policies('admin/enrollments')).toEqual([single, family]);
    expect(await policies(`admin/enrollments?q=${PERSONAL.last_name.toLowerCase()}`)).toEqual([single, family]);
    expect(await policies(`admin/enrollments?q=${encodeURIComponent(TYPED.email)}`)).toEqual([single, family]);
    expect(await policies(`admin/enrollments?q=${family.slice(-6)}`)).toEqual([family]);
    expect(await policies('admin/enrollments?q=nobody')).toEqual([]);
  });

  it('filters by day, carrier, plan category and status', async () => {
    expect(await policies('admin/enrollments?from=2026-11-24')).toEqual([single]);
    expect(await policies('admin/enrollments?to=2026-11-23')).toEqual([family]);
    expect(await policies('admin/enrollments?carrier=test-harbor')).toEqual([family]);
    expect(await policies('admin/enrollments?carrier=test-pine')).toEqual([single, family]);
    expect(await policies('admin/enrollments?category=accident')).toEqual([family]);
    expect(await policies('admin/enrollments?status=completed&sort=policy_id&dir=asc')).toEqual([family, single].sort());
  });

  it('shows the detail with plans, prices, dates and dependents, every SSN masked and no health answer', async () => {
    const response = await get(`admin/enrollments/${family}`, operator);
    expect(response.statusCode).toBe(200);
    // Only the last four digits leave the server.
    for (const clear of ['123456789', '123-45', '212550101', '212-55-01']) expect(response.body).not.toContain(clear);
    const detail = response.json().data;
    expect(detail.subscriber).toMatchObject({ first_name: PERSONAL.first_name, ssn: '***-**-6789', ssn_field: 'subscriber.ssn', birth_date: '1990-03-15' });
    expect(detail.dependents.map((d: { first_name: string; relationship: string; ssn_field: string }) => [d.first_name, d.relationship, d.ssn_field])).toEqual([
      ['Sam', 'spouse', 'dependent.1.ssn'],
      ['Kima', 'child', 'dependent.2.ssn'],
    ]);
    expect(detail.plans.map((p: { plan_name: string; tier: string }) => `${p.plan_name} ${p.tier}`)).toEqual(['Test Dental IF', 'Test Accident Under 45 IF']);
    expect(detail.plans.every((p: { price_cents: number }) => p.price_cents > 0)).toBe(true);
    const pdf = await get(`admin/enrollments/${family}/receipt.pdf`, operator);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reveals one field to an operator who gives a reason, and writes the field and reason (not the value) to the audit log', async () => {
    const refused = await reveal(family, { field: 'dependent.1.ssn', reason: '' });
    expect(refused.statusCode).toBe(422);
    const revealed = await reveal(family, { field: 'dependent.1.ssn', reason: 'Carrier asked to verify the spouse' });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json().data).toEqual({ field: 'dependent.1.ssn', value: '212550101' });
    const entries = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'enrollment.reveal'), eq(auditLog.targetId, family)));
    expect(entries.map((e) => e.after)).toEqual([{ field: 'dependent.1.ssn', reason: 'Carrier asked to verify the spouse' }]);
    expect(JSON.stringify(entries)).not.toContain('212550101');
    expect((await reveal(family, { field: 'dependent.9.ssn', reason: 'No such dependent here' })).statusCode).toBe(404);
  });
});

describe('a rep sees only their members’ enrollments (the same answers, scoped on the server)', () => {
  it('lists and opens their own, and gets 404 for anyone else’s and for the console', async () => {
    expect(await policies('staff/enrollments', rep)).toEqual([family]);
    expect((await get(`staff/enrollments/${family}`, rep)).statusCode).toBe(200);
    expect((await get(`staff/enrollments/${single}`, rep)).statusCode).toBe(404);
    expect((await get(`staff/enrollments/${single}/receipt.pdf`, rep)).statusCode).toBe(404);
    expect((await get(`staff/enrollments/${family}/receipt.pdf`, rep)).statusCode).toBe(200);
    expect((await get('admin/enrollments', rep)).statusCode).toBe(404);
    expect((await get(`admin/enrollments/${family}`, rep)).statusCode).toBe(404);
    expect((await reveal(family, { field: 'subscriber.ssn', reason: 'Just curious about it' }, rep)).statusCode).toBe(404);
    expect((await get('staff/enrollments', null)).statusCode).toBe(404);
    expect((await get('staff/enrollments', operator)).statusCode).toBe(404);
  });
});

describe('a group administrator sees only their group’s enrollments', () => {
  it('lists and opens the group’s, and gets 404 for the others', async () => {
    const [group] = await t.app.database.db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'TESTGRP1'));
    // The single enrollment belongs to the group (as one made on the group's page does).
    const [record] = await t.app.database.db.select({ enrollmentId: signedRecords.enrollmentId }).from(signedRecords).where(eq(signedRecords.policyId, single));
    await t.app.database.db.update(enrollments).set({ groupId: group!.id }).where(eq(enrollments.id, record!.enrollmentId));
    const admin = await staffSession({ groupId: group!.id });
    expect(await policies('staff/enrollments', admin)).toEqual([single]);
    expect((await get(`staff/enrollments/${single}`, admin)).statusCode).toBe(200);
    expect((await get(`staff/enrollments/${family}`, admin)).statusCode).toBe(404);
    expect(await policies(`admin/enrollments?group=${group!.id}`)).toEqual([single]);
  });
});
