import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES, ENROLLMENT_MESSAGES, L713_MESSAGES, MESSAGES, formatMoney, SIGNATURE_IMAGE_MAX } from '@benefit-store/domain';
import { agents, enrollmentTabs, groups } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser, enrollmentWith } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';
import { byField } from './helpers/field-errors.js';

const NOW = '2026-11-23T12:00:00Z';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock: new FixedClock(NOW) });
});
afterAll(async () => t.close());


const enrollment = (plans: string[], overrides: Record<string, unknown> = {}) => enrollmentWith(t.app, plans, overrides);

const TICKS = { agree_general: true, agree_health: true, agree_payment: true };
const save = (browser: Browser, id: string, body: Record<string, unknown>) => browser.post('save-agreement-info', { enrollment_id: id, ...body });

describe('what the agreement step offers', () => {
  it('answers the texts of the cart, the L713 carrier message with its net price, and the applicant fields', async () => {
    const { browser, id } = await enrollment(['Test Premier PPO']);
    const texts = (await browser.get('get-agreement-texts', { enrollment_id: id })).json().data;
    expect(texts.result.map((x: { id: string }) => x.id)).toEqual(['general', 'health', 'payment']);
    expect(texts.result[0]).toMatchObject({ text_head: AGREEMENT_MESSAGES.generalHead, text_body: AGREEMENT_MESSAGES.generalBody, text_required: true });
    expect(texts.has_l713).toBe(true);
    expect(texts.l713_net_price).toMatch(/^\d+\.\d{2}$/);
    expect(texts.l713_lines.map((l: { label: string }) => l.label)).toEqual([
      L713_MESSAGES.unionDues,
      L713_MESSAGES.annuityFund,
      L713_MESSAGES.billingFees,
      L713_MESSAGES.associationFees,
      L713_MESSAGES.marketerFees,
      L713_MESSAGES.netPrice,
    ]);
    expect(texts.l713_lines.at(-1).amount).toBe(formatMoney(texts.l713_net_price));
    const fields = (await browser.get('get-form-fields-agreement-info', { enrollment_id: id })).json().data.result as { field_name: string; required: boolean; value?: unknown }[];
    const required = fields.filter((f) => f.required).map((f) => f.field_name);
    expect(required).toEqual(['user_name', 'date', 'signature']);
    expect(fields.find((f) => f.field_name === 'date')?.value).toBe('11/23/2026');
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'agreement_info' })).json().data;
    expect(step.options).toMatchObject({ has_l713: true });
    expect(step.value).toBeNull();
  });

  it('asks a term-life cart for the income text and no L713 message', async () => {
    const { browser, id } = await enrollment(['Test Term Life']);
    const texts = (await browser.get('get-agreement-texts', { enrollment_id: id })).json().data;
    expect(texts.result.map((x: { id: string }) => x.id)).toEqual(['general', 'income', 'payment']);
    expect(texts).toMatchObject({ has_l713: false, l713_net_price: null, l713_lines: [] });
  });

  it.each([
    ['rep', ['agent_name', 'agent_code']],
    ['group', ['group_name', 'group_code']],
  ])('asks a %s enrollment for its verification fields', async (eprocess, names) => {
    const { browser, id } = await enrollment([], { eprocess });
    const fields = (await browser.get('get-form-fields-agreement-info', { enrollment_id: id })).json().data.result as { field_name: string; required: boolean }[];
    expect(fields.filter((f) => f.required).map((f) => f.field_name)).toEqual([...names, 'date', 'signature']);
  });

  it('answers another session 404', async () => {
    const { id } = await enrollment([]);
    expect((await new Browser(t.app).get('get-agreement-texts', { enrollment_id: id })).statusCode).toBe(404);
    expect((await new Browser(t.app).post('save-agreement-info', { enrollment_id: id, ...TICKS })).statusCode).toBe(404);
  });
});

