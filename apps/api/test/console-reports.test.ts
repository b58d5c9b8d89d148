import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, enrollments, groups, planPricing, plans, signedRecords } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser } from './helpers/browser.js';
import { completedEnrollment } from './helpers/complete-steps.js';
import { operatorSession, staffMemberSession } from './helpers/operator-session.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * The console's reports (issue 25 item 5) through the real server and database: two enrollments completed in the
 * wizard (one a rep's with plans of two carriers, one late on another UTC day), counted by day, carrier, plan category
 * and group at the prices they were signed for, scoped like the completed enrollments, and the same numbers as CSV.
 */
const clock = new FixedClock('2026-11-23T12:00:00Z');
let t: TestApp;
let operator: string;
let rep: string;
let family: string;
let single: string;
let groupId: number;
/** Each completed plan's signed price (the console's detail, the receipt's lines): policy → plan name → cents. */
const prices: Record<string, Record<string, number>> = {};



const staffSession = (who: { agentId: number } | { groupId: number }) => staffMemberSession(t.app, who);
const completed = async (overrides: Record<string, unknown>, plans: string[], dependents: Record<string, unknown>[] = []) =>
  (await completedEnrollment(new Browser(t.app), { overrides, plans, dependents })).policyId;

const get = (url: string, cookie: string | null) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });

interface Row {
  key: string;
  name: string | null;
  enrollments: number;
  premium_cents: number;
}
async function report(url: string, cookie: string = operator) {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { from: string; to: string; time_zone: string; totals: { enrollments: number; premium_cents: number }; days: Row[]; carriers: Row[]; categories: Row[]; groups: Row[] };
}
/** A CSV's text after its byte order mark (asserted: Excel on Windows needs it to read UTF-8). */
function csvText(body: string): string {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1);
}
/**
 * Puts an older record in place of a completion's (signed records are immutable: a trigger refuses UPDATE, so the test
 * steps past it for its own transaction only), as a record signed before version 2 sits in the table.
 */
const replaceRecord = (enrollmentId: string, record: Record<string, unknown>) =>
  t.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(signedRecords).set({ record }).where(eq(signedRecords.enrollmentId, enrollmentId));
  });
const counts = (rows: Row[]) => rows.map((r) => [r.key, r.enrollments, r.premium_cents]);
const sum = (...cents: number[]) => cents.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock });
  const repId = (await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234')))[0]!.id;
  family = await completed({ tier: 'IF', agent_id: repId }, ['Test Dental', 'Test Accident Under 45'], [
    { first_name: 'Sam', last_name: 'Report', gender: 0, ssn: '212-55-0101', relationship: 'spouse', birthdate: '04/12/1986' },
    { first_name: 'Kima', last_name: 'Report', gender: 1, ssn: '212-55-0102', relationship: 'child', birthdate: '09/30/2015' },
  ]);
  // Late in the evening west of UTC, but the 25th in UTC: the day the report counts it under.
  clock.set('2026-11-25T23:30:00Z');
  single = await completed({ tier: 'IO' }, ['Test Dental']);
  clock.set('2026-11-26T09:00:00Z');
  operator = (await operatorSession(t.app)).cookie;
  rep = await staffSession({ agentId: repId });
  for (const policy of [family, single]) {
    const detail = (await get(`admin/enrollments/${policy}`, operator)).json().data as { plans: { plan_name: string; price_cents: number }[] };
    prices[policy] = Object.fromEntries(detail.plans.map((p) => [p.plan_name, p.price_cents]));
  }
  groupId = (await t.app.database.db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'TESTGRP1')))[0]!.id;
});
afterAll(async () => t.close());

