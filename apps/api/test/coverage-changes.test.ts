import { and, eq, isNull } from 'drizzle-orm';
import { X12Parser, type X12Interchange } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_CSV_COLUMNS, COVERAGE_CHANGE_MESSAGES, LOCALE_COOKIE } from '@benefit-store/domain';
import { agents, auditLog, carrierConfigs, coverageChangeReports, coverageChanges, enrollments, groups, outboxMessages } from '../src/db/schema/index.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configRefusals, loadConfig, readCarrierFileSettleSeconds } from '../src/config.js';
import { exportFromCommandLine } from '../src/scripts/enrollments.js';
import { carrierFileContent } from '../src/modules/carrier-files/carrier-file-content.js';
import { CHANGES_SETTLE_MS, makeCarrierFile } from '../src/modules/carrier-files/carrier-file.service.js';
import { planIdsOfCarrier } from '../src/modules/carrier-files/carrier-files.repository.js';
import { pendingCoverageChanges, readCompletedEnrollments } from '../src/modules/enrollment/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser } from './helpers/browser.js';
import { completedEnrollment, TYPED } from './helpers/complete-steps.js';
import { operatorSession, staffMemberSession } from './helpers/operator-session.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

const NOW = '2026-11-23T12:00:00Z';
const clock = new FixedClock(NOW);
let t: TestApp;
let operator: string;
let rep: string;
let repId: number;
const db = () => t.app.database.db;
const cipher = () => t.app.fieldCipher;
const later = (ms: number) => new Date(clock.now().getTime() + ms);

const SPOUSE = { first_name: 'Sam', last_name: 'Receipt', gender: 0, ssn: '212-55-0101', relationship: 'spouse', birthdate: '04/12/1986' };
const CHILD = { first_name: 'Kima', last_name: 'Receipt', gender: 1, ssn: '212-55-0102', relationship: 'child', birthdate: '09/30/2015' };

const staffSession = (who: { agentId: number } | { groupId: number }) => staffMemberSession(t.app, who);
/** A completed enrollment through the real calls, its coverage beginning on `effectiveDate`. */
const completed = (overrides: Record<string, unknown>, plans: string[], dependents: Record<string, unknown>[], effectiveDate: string, locale: 'en' | 'es' = 'en') =>
  completedEnrollment(new Browser(t.app).acceptCookies(`${LOCALE_COOKIE}=${locale}`), {
    overrides,
    plans,
    dependents,
    prepare: (id) => db().update(enrollments).set({ effectiveDate }).where(eq(enrollments.id, id)),
  });
