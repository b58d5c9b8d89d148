import { and, eq } from 'drizzle-orm';
import { X12Parser, type X12Interchange } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_CSV_COLUMNS, CONSOLE_CARRIER_MESSAGES } from '@benefit-store/domain';
import { auditLog, carrierFiles, enrollments } from '../src/db/schema/index.js';
import { CHANGES_SETTLE_MS, makeCarrierFile } from '../src/modules/carrier-files/carrier-file.service.js';
import { queueDailyCarrierFiles } from '../src/modules/carrier-files/carrier-files.job.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { completeAllSteps, PERSONAL, TYPED } from './helpers/complete-steps.js';
import { runDueJobs } from './helpers/jobs.js';
import { operatorSession } from './helpers/operator-session.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

const NOW = '2026-11-23T12:00:00Z';
const clock = new FixedClock(NOW);
/** When the enrollments completed at NOW are old enough for a changes file (CHANGES_SETTLE_MS). */
const SETTLED = new Date(new Date(NOW).getTime() + CHANGES_SETTLE_MS);
let t: TestApp;
let operator: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock });
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const cipher = () => t.app.fieldCipher;

const SPOUSE = { first_name: 'Sam', last_name: 'Receipt', gender: 0, ssn: '212-55-0101', relationship: 'spouse', birthdate: '04/12/1986' };
const CHILD_1 = { first_name: 'Kima', last_name: 'Receipt', gender: 1, ssn: '212-55-0102', relationship: 'child', birthdate: '09/30/2015' };
const CHILD_2 = { first_name: 'Leo', last_name: 'Receipt', gender: 0, ssn: '212-55-0103', relationship: 'child', birthdate: '01/02/2019' };

/** A completed enrollment through the real calls: the filter (tier, birth date), the plans, every step, the review. */
async function completedEnrollment(
  tier: 'IO' | 'IF',
  plans: string[],
  dependents: Record<string, unknown>[] = [],
  effectiveDate: string | null = null,
): Promise<{ id: string; policyId: string; effectiveDate: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, { tier, dob: '03/15/1990' });
  // A group's enrollment carries its effective date; an individual's has none, and coverage begins on the completion day.
  if (effectiveDate) await db().update(enrollments).set({ effectiveDate }).where(eq(enrollments.id, id));
  for (const name of plans) await addPlan(browser, id, name);
  if (dependents.length > 0) {
    const saved = await browser.post('save-dependent-info', { enrollment_id: id, dependents: dependents.map((d) => ({ primary_info: d })) });
    if (saved.statusCode !== 200) throw new Error(`save-dependent-info answered ${saved.statusCode}: ${saved.body}`);
  }
  await completeAllSteps(browser, id);
  const done = await browser.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 });
  if (done.statusCode !== 200) throw new Error(`save-review-info answered ${done.statusCode}: ${done.body}`);
  return { id, policyId: done.json().data.policy_id as string, effectiveDate: effectiveDate ?? clock.now().toISOString().slice(0, 10) };
}

interface ParsedMember {
  subscriber: string;
  relationship: string;
  maintenance: string;
  subscriberId: string;
  name: string;
  ssn: string;
  birthDate: string;
  plans: { maintenance: string; line: string; plan: string; level: string; begin: string }[];
}

/** The 834 read back with node-x12: its envelope and one entry per INS loop. */
function parse834(text: string) {
  const interchange = new X12Parser(true).parse(text) as X12Interchange;
  const group = interchange.functionalGroups[0]!;
  const transaction = group.transactions[0]!;
  const value = (segment: { elements: { value: string }[] }, n: number) => segment.elements[n - 1]?.value ?? '';
  const members: ParsedMember[] = [];
  for (const segment of transaction.segments) {
    const current = members.at(-1);
    if (segment.tag === 'INS') {
      members.push({ subscriber: value(segment, 1), relationship: value(segment, 2), maintenance: value(segment, 3), subscriberId: '', name: '', ssn: '', birthDate: '', plans: [] });
    } else if (!current) continue;
    else if (segment.tag === 'REF' && value(segment, 1) === '0F') current.subscriberId = value(segment, 2);
    else if (segment.tag === 'NM1') {
      current.name = `${value(segment, 4)} ${value(segment, 3)}`;
      current.ssn = value(segment, 8) === '34' ? value(segment, 9) : '';
    } else if (segment.tag === 'DMG') current.birthDate = value(segment, 2);
    else if (segment.tag === 'HD') current.plans.push({ maintenance: value(segment, 1), line: value(segment, 3), plan: value(segment, 4), level: value(segment, 5), begin: '' });
    else if (segment.tag === 'DTP' && value(segment, 1) === '348') current.plans.at(-1)!.begin = value(segment, 3);
  }
  const counted = transaction.segments.length + 2; // ST and SE
  return {
    control: value(interchange.header, 13),
    groupControl: value(group.header, 6),
    version: value(group.header, 8),
    segmentCount: { stated: Number(value(transaction.trailer, 1)), counted },
    groupCount: Number(value(group.trailer, 1)),
    interchangeCount: Number(value(interchange.trailer, 1)),
    parties: transaction.segments.filter((s) => s.tag === 'N1').map((s) => `${value(s, 1)}:${value(s, 2)}`),
    members,
  };
}