describe('save-agreement-info field errors', () => {
  it('lists every unticked text, the missing applicant name and the missing signature', async () => {
    const { browser, id } = await enrollment(['Test Premier PPO']);
    const res = await save(browser, id, {});
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({
      agree_general: MESSAGES.thisFieldRequired,
      agree_health: MESSAGES.thisFieldRequired,
      agree_payment: MESSAGES.thisFieldRequired,
      user_name: MESSAGES.fieldRequired,
      signature: ENROLLMENT_MESSAGES.signatureRequired,
    });
  });

  it.each([
    ['rep', { agent_name: MESSAGES.fieldRequired, agent_code: MESSAGES.fieldRequired }],
    ['group', { group_name: MESSAGES.fieldRequired, group_code: MESSAGES.fieldRequired }],
  ])('refuses a %s enrollment without its verification fields', async (eprocess, errors) => {
    const { browser, id } = await enrollment([], { eprocess });
    const res = await save(browser, id, { agree_general: true, agree_payment: true, signature_name: 'Rob Rep', user_name: '' });
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual(errors);
  });

  it.each([
    [{ signature: 'data:image/svg+xml;base64,PHN2Zz4=' }, { signature: AGREEMENT_MESSAGES.signatureInvalid }],
    [{ signature_name: 'J' }, { signature_name: AGREEMENT_MESSAGES.signatureNameInvalid }],
    [{ signature_name: '<script>' }, { signature_name: AGREEMENT_MESSAGES.signatureNameInvalid }],
    [{ signature_name: '   ' }, { signature: ENROLLMENT_MESSAGES.signatureRequired }],
    [{ agree_health: false, signature_name: 'Jane Doe' }, { agree_health: MESSAGES.thisFieldRequired }],
    [{ user_name: '   ', signature_name: 'Jane Doe' }, { user_name: MESSAGES.fieldRequired }],
  ])('refuses %j', async (over, errors) => {
    const { browser, id } = await enrollment(['Test Premier PPO']);
    const res = await save(browser, id, { ...TICKS, user_name: 'Jane Doe', ...over });
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual(errors);
  });

  it('refuses an oversized signature image by its bound', async () => {
    const { browser, id } = await enrollment([]);
    const res = await save(browser, id, { ...TICKS, user_name: 'Jane Doe', signature: `data:image/png;base64,${'A'.repeat(SIGNATURE_IMAGE_MAX)}` });
    expect(res.statusCode).toBe(422);
  });
});

describe('the verification block names the enrollment\'s own group or rep (issue 27 item 1)', () => {
  const idOf = async (table: typeof groups | typeof agents, column: typeof groups.code | typeof agents.accessCode, code: string) =>
    (await t.app.database.db.select({ id: table.id }).from(table).where(eq(column, code)))[0]!.id;
  const groupEnrollment = async () => enrollment([], { eprocess: 'group', group_id: await idOf(groups, groups.code, 'TESTGRP1') });
  const repEnrollment = async () => enrollment([], { eprocess: 'rep', agent_id: await idOf(agents, agents.accessCode, 'TEST1234') });
  const signed = { agree_general: true, agree_payment: true, signature_name: 'Jane Doe' };

  it('prefills a group enrollment\'s Group Name with its group, and never sends a group\'s code (ids are public: anyone may enroll under a group id) nor a rep\'s', async () => {
    const { browser, id } = await groupEnrollment();
    const answer = await browser.get('get-form-fields-agreement-info', { enrollment_id: id });
    const fields = answer.json().data.result as { field_name: string; value?: unknown }[];
    expect(fields.filter((f) => f.field_name.startsWith('group_')).map((f) => [f.field_name, f.value])).toEqual([
      ['group_name', 'Test Group'],
      ['group_code', undefined],
    ]);
    expect(answer.body).not.toContain('TESTGRP1');
    const rep = await repEnrollment();
    const repFields = (await rep.browser.get('get-form-fields-agreement-info', { enrollment_id: rep.id })).json().data.result as { field_name: string; value?: unknown }[];
    expect(repFields.filter((f) => f.field_name.startsWith('agent_')).map((f) => f.value)).toEqual([undefined, undefined]);
  });

  it('refuses another group\'s name and code ("Nope Inc" / "WRONG99"), and saves nothing', async () => {
    const { browser, id } = await groupEnrollment();
    const res = await save(browser, id, { ...signed, group_name: 'Nope Inc', group_code: 'WRONG99' });
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ group_name: AGREEMENT_MESSAGES.groupNameMismatch, group_code: AGREEMENT_MESSAGES.groupCodeMismatch });
    const [row] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'agreement_info')));
    expect(row).toBeUndefined();
  });

  it('accepts the group\'s own name and code as people type them (any case, extra spaces)', async () => {
    const { browser, id } = await groupEnrollment();
    const res = await save(browser, id, { ...signed, group_name: '  test   group ', group_code: 'testgrp1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toMatchObject({ eprocess: 'group', group_code: 'testgrp1' });
  });

  it('refuses a rep block that names another rep or code, and accepts the rep\'s own', async () => {
    const { browser, id } = await repEnrollment();
    const wrong = await save(browser, id, { ...signed, agent_name: 'Rob Rep', agent_code: 'NOPE0000' });
    expect(wrong.statusCode).toBe(422);
    expect(byField(wrong.json().data)).toEqual({ agent_name: AGREEMENT_MESSAGES.brokerNameMismatch, agent_code: AGREEMENT_MESSAGES.brokerCodeMismatch });
    const right = await save(browser, id, { ...signed, agent_name: 'Tess Agent', agent_code: 'test1234' });
    expect(right.statusCode).toBe(200);
  });
});

