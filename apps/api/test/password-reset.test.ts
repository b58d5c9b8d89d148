import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, PASSWORD_RESET_MAILS_PER_HOUR_RECIPIENT } from '@benefit-store/domain';
import { listAuditEntries } from '../src/modules/audit/index.js';
import { fixtureData } from './helpers/fixture-data.js';
import { DEMO_ACCOUNTS, signIn, staffTestApp } from './helpers/sign-in.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { latestLinkToken, mailsTo } from './helpers/account-links.js';
import { operatorSession } from './helpers/operator-session.js';
import { runDueJobs } from './helpers/jobs.js';

const t = staffTestApp({ start: new Date('2026-03-02T15:00:00Z'), demoData: fixtureData, addressPrefix: '10.9.0' });
const admin = DEMO_ACCOUNTS.testGroupAdmin;
const NEW_PASSWORD = 'a long walk by the lakeside';

const askReset = (email: string, remoteAddress = t.newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/request-password-reset', payload: { email }, remoteAddress });
/** Asks for a reset link, then lets the server's job runner do what it does right after the answer. */
const requestReset = async (email: string, remoteAddress = t.newAddress()) => {
  const response = await askReset(email, remoteAddress);
  await runDueJobs(t.app);
  return response;
};

describe('a forgotten password', () => {
  it('answers the same whether or not the address has an account, and mails a link only to an account', async () => {
    const known = await requestReset(admin.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(t.app, 'nobody-here@example.test')).toEqual([]);
    const [mail] = await mailsTo(t.app, admin.email);
    expect(mail).toMatchObject({ subject: 'Reset your Benefit Store password', template: 'password-reset' });
    expect(mail!.text).toContain('within 1 hour');
    const audit = await listAuditEntries(t.app.database.db, { page: 1, per_page: 5, sort: 'at', dir: 'desc', action: AUDIT_ACTIONS.passwordResetRequest });
    expect(audit.items.map((e) => e.target_id)).toEqual([admin.email]);
  });

  it('answers before looking the address up: the link is made and mailed afterwards, by the job runner', async () => {
    const answer = await askReset(DEMO_ACCOUNTS.tessAgent.email);
    expect(answer.statusCode).toBe(200);
    const before = (await mailsTo(t.app, DEMO_ACCOUNTS.tessAgent.email)).length;
    const unknown = await askReset('nobody-either@example.test');
    expect(unknown.body).toBe(answer.body);
    await runDueJobs(t.app);
    expect((await mailsTo(t.app, DEMO_ACCOUNTS.tessAgent.email)).length).toBe(before + 1);
    expect(await mailsTo(t.app, 'nobody-either@example.test')).toEqual([]);
  });

  it("a stranger's reset request does not end an invitation; setting the password ends every live link", async () => {
    const operator = new Browser(t.app).acceptCookies((await operatorSession(t.app)).cookie);
    await operator.post('admin/staff/invite', { email: 'ivy@example.test', display_name: 'Ivy', role: 'agent', agent_code: 'TEST1234' });
    const invitation = await latestLinkToken(t.app, 'ivy@example.test');
    await requestReset('ivy@example.test');
    const reset = await latestLinkToken(t.app, 'ivy@example.test');
    expect(reset).not.toBe(invitation);
    const browser = new Browser(t.app);
    expect((await browser.post('password-link', { token: invitation })).statusCode).toBe(200);
    expect((await browser.post('password-link', { token: reset })).statusCode).toBe(200);
    expect((await browser.post('set-password', { token: invitation, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await browser.post('password-link', { token: reset })).statusCode).toBe(410);
  });

  it('sets a new password from the link once: the policy for the role, then the old password is refused', async () => {
    const signedIn = new Browser(t.app).acceptCookies(await signIn(t.app, admin, { remoteAddress: t.newAddress() }));
    await requestReset(admin.email);
    const token = await latestLinkToken(t.app, admin.email);
    const browser = new Browser(t.app);
    expect((await browser.post('password-link', { token })).json().data).toEqual({ email: admin.email, role: 'group_admin', purpose: 'reset', min_length: 15 });

    const field = async (password: string, confirm = password) => (await browser.post('set-password', { token, password, confirm })).json().data;
    expect(await field('fourteen-chars')).toEqual([{ target_element: 'password', error_message: 'Use at least 15 characters' }]);
    expect(await field('1qaz2wsx3edc4rfv')).toEqual([{ target_element: 'password', error_message: 'This password is too common: choose another' }]);
    expect(await field('1QAZ2WSX3EDC4RFV')).toEqual([{ target_element: 'password', error_message: 'This password is too common: choose another' }]);
    expect(await field(NEW_PASSWORD, 'something else entirely')).toEqual([{ target_element: 'confirm', error_message: 'The passwords do not match' }]);
    expect(await field('x'.repeat(129))).toEqual([{ target_element: 'password', error_message: 'Use at most 128 characters' }]);

    const set = await browser.post('set-password', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(set.json().data).toEqual({ email: admin.email, role: 'group_admin', next: 'sign_in' });
    // A new password ends the sessions signed in with the old one.
    expect((await signedIn.get('get-signed-in-user')).json().data).toBeNull();
    expect((await t.trySignIn(admin.email, admin.password)).statusCode).toBe(401);
    expect((await t.trySignIn(admin.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await browser.post('set-password', { token, password: 'another long passphrase', confirm: 'another long passphrase' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: 'This link has expired or was already used', errorCode: 'linkExpired' });
    const audit = await listAuditEntries(t.app.database.db, { page: 1, per_page: 5, sort: 'at', dir: 'desc', action: AUDIT_ACTIONS.passwordSet });
    expect(audit.items[0]).toMatchObject({ target_id: admin.email, after: { status: 'active', via: 'reset' } });
    expect(JSON.stringify(audit.items)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a link an hour after it was sent, by the app clock, and a made-up one', async () => {
    await requestReset(DEMO_ACCOUNTS.tessAgent.email);
    const token = await latestLinkToken(t.app, DEMO_ACCOUNTS.tessAgent.email);
    const browser = new Browser(t.app);
    t.clock.advance(59 * 60_000);
    expect((await browser.post('password-link', { token })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await browser.post('password-link', { token })).statusCode).toBe(410);
    expect((await browser.post('set-password', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(410);
    expect((await browser.post('password-link', { token: 'made-up-token' })).statusCode).toBe(410);
    expect((await t.trySignIn(DEMO_ACCOUNTS.tessAgent.email, DEMO_ACCOUNTS.tessAgent.password)).statusCode).toBe(200);
  });

  it('a newer link ends the earlier one', async () => {
    await requestReset(DEMO_ACCOUNTS.tessAgent.email);
    const first = await latestLinkToken(t.app, DEMO_ACCOUNTS.tessAgent.email);
    await requestReset(DEMO_ACCOUNTS.tessAgent.email);
    const browser = new Browser(t.app);
    expect((await browser.post('password-link', { token: first })).statusCode).toBe(410);
    expect((await browser.post('password-link', { token: await latestLinkToken(t.app, DEMO_ACCOUNTS.tessAgent.email) })).statusCode).toBe(200);
  });

  it('mails nothing to a disabled account, and its live link stops working', async () => {
    const operator = new Browser(t.app).acceptCookies((await operatorSession(t.app)).cookie);
    const invited = (await operator.post('admin/staff/invite', { email: 'dee@example.test', display_name: 'Dee', role: 'agent', agent_code: 'TEST1234' })).json().data;
    const token = await latestLinkToken(t.app, 'dee@example.test');
    await operator.post(`admin/staff/${invited.id}/disable`, {});
    expect((await new Browser(t.app).post('password-link', { token })).statusCode).toBe(410);
    const before = (await mailsTo(t.app, 'dee@example.test')).length;
    expect((await requestReset('dee@example.test')).statusCode).toBe(200);
    expect((await mailsTo(t.app, 'dee@example.test')).length).toBe(before);
  });

  it(`mails one address no more than ${PASSWORD_RESET_MAILS_PER_HOUR_RECIPIENT} links an hour, however many visitors ask, with the same answer`, async () => {
    const operator = new Browser(t.app).acceptCookies((await operatorSession(t.app)).cookie);
    await operator.post('admin/staff/invite', { email: 'rita@example.test', display_name: 'Rita', role: 'agent', agent_code: 'TEST1234' });
    const before = (await mailsTo(t.app, 'rita@example.test')).length;
    const answers = [];
    for (let i = 0; i < PASSWORD_RESET_MAILS_PER_HOUR_RECIPIENT + 2; i++) answers.push(await requestReset('Rita@example.test'));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await mailsTo(t.app, 'rita@example.test')).length).toBe(before + PASSWORD_RESET_MAILS_PER_HOUR_RECIPIENT);
  });

  it('limits reset requests of one visitor, not of the address it shares with others', async () => {
    const address = t.newAddress();
    const browser = new Browser(t.app);
    await startEnrollment(browser);
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await browser.request({ method: 'POST', url: '/api/v1/request-password-reset', payload: { email: `someone-${i}@example.test` }, remoteAddress: address })).statusCode);
    }
    await runDueJobs(t.app);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    // Someone else behind the same address asks and is answered.
    expect((await requestReset('a-colleague@example.test', address)).statusCode).toBe(200);
  });
});