const d8 = (iso: string) => iso.replaceAll('-', '');

describe('carrier files: each carrier gets its completed enrollments as an 834, its own plans only', () => {
  let family: Awaited<ReturnType<typeof completedEnrollment>>;
  let single: Awaited<ReturnType<typeof completedEnrollment>>;
  beforeAll(async () => {
    // Dental and vision are Test Pine's, the accident plan Test Harbor's.
    family = await completedEnrollment('IF', ['Test Dental', 'Test Vision New York', 'Test Accident Under 45'], [SPOUSE, CHILD_1, CHILD_2], '2026-12-01');
    single = await completedEnrollment('IO', ['Test Dental']);
  });

  it("finds every person of each enrollment in the carrier's 834 once, with relationship, SSN, birth date, plans and coverage begin", async () => {
    const made = await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: SETTLED, madeBy: 'command' });
    const parsed = parse834(made!.text);
    expect(parsed.version).toBe('005010X220A1');
    expect(parsed.parties).toEqual(['P5:Benefit Store', 'IN:Test Pine']);
    const pine = ['Test Dental', 'Test Vision New York'];
    const familyPlans = (level: string) => pine.map((plan) => ({ maintenance: '021', line: plan === 'Test Dental' ? 'DEN' : 'VIS', plan, level, begin: d8(family.effectiveDate) }));
    expect(parsed.members.filter((m) => m.subscriberId === family.policyId)).toEqual([
      { subscriber: 'Y', relationship: '18', maintenance: '021', subscriberId: family.policyId, name: `${PERSONAL.first_name} ${PERSONAL.last_name}`, ssn: TYPED.ssn.replaceAll('-', ''), birthDate: '19900315', plans: familyPlans('FAM') },
      { subscriber: 'N', relationship: '01', maintenance: '021', subscriberId: family.policyId, name: 'Sam Receipt', ssn: '212550101', birthDate: '19860412', plans: familyPlans('FAM') },
      { subscriber: 'N', relationship: '19', maintenance: '021', subscriberId: family.policyId, name: 'Kima Receipt', ssn: '212550102', birthDate: '20150930', plans: familyPlans('FAM') },
      { subscriber: 'N', relationship: '19', maintenance: '021', subscriberId: family.policyId, name: 'Leo Receipt', ssn: '212550103', birthDate: '20190102', plans: familyPlans('FAM') },
    ]);
    expect(parsed.members.filter((m) => m.subscriberId === single.policyId)).toEqual([
      expect.objectContaining({ relationship: '18', plans: [{ maintenance: '021', line: 'DEN', plan: 'Test Dental', level: 'EMP', begin: d8(single.effectiveDate) }] }),
    ]);
    expect(parsed.members.flatMap((m) => m.plans.map((p) => p.plan)).every((plan) => pine.includes(plan))).toBe(true);
    expect(parsed.segmentCount.stated).toBe(parsed.segmentCount.counted);
    expect([parsed.groupCount, parsed.interchangeCount]).toEqual([1, 1]);
    expect(made!.file).toMatchObject({ enrollmentCount: 2, memberCount: 5, coverageCount: 9 });
  });

  it("gives the other carrier only its own plan, and a control number no file had before", async () => {
    const harbor = await makeCarrierFile(db(), cipher(), 'test-harbor', { format: '834', now: SETTLED, madeBy: 'command' });
    const again = await makeCarrierFile(db(), cipher(), 'test-harbor', { format: '834', now: SETTLED, madeBy: 'command', since: new Date('2026-01-01T00:00:00Z') });
    const parsed = parse834(harbor!.text);
    expect(parsed.parties).toContain('IN:Test Harbor');
    expect(parsed.members.map((m) => [m.relationship, m.plans.map((p) => `${p.plan} ${p.level}`)])).toEqual([
      ['18', ['Test Accident Under 45 FAM']],
      ['01', ['Test Accident Under 45 FAM']],
      ['19', ['Test Accident Under 45 FAM']],
      ['19', ['Test Accident Under 45 FAM']],
    ]);
    const controls = (await db().select({ n: carrierFiles.controlNumber }).from(carrierFiles)).map((r) => r.n);
    expect(new Set(controls).size).toBe(controls.length);
    expect(parse834(again!.text).control).not.toBe(parsed.control);
    // node-x12 reads ISA13 as a number ("000000002" -> "2"); the raw header carries nine digits.
    expect(harbor!.text.split('~')[0]!.split('*')[13]).toBe(String(harbor!.file.controlNumber).padStart(9, '0'));
    expect([parsed.control, parsed.groupControl]).toEqual([String(harbor!.file.controlNumber), String(harbor!.file.controlNumber)]);
  });

  it('a changes-only file holds only the enrollments completed after the carrier\'s last file', async () => {
    // A completion younger than CHANGES_SETTLE_MS waits for the next file: one that began earlier may not have committed.
    const tooSoon = await makeCarrierFile(db(), cipher(), 'test-pine', { format: 'csv', now: new Date(NOW), madeBy: 'command' });
    expect(tooSoon!.file.enrollmentCount).toBe(0);
    const first = await makeCarrierFile(db(), cipher(), 'test-pine', { format: 'csv', now: SETTLED, madeBy: 'command' });
    expect(first!.file.enrollmentCount).toBeGreaterThan(0);
    const empty = await makeCarrierFile(db(), cipher(), 'test-pine', { format: 'csv', now: SETTLED, madeBy: 'command' });
    expect(empty!.file.enrollmentCount).toBe(0);
    clock.set('2026-11-24T09:00:00Z');
    const later = await completedEnrollment('IO', ['Test Dental']);
    const next = await makeCarrierFile(db(), cipher(), 'test-pine', { format: 'csv', now: new Date('2026-11-24T10:00:00Z'), madeBy: 'command' });
    expect(next!.text.split('\r\n').filter((l) => l.includes(later.policyId))).toHaveLength(1);
    expect(next!.file.enrollmentCount).toBe(1);
  });

  it('the CSV has the header row and one row per person and plan, with the same values', async () => {
    const made = await makeCarrierFile(db(), cipher(), 'test-harbor', { format: 'csv', now: SETTLED, madeBy: 'command', since: new Date('2026-01-01T00:00:00Z') });
    const [header, ...rows] = made!.text.trimEnd().split('\r\n');
    expect(header).toBe(CARRIER_CSV_COLUMNS.join(','));
    const records = rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [CARRIER_CSV_COLUMNS[i], v])));
    expect(records.map((r) => [r.policy_id, r.relationship_code, r.first_name, r.ssn, r.birth_date, r.plan_name, r.coverage_level, r.coverage_begin])).toEqual([
      [family.policyId, '18', PERSONAL.first_name, TYPED.ssn.replaceAll('-', ''), '1990-03-15', 'Test Accident Under 45', 'FAM', family.effectiveDate],
      [family.policyId, '01', 'Sam', '212550101', '1986-04-12', 'Test Accident Under 45', 'FAM', family.effectiveDate],
      [family.policyId, '19', 'Kima', '212550102', '2015-09-30', 'Test Accident Under 45', 'FAM', family.effectiveDate],
      [family.policyId, '19', 'Leo', '212550103', '2019-01-02', 'Test Accident Under 45', 'FAM', family.effectiveDate],
    ]);
  });

  it('keeps every file encrypted at rest', async () => {
    const rows = await db().select({ content: carrierFiles.content }).from(carrierFiles);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.content).not.toContain('212550101');
      expect(row.content).toMatch(/^v1\./);
    }
  });
});