describe('a saved agreement', () => {
  it('signed by typing: derives eprocess applicant, keeps the signature encrypted and loads back', async () => {
    const { browser, id } = await enrollment(['Test Premier PPO']);
    const res = await save(browser, id, { ...TICKS, user_name: 'Jane Doe', signature_name: 'Jane Q. Doe', eprocess: 'rep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toMatchObject({ eprocess: 'applicant', agreed: ['general', 'health', 'payment'], user_name: 'Jane Doe', date: '11/23/2026', signed: true, signature_name: 'Jane Q. Doe' });
    const [row] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'agreement_info')));
    expect(JSON.stringify(row)).not.toContain('Jane Q. Doe');
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'agreement_info' })).json().data;
    expect(step.value).toMatchObject({ signed: true, signature_name: 'Jane Q. Doe', user_name: 'Jane Doe' });
    expect(step.saved_tabs).toContain('agreement_info');
  });

  it.each([
    ['rep', { agent_name: 'Rob Rep', agent_code: 'R-100' }],
    ['group', { group_name: 'Test Group', group_code: 'TG1' }],
  ])('signed by drawing in a %s enrollment: derives its eprocess; the image is never answered', async (eprocess, fields) => {
    const { browser, id } = await enrollment([], { eprocess });
    const res = await save(browser, id, { agree_general: true, agree_payment: true, ...fields, signature: PNG });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toMatchObject({ eprocess, signed: true, signature_name: '', ...fields });
    expect(res.body).not.toContain('base64');
    const [row] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'agreement_info')));
    expect(JSON.stringify(row)).not.toContain('iVBORw0KGgo');
  });
});

describe('Save & Continue Later on the agreement (aggrement_info)', () => {
  it('saves through the same rules and a resumed enrollment opens on the agreement', async () => {
    const { browser, id } = await enrollment(['Test Premier PPO']);
    const email = 'later-agreement@example.com';
    const refused = await browser.post('save-enrollment', { enrollment_id: id, email, tab: 'aggrement_info', data: { ...TICKS, user_name: 'Jane Doe' } });
    expect(refused.statusCode).toBe(422);
    expect(byField(refused.json().data)).toEqual({ signature: ENROLLMENT_MESSAGES.signatureRequired });
    const res = await browser.post('save-enrollment', { enrollment_id: id, email, tab: 'aggrement_info', data: { ...TICKS, user_name: 'Jane Doe', signature_name: 'Jane Doe', signature: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toMatchObject({ saved_tab: 'aggrement_info' });
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'agreement_info' })).json().data;
    expect(step.value).toMatchObject({ signed: true, signature_name: 'Jane Doe' });
  });
});
