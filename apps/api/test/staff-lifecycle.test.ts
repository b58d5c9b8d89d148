import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@benefit-store/domain';
import { and, eq, ne } from 'drizzle-orm';
import { staffAccounts } from '../src/db/schema/index.js';
import { setAccountDisabled } from '../src/modules/access/account-lifecycle.service.js';
import { listAuditEntries } from '../src/modules/audit/index.js';
import { fixtureData } from './helpers/fixture-data.js';
import { DEMO_ACCOUNTS, signIn, staffTestApp } from './helpers/sign-in.js';
import { Browser } from './helpers/browser.js';
import { latestLinkToken, mailsTo } from './helpers/account-links.js';
import { operatorSession } from './helpers/operator-session.js';

const t = staffTestApp({ start: new Date('2026-03-02T15:00:00Z'), demoData: fixtureData, addressPrefix: '10.8.0' });

const operatorBrowser = async () => new Browser(t.app).acceptCookies((await operatorSession(t.app)).cookie);
const staffCalls = (id: number) =>
  [
    ['GET', '/api/v1/admin/staff'],
    ['POST', '/api/v1/admin/staff/invite'],
    ['POST', `/api/v1/admin/staff/${id}/resend-invite`],
    ['POST', `/api/v1/admin/staff/${id}/disable`],
    ['POST', `/api/v1/admin/staff/${id}/enable`],
  ] as const;
const invite = (browser: Browser, body: Record<string, unknown>) => browser.post('admin/staff/invite', body);
const list = (browser: Browser, query: Record<string, string | number> = {}) => browser.get('admin/staff', query);