describe('the console lists the carriers and their files, makes one and offers it again', () => {
  // Signed in now: the clock moved a day on above, past an earlier session's idle limit.
  beforeAll(async () => {
    // An hour after the last completion above: old enough for a changes file (CHANGES_SETTLE_MS).
    clock.set('2026-11-24T10:00:00Z');
    operator = await operatorSession(t.app);
  });
  const get = (url: string, cookie = operator.cookie) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie } });

  it('lists the catalog carriers with their configuration, makes a file and downloads the same text', async () => {
    const carriers = (await get('admin/carriers')).json().data.items as { carrier_key: string; plan_count: number; mode: string }[];
    expect(carriers.map((c) => c.carrier_key).sort()).toEqual(['test-harbor', 'test-pine']);
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/admin/carriers/test-pine/files', headers: { cookie: operator.cookie, 'content-type': 'application/json' }, payload: { format: '834' } });
    expect(made.statusCode).toBe(200);
    const file = made.json().data as { id: number; file_name: string; made_by: string };
    expect(file.made_by).toBe('console');
    const listing = await get('admin/carrier-files');
    expect(listing.statusCode, listing.body).toBe(200);
    const listed = listing.json().data.items as { id: number }[];
    // Changes only (the default): since Test Pine's first 834 above, one enrollment of one person was completed.
    expect(listed.find((f) => f.id === file.id)).toMatchObject({ carrier_key: 'test-pine', mode: 'changes', enrollment_count: 1, member_count: 1 });
    const download = await get(`admin/carrier-files/${file.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.file_name}"`);
    expect(download.body.startsWith('ISA*00*')).toBe(true);
    // Every member's SSN is in a file: making and downloading one are on record (counts and names, never the content).
    const entries = await db().select().from(auditLog).where(eq(auditLog.targetId, 'test-pine'));
    expect(entries.filter((e) => e.action === 'carrier_file.make' || e.action === 'carrier_file.download').map((e) => [e.action, e.actorEmail])).toEqual([
      ['carrier_file.make', expect.any(String)],
      ['carrier_file.download', expect.any(String)],
    ]);
    expect(JSON.stringify(entries)).not.toContain('212550101');
  });

  it("saves a carrier's trading-partner settings with an audit entry, and the next 834 carries them", async () => {
    const settings = {
      isa_sender_qualifier: 'ZZ',
      isa_sender_id: 'benefitstore',
      isa_receiver_qualifier: '30',
      isa_receiver_id: '311234599',
      gs_sender_id: 'BENEFITSTORE',
      gs_receiver_id: 'PINEGS',
      payer_id: '311234599',
      sponsor_name: 'Benefit Store',
      sponsor_id: '990000001',
      file_name_pattern: 'PINE_{date}_{control}.{ext}',
      mode: 'full',
      usage: 'P',
    };
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/admin/carriers/test-pine', headers: { cookie: operator.cookie, 'content-type': 'application/json' }, payload: body });
    const refused = await put({ ...settings, isa_receiver_id: 'MUCH*TOO*LONG*RECEIVER', file_name_pattern: 'pine.x12' });
    expect(refused.statusCode).toBe(422);
    const errors = Object.fromEntries((refused.json().data as { target_element: string; error_message: string }[]).map((e) => [e.target_element, e.error_message]));
    expect(errors).toEqual({ isa_receiver_id: CONSOLE_CARRIER_MESSAGES.idTooLong({ max: 15 }), file_name_pattern: CONSOLE_CARRIER_MESSAGES.patternNeedsControl });
    expect((await put(settings)).statusCode).toBe(200);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'carrier.edit'), eq(auditLog.targetId, 'test-pine')));
    // Only what changed: the sender id, typed in lower case, is stored upper case as before.
    expect(entry!.after).toMatchObject({ isa_receiver_qualifier: '30', isa_receiver_id: '311234599', mode: 'full', usage: 'P' });
    expect(entry!.after).not.toHaveProperty('isa_sender_id');
    const made = await makeCarrierFile(db(), cipher(), 'test-pine', { format: '834', now: clock.now(), madeBy: 'console' });
    expect(made!.text.split('~')[0]).toContain(`*30*${'311234599'.padEnd(15)}*`);
    expect(made!.text.split('~')[0]!.endsWith('*P*:')).toBe(true);
    expect(made!.file.fileName).toMatch(/^PINE_\d{8}_\d{9}\.x12$/);
    expect(parse834(made!.text).members.length).toBe(6); // full: every completed enrollment with a Test Pine plan
  });

  it('answers 404 to anyone but an operator, and for an unknown carrier or file', async () => {
    expect((await get('admin/carriers', '')).statusCode).toBe(404);
    expect((await get('admin/carrier-files/1/download', '')).statusCode).toBe(404);
    expect((await get('admin/carrier-files/999999/download')).statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/admin/carriers/no-such/files', headers: { cookie: operator.cookie, 'content-type': 'application/json' }, payload: { format: 'csv' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the daily job makes one 834 per carrier per day', () => {
  it('queues a job per carrier, and a job run again makes no second file', async () => {
    const before = (await db().select().from(carrierFiles)).length;
    expect(await queueDailyCarrierFiles(db(), new Date('2026-11-25T00:00:00Z'))).toBe(2);
    expect(await queueDailyCarrierFiles(db(), new Date('2026-11-25T06:00:00Z'))).toBe(2);
    await runDueJobs(t.app);
    const jobFiles = (await db().select().from(carrierFiles)).filter((f) => f.madeBy === 'job');
    expect(jobFiles.map((f) => f.carrierKey).sort()).toEqual(['test-harbor', 'test-pine']);
    expect(jobFiles.every((f) => f.format === '834')).toBe(true);
    expect((await db().select().from(carrierFiles)).length).toBe(before + 2);
  });
});