const detailOf = async (policy: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/admin/enrollments/${policy}`, headers: { cookie: operator } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const change = (policy: string, body: Record<string, unknown>, cookie = operator, area: 'admin' | 'staff' = 'admin') =>
  t.app.inject({ method: 'POST', url: `/api/v1/${area}/enrollments/${policy}/changes`, headers: { cookie, 'content-type': 'application/json' }, payload: body });
const planIdOf = async (policy: string, name: string) => ((await detailOf(policy)).plans as { plan_id: number; plan_name: string }[]).find((p) => p.plan_name === name)!.plan_id;
const changeCount = async () => (await db().select({ id: coverageChanges.id }).from(coverageChanges)).length;

interface Loop {
  maintenance: string;
  reason: string;
  relationship: string;
  subscriberId: string;
  name: string;
  address: string;
  birthDate: string;
  /** Loop 2100B of a correction: the name, SSN and birth date the carrier had ('' when none). */
  prior: string;
  plans: { maintenance: string; plan: string; begin: string; end: string }[];
}
/** The 834 read back with node-x12: one entry per INS loop, with its HD coverages and their 348/349 dates. */
function parse834(text: string): Loop[] {
  const interchange = new X12Parser(true).parse(text) as X12Interchange;
  const transaction = interchange.functionalGroups[0]!.transactions[0]!;
  const v = (segment: { elements: { value: string }[] }, n: number) => segment.elements[n - 1]?.value ?? '';
  const loops: Loop[] = [];
  for (const s of transaction.segments) {
    const current = loops.at(-1);
    if (s.tag === 'INS') loops.push({ maintenance: v(s, 3), reason: v(s, 4), relationship: v(s, 2), subscriberId: '', name: '', address: '', birthDate: '', prior: '', plans: [] });
    else if (!current) continue;
    else if (s.tag === 'REF' && v(s, 1) === '0F') current.subscriberId = v(s, 2);
    else if (s.tag === 'NM1' && v(s, 1) === 'IL') current.name = [v(s, 4), v(s, 5), v(s, 3)].filter(Boolean).join(' ');
    else if (s.tag === 'NM1' && v(s, 1) === '70') current.prior = `${[v(s, 4), v(s, 5), v(s, 3)].filter(Boolean).join(' ')}, ${v(s, 8)} ${v(s, 9)}`;
    else if (s.tag === 'N3') current.address = v(s, 1);
    else if (s.tag === 'N4') current.address += `, ${v(s, 1)}, ${v(s, 2)} ${v(s, 3)}`;
    else if (s.tag === 'DMG' && current.prior) current.prior += `, born ${v(s, 2)}`;
    else if (s.tag === 'DMG') current.birthDate = v(s, 2);
    else if (s.tag === 'HD') current.plans.push({ maintenance: v(s, 1), plan: v(s, 4), begin: '', end: '' });
    else if (s.tag === 'DTP' && v(s, 1) === '348') current.plans.at(-1)!.begin = v(s, 3);
    else if (s.tag === 'DTP' && v(s, 1) === '349') current.plans.at(-1)!.end = v(s, 3);
  }
  return loops;
}

let family: { id: string; policyId: string };
let single: { id: string; policyId: string };
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock });
  repId = (await db().select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234')))[0]!.id;
  // Dental and vision are Test Pine's, the accident plan Test Harbor's. Coverage begins on 12/01/2026.
  family = await completed({ tier: 'IF', agent_id: repId }, ['Test Dental', 'Test Vision New York', 'Test Accident Under 45'], [SPOUSE, CHILD], '2026-12-01');
  single = await completed({ tier: 'IO' }, ['Test Dental'], [], '2026-12-01', 'es');
  operator = (await operatorSession(t.app)).cookie;
  rep = await staffSession({ agentId: repId });
  // Each carrier's first files: both enrollments as additions (021).
  for (const carrier of ['test-pine', 'test-harbor']) for (const format of ['834', 'csv'] as const) await makeCarrierFile(db(), cipher(), carrier, { format, now: later(CHANGES_SETTLE_MS), madeBy: 'command' });
});
afterAll(async () => t.close());

describe('cancelling a plan before its coverage begins', () => {
  it('cancels with a reason: the plan shows cancelled, the history has it, the audit log and the member’s mail too', async () => {
    const vision = await planIdOf(family.policyId, 'Test Vision New York');
    const response = await change(family.policyId, { kind: 'cancel_plan', plan_id: vision, reason: '  Member changed their mind on the phone  ' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.plans.find((p: { plan_id: number }) => p.plan_id === vision)).toMatchObject({ status: 'cancelled', end_date: '2026-12-01' });
    expect(detail.plans.filter((p: { status: string }) => p.status === 'active')).toHaveLength(2);
    expect(detail.changes).toEqual([
      expect.objectContaining({ kind: 'cancel_plan', plan_id: vision, plan_name: 'Test Vision New York', end_date: '2026-12-01', reason: 'Member changed their mind on the phone', made_at: NOW.replace('Z', '.000Z'), reported_to: [] }),
    ]);
    expect(detail.changes[0].made_by).toContain('Olive Operator');
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.action, 'enrollment.coverage_change'), eq(auditLog.targetId, family.policyId)));
    expect(entries.map((e) => e.after)).toEqual([{ change_id: detail.changes[0].id, kind: 'cancel_plan', plan_id: vision, reason: 'Member changed their mind on the phone' }]);
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.template, 'coverage-change'));
    expect(mail).toMatchObject({ recipient: TYPED.email, subject: expect.stringContaining(family.policyId) });
    expect(mail!.text).toContain('Test Vision New York is cancelled: it will not begin on 12/01/2026.');
    // The staff's reason is an internal note: the member's mail does not carry it.
    expect(mail!.text).not.toContain('changed their mind');
  });

  it('leaves the cancelled plan out of the reports’ premium (it was never in force)', async () => {
    const report = await t.app.inject({ method: 'GET', url: '/api/v1/admin/reports?from=2026-11-01&to=2026-11-30', headers: { cookie: operator } });
    expect(report.statusCode, report.body).toBe(200);
    const prices = Object.fromEntries(((await detailOf(family.policyId)).plans as { plan_name: string; price_cents: number }[]).map((p) => [p.plan_name, p.price_cents]));
    const singleDental = ((await detailOf(single.policyId)).plans as { price_cents: number }[])[0]!.price_cents;
    const { categories } = report.json().data as { categories: { key: string; enrollments: number; premium_cents: number }[] };
    expect(categories.map((c) => [c.key, c.enrollments, c.premium_cents])).toEqual([
      ['accident', 1, prices['Test Accident Under 45']],
      ['dental', 2, prices['Test Dental']! + singleDental],
    ]);
  });

  it('refuses a cancellation once coverage has begun, saying to terminate instead, and writes nothing', async () => {
    // A day after coverage began (the staff sign in again: a session lasts 12 hours at most).
    clock.set('2026-12-02T15:00:00Z');
    operator = (await operatorSession(t.app)).cookie;
    rep = await staffSession({ agentId: repId });
    const before = await changeCount();
    const dental = await planIdOf(family.policyId, 'Test Dental');
    const response = await change(family.policyId, { kind: 'cancel_plan', plan_id: dental, reason: 'Too late for this' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'plan_id', error_message: COVERAGE_CHANGE_MESSAGES.cancelOnlyBeforeStart({ date: '12/01/2026' }) }]);
    expect(await changeCount()).toBe(before);
  });

  it('refuses a change without a reason, with the message under the reason, and writes nothing', async () => {
    const before = await changeCount();
    const response = await change(family.policyId, { kind: 'terminate', plan_id: await planIdOf(family.policyId, 'Test Dental'), end_date: '01/31/2027', reason: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'reason', error_message: COVERAGE_CHANGE_MESSAGES.reasonRequired }]);
    expect(await changeCount()).toBe(before);
    expect((await db().select().from(auditLog).where(eq(auditLog.action, 'enrollment.coverage_change'))).length).toBe(before);
  });
});

describe('terminating and correcting', () => {
  it('terminates a plan at a date: terminated with its last day; a later date than that is then refused', async () => {
    const dental = await planIdOf(family.policyId, 'Test Dental');
    const response = await change(family.policyId, { kind: 'terminate', plan_id: dental, end_date: '01/31/2027', reason: 'Left the employer' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.plans.find((p: { plan_id: number }) => p.plan_id === dental)).toMatchObject({ status: 'terminated', end_date: '2027-01-31' });
    const again = await change(family.policyId, { kind: 'terminate', plan_id: dental, end_date: '02/28/2027', reason: 'Left the employer' });
    expect(again.statusCode).toBe(422);
    expect(again.json().data[0].target_element).toBe('end_date');
  });

  it('corrects the member’s name and a dependent, shown as the current values; the audit entry names the fields, not the values', async () => {
    const name = await change(family.policyId, { kind: 'correct_name', first_name: 'Ana', middle_name: '', last_name: 'Gómez', reason: 'Name misspelt at enrollment' });
    expect(name.statusCode, name.body).toBe(200);
    const dependent = await change(family.policyId, { kind: 'correct_dependent', dependent: 2, first_name: 'Kimberly', last_name: 'Receipt', birth_date: '09/30/2015', ssn: '212-55-0109', reason: 'Birth certificate' });
    expect(dependent.statusCode, dependent.body).toBe(200);
    const detail = dependent.json().data;
    expect(detail.subscriber).toMatchObject({ first_name: 'Ana', last_name: 'Gómez' });
    expect(detail.dependents[1]).toMatchObject({ first_name: 'Kimberly', ssn: '***-**-0109' });
    expect(detail.changes.map((c: { kind: string }) => c.kind)).toEqual(['cancel_plan', 'terminate', 'correct_name', 'correct_dependent']);
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.action, 'enrollment.coverage_change'), eq(auditLog.targetId, family.policyId)));
    expect(entries.at(-1)!.after).toMatchObject({ kind: 'correct_dependent', dependent: 2, fields: ['first_name', 'last_name', 'birth_date', 'ssn'], reason: 'Birth certificate' });
    expect(JSON.stringify(entries)).not.toContain('Kimberly');
    expect(JSON.stringify(entries)).not.toContain('212550109');
    // The corrected values are encrypted at rest.
    expect(JSON.stringify(await db().select().from(coverageChanges))).not.toContain('Kimberly');
  });

  it('refuses a correction that changes nothing (a retry of the last one), with the message under the first field, and writes nothing', async () => {
    const before = await changeCount();
    const mails = (await db().select().from(outboxMessages)).length;
    const retry = await change(family.policyId, { kind: 'correct_dependent', dependent: 2, first_name: 'Kimberly', last_name: 'Receipt', birth_date: '09/30/2015', ssn: '212-55-0109', reason: 'Birth certificate' });
    expect(retry.statusCode).toBe(422);
    expect(retry.json().data).toEqual([{ target_element: 'first_name', error_message: COVERAGE_CHANGE_MESSAGES.nothingToChange }]);
    expect(await changeCount()).toBe(before);
    expect((await db().select().from(outboxMessages)).length).toBe(mails);
  });

  it('answers field errors for a bad correction and writes nothing', async () => {
    const before = await changeCount();
    const response = await change(family.policyId, { kind: 'correct_address', address1: '', city: 'Albany', state: 'ZZ', zip: '1', reason: 'Moved' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.map((e: { target_element: string }) => e.target_element).sort()).toEqual(['address1', 'state', 'zip']);
    expect(await changeCount()).toBe(before);
  });

  it('mails a Spanish enrollment’s member in Spanish', async () => {
    const response = await change(single.policyId, { kind: 'correct_address', address1: '12 Calle Mayor', address2: '', city: 'Albany', state: 'ny', zip: '12207', reason: 'Moved house' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.address).toBe('12 Calle Mayor, Albany, NY, 12207');
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.template, 'coverage-change'));
    expect(mails.at(-1)!.subject).toContain('Su cobertura ha cambiado');
    expect(mails.at(-1)!.text).toContain('La dirección en su póliza ahora es 12 Calle Mayor, Albany, NY 12207.');
  });
});

describe('who may change coverage', () => {
  it('lets the member’s rep change their own member, and answers 404 for another’s, for a group administrator and for a stranger', async () => {
    const own = await change(family.policyId, { kind: 'correct_address', address1: '5 Oak Ave', city: 'Albany', state: 'NY', zip: '12208', reason: 'Member moved' }, rep, 'staff');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ address: '5 Oak Ave, Albany, NY, 12208', can_change: true });
    const before = await changeCount();
    expect((await change(single.policyId, { kind: 'correct_address', address1: '5 Oak Ave', city: 'Albany', state: 'NY', zip: '12208', reason: 'Not mine' }, rep, 'staff')).statusCode).toBe(404);
    expect((await change(family.policyId, { kind: 'correct_name', first_name: 'X', last_name: 'Y', reason: 'Console route' }, rep)).statusCode).toBe(404);
    const [group] = await db().select({ id: groups.id }).from(groups).where(eq(groups.code, 'TESTGRP1'));
    await db().update(enrollments).set({ groupId: group!.id }).where(eq(enrollments.id, family.id));
    const admin = await staffSession({ groupId: group!.id });
    const seen = await t.app.inject({ method: 'GET', url: `/api/v1/staff/enrollments/${family.policyId}`, headers: { cookie: admin } });
    expect(seen.json().data).toMatchObject({ can_change: false });
    expect((await change(family.policyId, { kind: 'correct_name', first_name: 'Ana', last_name: 'Gómez', reason: 'Group admin tries' }, admin, 'staff')).statusCode).toBe(404);
    // The same 404 whatever the body: a group administrator learns nothing from the route's validation.
    expect((await change(family.policyId, { kind: 'nonsense' }, admin, 'staff')).statusCode).toBe(404);
    expect((await change(family.policyId, { kind: 'correct_name', first_name: 'Ana', last_name: 'Gómez', reason: 'Anyone' }, '')).statusCode).toBe(404);
    expect(await changeCount()).toBe(before);
  });
});

describe('the carriers’ next change files', () => {
  it('carry the termination as 024 with its 349 end date, the cancellation ending when it would have begun, and the corrections as 001', async () => {
    const made = await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: later(0), madeBy: 'command' });
    const loops = parse834(made!.text);
    const of = (policy: string) => loops.filter((l) => l.subscriberId === policy);
    const familyLoops = of(family.policyId);
    // The cancellation of vision, then the termination of dental: a 024 for each of the three people each plan covers.
    const terminations = familyLoops.filter((l) => l.maintenance === '024');
    expect(terminations.map((l) => [l.relationship, l.reason, l.plans])).toEqual([
      ...['18', '01', '19'].map((rel) => [rel, '07', [{ maintenance: '024', plan: 'Test Vision New York', begin: '20261201', end: '20261201' }]]),
      ...['18', '01', '19'].map((rel) => [rel, '07', [{ maintenance: '024', plan: 'Test Dental', begin: '20261201', end: '20270131' }]]),
    ]);
    const changes = familyLoops.filter((l) => l.maintenance === '001');
    // Name (the member), dependent 2, then the rep's address (all three people); each carries the current values.
    expect(changes.map((l) => [l.relationship, l.name, l.reason])).toEqual([
      ['18', 'Ana Gómez', '25'],
      ['19', 'Kimberly Receipt', '25'],
      ['18', 'Ana Gómez', '25'],
      ['01', 'Sam Receipt', '25'],
      ['19', 'Kimberly Receipt', '25'],
    ]);
    expect(changes.at(-1)!.address).toBe('5 Oak Ave, Albany, NY 12208');
    // A corrected name or dependent names the person as the carrier had them (Loop 2100B: NM1*70 and DMG), so the
    // carrier finds a dependent, who has no member id of their own; an address correction needs none.
    expect(changes.map((l) => l.prior)).toEqual(['Ana María Receipt, 34 123456789, born 19900315', 'Kima Receipt, 34 212550102, born 20150930', '', '', '']);
    expect(changes[1]!.birthDate).toBe('20150930');
    expect(changes[0]!.plans).toEqual([{ maintenance: '001', plan: 'Test Dental', begin: '20261201', end: '20270131' }]);
    expect(of(single.policyId).map((l) => [l.maintenance, l.address])).toEqual([['001', '12 Calle Mayor, Albany, NY 12207']]);
    expect(made!.file.enrollmentCount).toBe(2);

    const detail = await detailOf(family.policyId);
    expect(detail.changes.every((c: { reported_to: string[] }) => c.reported_to.includes('test-pine'))).toBe(true);
  });

  it('carries to another carrier only the changes of its plans', async () => {
    const loops = parse834((await makeCarrierFile(db(), cipher(), 'test-harbor', { format: '834', now: later(0), madeBy: 'command' }))!.text);
    expect(loops.map((l) => l.maintenance)).not.toContain('024');
    expect(loops.filter((l) => l.relationship === '18').map((l) => [l.name, l.plans.map((p) => p.plan)])).toEqual([
      ['Ana Gómez', ['Test Accident Under 45']],
      ['Ana Gómez', ['Test Accident Under 45']],
    ]);
  });

  it('does not repeat them in the next file, and the CSV carries the same with its maintenance column', async () => {
    const again = await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: later(60_000), madeBy: 'command' });
    expect(parse834(again!.text)).toEqual([]);
    const csv = (await makeCarrierFile(db(), cipher(), 'test-pine', { format: 'csv', now: later(0), madeBy: 'command' }))!.text.trim().split('\r\n');
    const col = (name: (typeof CARRIER_CSV_COLUMNS)[number]) => CARRIER_CSV_COLUMNS.indexOf(name);
    const rows = csv.slice(1).map((line) => line.split(','));
    const self = rows.filter((r) => r[col('policy_id')] === family.policyId && r[col('relationship')] === 'self');
    expect(self.map((r) => [r[col('maintenance_type')], r[col('plan_name')], r[col('coverage_end')]])).toEqual([
      ['024', 'Test Vision New York', '2026-12-01'],
      ['024', 'Test Dental', '2027-01-31'],
      ['001', 'Test Dental', '2027-01-31'],
      ['001', 'Test Dental', '2027-01-31'],
    ]);
    const csvAgain = (await makeCarrierFile(db(), cipher(), 'test-pine', { format: 'csv', now: later(60_000), madeBy: 'command' }))!.text.trim().split('\r\n');
    expect(csvAgain).toHaveLength(1);
  });

  it('a full file shows the current state: the terminated plan with its end, the cancelled one left out', async () => {
    await db().insert(carrierConfigs).values({ carrierKey: 'test-pine', isaSenderId: 'BENEFITSTORE', isaReceiverId: 'PINE', gsSenderId: 'BENEFITSTORE', gsReceiverId: 'PINE', payerId: 'PINE', sponsorName: 'Benefit Store', sponsorId: 'BS', fileNamePattern: '{carrier}_{control}.{ext}', mode: 'full', usage: 'T', updatedAt: clock.now() }).onConflictDoUpdate({ target: carrierConfigs.carrierKey, set: { mode: 'full' } });
    const loops = parse834((await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: later(120_000), madeBy: 'command' }))!.text).filter((l) => l.subscriberId === family.policyId);
    expect(loops.map((l) => [l.maintenance, l.name, l.plans])).toEqual([
      ['021', 'Ana Gómez', [{ maintenance: '021', plan: 'Test Dental', begin: '20261201', end: '20270131' }]],
      ['021', 'Sam Receipt', [{ maintenance: '021', plan: 'Test Dental', begin: '20261201', end: '20270131' }]],
      ['021', 'Kimberly Receipt', [{ maintenance: '021', plan: 'Test Dental', begin: '20261201', end: '20270131' }]],
    ]);
  });
});

describe('changes and the enrollment’s own first file', () => {
  const pineChanges = async () => {
    await db().update(carrierConfigs).set({ mode: 'changes' }).where(eq(carrierConfigs.carrierKey, 'test-pine'));
  };

  it('records a change that touches none of a carrier’s plans as not for it, so no later file of that carrier reads it again', async () => {
    await pineChanges();
    // Test Harbor's 834 was made after the Test Pine plans' cancellation and termination: they are not for it, and
    // nothing is left for its next 834. Its first CSV since then does the same.
    expect(await pendingCoverageChanges(db(), cipher(), 'test-harbor', '834')).toEqual([]);
    expect((await pendingCoverageChanges(db(), cipher(), 'test-harbor', 'csv')).length).toBeGreaterThan(0);
    await makeCarrierFile(db(), cipher(), 'test-harbor', { format: 'csv', now: later(0), madeBy: 'command' });
    expect(await pendingCoverageChanges(db(), cipher(), 'test-harbor', 'csv')).toEqual([]);
    const notForHarbor = await db().select().from(coverageChangeReports).where(and(eq(coverageChangeReports.carrierKey, 'test-harbor'), isNull(coverageChangeReports.carrierFileId)));
    // The Test Pine plans' cancellation and termination, and the address of a member holding only a Test Pine plan.
    expect(notForHarbor).toHaveLength(6);
    // …and the history names only the carriers whose files carried a change.
    const [cancellation] = (await detailOf(family.policyId)).changes as { kind: string; reported_to: string[] }[];
    expect(cancellation).toMatchObject({ kind: 'cancel_plan', reported_to: ['test-pine'] });
  });

  it('keeps a change of an enrollment no file has carried yet until its first file, whose addition carries it, once', async () => {
    await pineChanges();
    const waiting = await completed({ tier: 'IO' }, ['Test Dental'], [], '2026-12-01');
    const dental = await planIdOf(waiting.policyId, 'Test Dental');
    expect((await change(waiting.policyId, { kind: 'terminate', plan_id: dental, end_date: '12/31/2026', reason: 'Left the employer' })).statusCode).toBe(200);
    // The completion is younger than the settle time: this file holds neither the enrollment nor its change.
    const now = parse834((await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: later(0), madeBy: 'command' }))!.text);
    expect(now.filter((l) => l.subscriberId === waiting.policyId)).toEqual([]);
    expect((await detailOf(waiting.policyId)).changes[0].reported_to).toEqual([]);
    // Its first file: the addition (021) with the termination's end, no separate 024.
    const first = parse834((await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: later(CHANGES_SETTLE_MS), madeBy: 'command' }))!.text);
    expect(first.filter((l) => l.subscriberId === waiting.policyId).map((l) => [l.maintenance, l.plans])).toEqual([
      ['021', [{ maintenance: '021', plan: 'Test Dental', begin: '20261201', end: '20261231' }]],
    ]);
    expect((await detailOf(waiting.policyId)).changes[0].reported_to).toEqual(['test-pine']);
    const next = parse834((await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: later(CHANGES_SETTLE_MS + 60_000), madeBy: 'command' }))!.text);
    expect(next.filter((l) => l.subscriberId === waiting.policyId)).toEqual([]);
  });

  it('does not mark sent a change committed after the file read the enrollment: the next file carries it as a change', async () => {
    await pineChanges();
    const raced = await completed({ tier: 'IO' }, ['Test Dental'], [], '2026-12-01');
    const dental = await planIdOf(raced.policyId, 'Test Dental');
    // A file's transaction reads the enrollment as it was before the termination commits…
    const window = (await readCompletedEnrollments(db(), cipher(), { from: clock.now() })).filter((e) => e.policyId === raced.policyId);
    expect((await change(raced.policyId, { kind: 'terminate', plan_id: dental, end_date: '12/31/2026', reason: 'Left the employer' })).statusCode).toBe(200);
    const pending = await pendingCoverageChanges(db(), cipher(), 'test-pine', '834');
    const content = carrierFileContent(window, await planIdsOfCarrier(db(), 'test-pine'), { pending, reportedEarlier: () => false });
    // …so its addition has no end date, and the termination is not among the changes the file accounts for.
    expect(content.members.map((m) => [m.maintenance, m.coverages.map((c) => c.end)])).toEqual([['addition', [null]]]);
    const terminationId = pending.find((p) => p.enrollment.policyId === raced.policyId)!.change.id;
    expect(content.changeIds).not.toContain(terminationId);
    expect(content.notApplicableIds).not.toContain(terminationId);
  });
});

describe('CARRIER_FILE_SETTLE_SECONDS', () => {
  it('reads five minutes unless set; at 0 the console’s change file sends a completion of a moment ago', async () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).carrierFileSettleSeconds).toBe(300);
    expect(loadConfig({ DATA_DIR: ':memory:', CARRIER_FILE_SETTLE_SECONDS: '0' }).carrierFileSettleSeconds).toBe(0);
    // 0 would bring back the skipped completion: refused in production, and `npm run doctor` says so.
    expect(() => readCarrierFileSettleSeconds({ NODE_ENV: 'production', CARRIER_FILE_SETTLE_SECONDS: '0' })).toThrow(/at least 1 in production/);
    expect(readCarrierFileSettleSeconds({ NODE_ENV: 'production', CARRIER_FILE_SETTLE_SECONDS: '60' })).toBe(60);
    expect(configRefusals({ NODE_ENV: 'production', CARRIER_FILE_SETTLE_SECONDS: '0' })).toContainEqual(expect.stringContaining('CARRIER_FILE_SETTLE_SECONDS must be at least 1'));
    const fresh = await createTestApp({ demoData: wizardData, clock: new FixedClock(NOW), config: { carrierFileSettleSeconds: 0 } });
    try {
      await completedEnrollment(new Browser(fresh.app), { overrides: { tier: 'IO' }, plans: ['Test Dental'] });
      // The command line honours the setting as the server does: the default waits, 0 sends the completion.
      const out = mkdtempSync(join(tmpdir(), 'settle-'));
      try {
        const args = { carrier: 'test-pine', format: 'csv' as const, out: join(out, 'pine.csv'), since: null };
        expect(await exportFromCommandLine(fresh.app.database.db, fresh.app.fieldCipher, args, fresh.app.clock.now())).toEqual([expect.stringContaining('0 enrollments')]);
        expect(await exportFromCommandLine(fresh.app.database.db, fresh.app.fieldCipher, args, fresh.app.clock.now(), 0)).toEqual([expect.stringContaining('1 enrollments')]);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
      const made = await fresh.app.inject({
        method: 'POST',
        url: '/api/v1/admin/carriers/test-pine/files',
        headers: { cookie: (await operatorSession(fresh.app)).cookie, 'content-type': 'application/json' },
        payload: { format: '834' },
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data.enrollment_count).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