describe('the console reports', () => {
  it('counts what was completed by UTC day, carrier, plan category and group, at the prices signed for', async () => {
    const dental = prices[family]!['Test Dental']!;
    const accident = prices[family]!['Test Accident Under 45']!;
    const dentalSingle = prices[single]!['Test Dental']!;
    expect(dental > 0 && accident > 0 && dentalSingle > 0 && dental !== dentalSingle).toBe(true);
    const all = sum(dental, accident, dentalSingle);

    const r = await report('admin/reports?from=2026-11-01&to=2026-11-30');
    expect(r).toMatchObject({ from: '2026-11-01', to: '2026-11-30', time_zone: 'UTC', totals: { enrollments: 2, premium_cents: all } });
    expect(counts(r.days)).toEqual([
      ['2026-11-23', 1, dental + accident],
      ['2026-11-25', 1, dentalSingle],
    ]);
    // The family bought from two carriers: counted once under each, with that carrier's plans only.
    expect(r.carriers.map((c) => [c.key, c.name, c.enrollments, c.premium_cents])).toEqual([
      ['test-harbor', 'Test Harbor', 1, accident],
      ['test-pine', 'Test Pine', 2, dental + dentalSingle],
    ]);
    expect(counts(r.categories)).toEqual([
      ['accident', 1, accident],
      ['dental', 2, dental + dentalSingle],
    ]);
    expect(r.groups).toEqual([{ key: '', name: null, enrollments: 2, premium_cents: all }]);
  });

  it('keeps the prices signed for when the catalog is re-priced', async () => {
    const before = await report('admin/reports?from=2026-11-01&to=2026-11-30');
    const [dental] = await t.app.database.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Test Dental'));
    const old = await t.app.database.db.select({ ppid: planPricing.ppid, priceCents: planPricing.priceCents }).from(planPricing).where(eq(planPricing.planId, dental!.id));
    expect(old.length).toBeGreaterThan(0);
    await t.app.database.db.update(planPricing).set({ priceCents: 987_654 }).where(eq(planPricing.planId, dental!.id));
    try {
      expect(await report('admin/reports?from=2026-11-01&to=2026-11-30')).toEqual(before);
    } finally {
      for (const row of old) await t.app.database.db.update(planPricing).set({ priceCents: row.priceCents }).where(eq(planPricing.ppid, row.ppid));
    }
  });

  it('reads a version-1 record’s decimal prices exactly, and a malformed old price as 0 (as the console’s detail does)', async () => {
    const [signed] = await t.app.database.db.select({ id: signedRecords.enrollmentId, record: signedRecords.record }).from(signedRecords).where(eq(signedRecords.policyId, single));
    const original = signed!.record;
    // Version 1 kept money as the API's decimal strings; an old record may hold text that is not a price at all.
    const v1 = structuredClone(original) as { version: number; cart: { plans: Record<string, unknown>[] } };
    const [line] = v1.cart.plans;
    v1.version = 1;
    v1.cart.plans = [
      { ...line, price: '12.34' },
      { ...line, price: '' },
      { ...line, price: '$12.50' },
      { ...line, price: ' 0.105 ' },
    ];
    await replaceRecord(signed!.id, v1);
    try {
      const r = await report('admin/reports?from=2026-11-25&to=2026-11-25');
      expect(r.totals).toEqual({ enrollments: 1, premium_cents: 1234 + 0 + 0 + 11 });
      expect(counts(r.categories)).toEqual([['dental', 1, 1245]]);
      const detail = (await get(`admin/enrollments/${single}`, operator)).json().data as { plans: { price_cents: number }[] };
      expect(detail.plans.map((p) => p.price_cents)).toEqual([1234, 0, 0, 11]);
    } finally {
      await replaceRecord(signed!.id, original);
    }
  });

  it('opens on the last 30 days up to today, and counts only the days asked for', async () => {
    expect(await report('admin/reports')).toMatchObject({ from: '2026-10-28', to: '2026-11-26', totals: { enrollments: 2 } });
    expect(counts((await report('admin/reports?from=2026-11-24')).days)).toEqual([['2026-11-25', 1, prices[single]!['Test Dental']]]);
    expect(await report('admin/reports?from=2026-11-24&to=2026-11-24')).toMatchObject({ totals: { enrollments: 0, premium_cents: 0 }, days: [], carriers: [], categories: [], groups: [] });
  });

  it('gives each table as CSV with a header row and the same numbers as the JSON', async () => {
    const r = await report('admin/reports?from=2026-11-01&to=2026-11-30');
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    const expected = {
      days: ['Day completed,Enrollments completed,Premium per month (USD)', ...r.days.map((d) => `${d.key},${d.enrollments},${dollars(d.premium_cents)}`)],
      carriers: ['Carrier id,Carrier of the plans,Enrollments completed,Premium per month (USD)', ...r.carriers.map((c) => `${c.key},${c.name},${c.enrollments},${dollars(c.premium_cents)}`)],
      categories: ['Category of the plans,Enrollments completed,Premium per month (USD)', `Accident,1,${dollars(r.categories[0]!.premium_cents)}`, `Dental,2,${dollars(r.categories[1]!.premium_cents)}`],
      groups: ['Group id,Group of the enrollment,Enrollments completed,Premium per month (USD)', `,No group (the store’s own pages),2,${dollars(r.totals.premium_cents)}`],
    };
    for (const [table, lines] of Object.entries(expected)) {
      const csv = await get(`admin/reports/${table}.csv?from=2026-11-01&to=2026-11-30`, operator);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="completed-enrollments-by-${table}_2026-11-01_2026-11-30.csv"`);
      expect(csvText(csv.body).split('\r\n')).toEqual([...lines, '']);
    }
  });

  it('keeps a name that starts like a formula from running in a spreadsheet', async () => {
    const [record] = await t.app.database.db.select({ enrollmentId: signedRecords.enrollmentId }).from(signedRecords).where(eq(signedRecords.policyId, single));
    await t.app.database.db.update(enrollments).set({ groupId }).where(eq(enrollments.id, record!.enrollmentId));
    const [before] = await t.app.database.db.select({ name: groups.name }).from(groups).where(eq(groups.id, groupId));
    await t.app.database.db.update(groups).set({ name: '=HYPERLINK("http://x.test")' }).where(eq(groups.id, groupId));
    try {
      const r = await report('admin/reports?from=2026-11-01&to=2026-11-30');
      expect(r.groups.map((g) => [g.key, g.name, g.enrollments])).toEqual([
        [String(groupId), '=HYPERLINK("http://x.test")', 1],
        ['', null, 1],
      ]);
      const csv = await get('admin/reports/groups.csv?from=2026-11-01&to=2026-11-30', operator);
      expect(csvText(csv.body).split('\r\n')[1]).toBe(`${groupId},"'=HYPERLINK(""http://x.test"")",1,${(prices[single]!['Test Dental']! / 100).toFixed(2)}`);
    } finally {
      await t.app.database.db.update(groups).set({ name: before!.name }).where(eq(groups.id, groupId));
      await t.app.database.db.update(enrollments).set({ groupId: null }).where(eq(enrollments.id, record!.enrollmentId));
    }
  });

  it('refuses a period that is not a date, ends before it starts or covers more than a year, on the field to correct', async () => {
    const refused = async (query: string, target: string, message: string) => {
      for (const url of [`admin/reports?${query}`, `admin/reports/days.csv?${query}`]) {
        const response = await get(url, operator);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
        expect(response.json().data).toEqual([{ target_element: target, error_message: message }]);
      }
    };
    await refused('from=2026-11-30&to=2026-11-01', 'to', 'The last day must be on or after the first day.');
    await refused('from=2025-01-01&to=2026-01-02', 'from', 'Choose a period of at most 366 days.');
    await refused('from=2020-01-01', 'from', 'Choose a period of at most 366 days.');
    await refused('from=11%2F01%2F2026', 'from', 'Enter a date as MM/DD/YYYY.');
    await refused('to=2026-02-30', 'to', 'Enter a date as MM/DD/YYYY.');
    await refused('from=0000-01-01', 'from', 'Enter a date as MM/DD/YYYY.');
    await refused('to=9999-12-31', 'to', 'Enter a date as MM/DD/YYYY.');
    expect((await get('admin/reports/people.csv', operator)).statusCode).toBe(422);
  });
});

describe('reports are scoped on the server like the completed enrollments', () => {
  it('counts only a rep’s own enrollments, in the JSON and the CSV', async () => {
    const mine = await report('staff/reports?from=2026-11-01&to=2026-11-30', rep);
    expect(mine.totals).toEqual({ enrollments: 1, premium_cents: sum(...Object.values(prices[family]!)) });
    expect(counts(mine.days).map(([day]) => day)).toEqual(['2026-11-23']);
    expect(mine.carriers.map((c) => [c.key, c.enrollments])).toEqual([
      ['test-harbor', 1],
      ['test-pine', 1],
    ]);
    const csv = await get('staff/reports/carriers.csv?from=2026-11-01&to=2026-11-30', rep);
    expect(csv.statusCode).toBe(200);
    expect(csvText(csv.body)).toContain(`test-pine,Test Pine,1,${(prices[family]!['Test Dental']! / 100).toFixed(2)}\r\n`);
  });

  it('counts only a group administrator’s group', async () => {
    const [record] = await t.app.database.db.select({ enrollmentId: signedRecords.enrollmentId }).from(signedRecords).where(eq(signedRecords.policyId, single));
    await t.app.database.db.update(enrollments).set({ groupId }).where(eq(enrollments.id, record!.enrollmentId));
    try {
      const admin = await staffSession({ groupId });
      const theirs = await report('staff/reports?from=2026-11-01&to=2026-11-30', admin);
      expect(theirs.totals).toEqual({ enrollments: 1, premium_cents: prices[single]!['Test Dental'] });
      expect(theirs.groups.map((g) => [g.key, g.name, g.enrollments])).toEqual([[String(groupId), expect.any(String), 1]]);
    } finally {
      await t.app.database.db.update(enrollments).set({ groupId: null }).where(eq(enrollments.id, record!.enrollmentId));
    }
  });

  it('answers 404 to anyone but an operator on the console’s reports, and to anyone but staff on the staff’s', async () => {
    for (const url of ['admin/reports', 'admin/reports/days.csv', 'admin/reports?from=not-a-date']) {
      expect((await get(url, null)).statusCode).toBe(404);
      expect((await get(url, rep)).statusCode).toBe(404);
    }
    for (const url of ['staff/reports', 'staff/reports/groups.csv']) {
      expect((await get(url, null)).statusCode).toBe(404);
      expect((await get(url, operator)).statusCode).toBe(404);
    }
  });
});