describe('staff accounts in the console', () => {
  it('answers 404 to a stranger, a rep and a group administrator on every staff call', async () => {
    const rep = await signIn(t.app, DEMO_ACCOUNTS.tessAgent, { remoteAddress: t.newAddress() });
    const groupAdmin = await signIn(t.app, DEMO_ACCOUNTS.testGroupAdmin, { remoteAddress: t.newAddress() });
    for (const cookie of [undefined, rep, groupAdmin]) {
      for (const [method, url] of staffCalls(1)) {
        const response = await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('invites a rep by access code and a group administrator by group code, each with a mailed link', async () => {
    const operator = await operatorBrowser();
    const rep = await invite(operator, { email: 'Rae.Rep@Example.test', display_name: 'Rae Rep', role: 'agent', agent_code: 'test1234' });
    expect(rep.statusCode, rep.body).toBe(200);
    expect(rep.json().data).toMatchObject({ email: 'rae.rep@example.test', role: 'agent', rep_code: 'TEST1234', status: 'invited', last_signed_in_at: null, invited_at: t.clock.now().toISOString() });
    const admin = await invite(operator, { email: 'gail@example.test', display_name: 'Gail Admin', role: 'group_admin', group_code: 'TESTGRP1' });
    expect(admin.json().data).toMatchObject({ role: 'group_admin', group_code: 'TESTGRP1', status: 'invited' });

    const [mail] = await mailsTo(t.app, 'rae.rep@example.test');
    expect(mail).toMatchObject({ subject: 'You are invited to Benefit Store', template: 'account-invite' });
    expect(mail!.text).toContain('Choose your password within 72 hours');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/set-password\?token=/);

    const audit = await listAuditEntries(t.app.database.db, { page: 1, per_page: 5, sort: 'at', dir: 'desc', action: AUDIT_ACTIONS.invite, q: 'rae.rep' });
    expect(audit.items[0]).toMatchObject({ actor_role: 'operator', after: { email: 'rae.rep@example.test', role: 'agent', rep_code: 'TEST1234', status: 'invited' } });
    expect(JSON.stringify(audit.items[0])).not.toContain(await latestLinkToken(t.app, 'rae.rep@example.test'));
  });

  it('refuses an invitation next to the field: no rep or group code, an unknown code, a taken address', async () => {
    const operator = await operatorBrowser();
    const fields = async (body: Record<string, unknown>) => (await invite(operator, body)).json().data;
    expect(await fields({ email: 'x@example.test', display_name: 'X', role: 'agent' })).toEqual([{ target_element: 'agent_code', error_message: 'Enter the access code of the rep' }]);
    expect(await fields({ email: 'x@example.test', display_name: 'X', role: 'group_admin', group_code: '' })).toEqual([{ target_element: 'group_code', error_message: 'Enter the code of the group' }]);
    expect(await fields({ email: 'x@example.test', display_name: 'X', role: 'agent', agent_code: 'NOPE0000' })).toEqual([{ target_element: 'agent_code', error_message: 'No rep has this access code' }]);
    expect(await fields({ email: DEMO_ACCOUNTS.tessAgent.email, display_name: 'X', role: 'agent', agent_code: 'TEST1234' })).toEqual([
      { target_element: 'email', error_message: 'An account with this e-mail address exists already' },
    ]);
    expect(await fields({ email: 'not-an-address', display_name: ' ', role: 'operator' })).toEqual(
      expect.arrayContaining([{ target_element: 'display_name', error_message: 'Enter the name' }]),
    );
  });

  it('lists accounts by page, sorted and searched on the server, with status and last sign-in', async () => {
    const operator = await operatorBrowser();
    const all = (await list(operator, { per_page: 100 })).json().data;
    expect(all.total).toBe(all.items.length);
    const emails = all.items.map((a: { email: string }) => a.email);
    expect(emails).toEqual([...emails].sort());

    const page = (await list(operator, { per_page: 2, page: 2, sort: 'email', dir: 'desc' })).json().data;
    expect(page).toMatchObject({ page: 2, per_page: 2, total: all.total });
    expect(page.items.map((a: { email: string }) => a.email)).toEqual([...emails].reverse().slice(2, 4));

    const tess = (await list(operator, { q: 'TESS@' })).json().data;
    expect(tess.items).toEqual([expect.objectContaining({ email: DEMO_ACCOUNTS.tessAgent.email, role: 'agent', status: 'active', rep_code: 'TEST1234' })]);
    expect(tess.items[0].last_signed_in_at).not.toBeNull();
    const invited = (await list(operator, { status: 'invited', role: 'agent' })).json().data.items;
    expect(invited.every((a: { status: string; role: string }) => a.status === 'invited' && a.role === 'agent')).toBe(true);
    expect((await list(operator, { q: 'no-such-person' })).json().data).toMatchObject({ items: [], total: 0 });
    expect((await list(operator, { sort: 'password_hash' })).statusCode).toBe(422);
  });

  it('sends the invitation again with a new link; the earlier one stops working', async () => {
    const operator = await operatorBrowser();
    const { id } = (await invite(operator, { email: 'resend@example.test', display_name: 'Re Send', role: 'agent', agent_code: 'TEST1234' })).json().data;
    const first = await latestLinkToken(t.app, 'resend@example.test');
    t.clock.advance(60_000);
    const resent = await operator.post(`admin/staff/${id}/resend-invite`, {});
    expect(resent.json().data).toMatchObject({ status: 'invited', invited_at: t.clock.now().toISOString() });
    const second = await latestLinkToken(t.app, 'resend@example.test');
    expect(second).not.toBe(first);
    const browser = new Browser(t.app);
    expect((await browser.post('password-link', { token: first })).statusCode).toBe(410);
    expect((await browser.post('password-link', { token: second })).statusCode).toBe(200);
    // An account that has set its password has no invitation to send.
    const tess = (await list(operator, { q: 'tess@' })).json().data.items[0];
    expect((await operator.post(`admin/staff/${tess.id}/resend-invite`, {})).statusCode).toBe(409);
    expect((await operator.post('admin/staff/999999/resend-invite', {})).statusCode).toBe(404);
  });

  it('disables an account: its sessions end at once and its password is refused like a wrong one, until enabled', async () => {
    const operator = await operatorBrowser();
    const rep = new Browser(t.app).acceptCookies(await signIn(t.app, DEMO_ACCOUNTS.tessAgent, { remoteAddress: t.newAddress() }));
    expect((await rep.get('get-signed-in-user')).json().data).toMatchObject({ role: 'agent' });
    const tess = (await list(operator, { q: 'tess@' })).json().data.items[0];

    const disabled = await operator.post(`admin/staff/${tess.id}/disable`, {});
    expect(disabled.json().data).toMatchObject({ status: 'disabled', disabled_at: t.clock.now().toISOString() });
    expect((await rep.get('get-signed-in-user')).json().data).toBeNull();
    const refused = await t.trySignIn(DEMO_ACCOUNTS.tessAgent.email, DEMO_ACCOUNTS.tessAgent.password);
    const wrong = await t.trySignIn(DEMO_ACCOUNTS.tessAgent.email, 'a-wrong-password');
    expect([refused.statusCode, refused.json().message]).toEqual([wrong.statusCode, wrong.json().message]);
    expect((await list(operator, { status: 'disabled' })).json().data.items.map((a: { email: string }) => a.email)).toContain(DEMO_ACCOUNTS.tessAgent.email);

    const enabled = await operator.post(`admin/staff/${tess.id}/enable`, {});
    expect(enabled.json().data).toMatchObject({ status: 'active', disabled_at: null });
    await t.unlock(DEMO_ACCOUNTS.tessAgent.email);
    expect((await t.trySignIn(DEMO_ACCOUNTS.tessAgent.email, DEMO_ACCOUNTS.tessAgent.password)).statusCode).toBe(200);

    const audit = await listAuditEntries(t.app.database.db, { page: 1, per_page: 10, sort: 'at', dir: 'desc', q: DEMO_ACCOUNTS.tessAgent.email });
    expect(audit.items.find((e) => e.action === AUDIT_ACTIONS.disable)).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' }, actor_role: 'operator' });
    expect(audit.items.find((e) => e.action === AUDIT_ACTIONS.enable)).toMatchObject({ before: { status: 'disabled' }, after: { status: 'active' } });
  });

  it('disabling an operator ends its console session', async () => {
    const operator = await operatorBrowser();
    const other = await operatorSession(t.app, { email: 'other.operator@example.test' });
    const otherBrowser = new Browser(t.app).acceptCookies(other.cookie);
    expect((await otherBrowser.get('admin/me')).statusCode).toBe(200);
    await operator.post(`admin/staff/${other.accountId}/disable`, {});
    expect((await otherBrowser.get('admin/me')).statusCode).toBe(404);
  });

  it("refuses an operator's disabling of their own account, with the reason", async () => {
    const own = await operatorSession(t.app, { email: 'self.operator@example.test' });
    const browser = new Browser(t.app).acceptCookies(own.cookie);
    const refused = await browser.post(`admin/staff/${own.accountId}/disable`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You cannot disable your own account');
    expect((await browser.get('admin/me')).statusCode).toBe(200);
  });

  it('never disables the last enabled operator, even for a request that was let in just before its own account was disabled', async () => {
    const a = await operatorSession(t.app, { email: 'pair.a@example.test' });
    const b = await operatorSession(t.app, { email: 'pair.b@example.test' });
    const first = new Browser(t.app).acceptCookies(a.cookie);
    await t.app.database.db.update(staffAccounts).set({ disabledAt: t.clock.now() }).where(and(eq(staffAccounts.role, 'operator'), ne(staffAccounts.id, a.accountId), ne(staffAccounts.id, b.accountId)));
    expect((await first.post(`admin/staff/${b.accountId}/disable`, {})).statusCode).toBe(200);
    // b's call passed the session check before a disabled b; it reaches the service after.
    const ctx = { db: t.app.database.db, now: t.clock.now(), cipher: t.app.fieldCipher, ip: null, origin: 'http://localhost' };
    const refused = setAccountDisabled(ctx, { accountId: b.accountId, email: b.email, role: 'operator' }, a.accountId, true);
    await expect(refused).rejects.toMatchObject({ message: 'At least one other enabled operator must remain' });
    expect((await first.get('admin/me')).statusCode).toBe(200);
  });
});
