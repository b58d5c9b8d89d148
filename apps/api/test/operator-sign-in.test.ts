import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, RECOVERY_CODE_COUNT } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { staffAccounts } from '../src/db/schema/index.js';
import { listAuditEntries } from '../src/modules/audit/index.js';
import { fixtureData } from './helpers/fixture-data.js';
import { DEMO_ACCOUNTS, staffTestApp } from './helpers/sign-in.js';
import { Browser } from './helpers/browser.js';
import { codeNow, DEMO_OPERATOR, latestLinkToken } from './helpers/account-links.js';
import { operatorSession } from './helpers/operator-session.js';
import { clearWrongSignIns, secondFactorSubject } from '../src/modules/access/staff-session.repository.js';

const t = staffTestApp({ start: new Date('2026-03-02T15:00:00Z'), demoData: fixtureData, addressPrefix: '10.7.0' });

/** A browser that has passed the password step of the console's sign-in. */
async function passwordStep(email: string = DEMO_OPERATOR.email, password: string = DEMO_OPERATOR.password): Promise<Browser> {
  const browser = new Browser(t.app);
  const response = await browser.request({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password }, remoteAddress: t.newAddress() });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

const secondFactor = (browser: Browser, body: unknown) => browser.request({ method: 'POST', url: '/api/v1/admin/sign-in/second-factor', payload: body as object, remoteAddress: t.newAddress() });
const me = (browser: Browser) => browser.get('admin/me');

describe("the console's sign-in", () => {
  it('signs the demo operator in with the password and then a code of the authenticator, and records it', async () => {
    const browser = await passwordStep();
    expect((await me(browser)).statusCode).toBe(404);
    expect((await browser.get('admin/sign-in/pending')).json().data).toEqual({ step: 'second_factor', email: DEMO_OPERATOR.email });

    const signedIn = await secondFactor(browser, { method: 'totp', code: codeNow(t.app, DEMO_OPERATOR.totpSecret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toEqual({ email: DEMO_OPERATOR.email, display_name: DEMO_OPERATOR.displayName });
    expect((await me(browser)).json().data.email).toBe(DEMO_OPERATOR.email);
    expect((await browser.get('admin/sign-in/pending')).json().data).toBeNull();

    const [row] = await t.app.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, DEMO_OPERATOR.email));
    expect(row!.lastSignedInAt).toEqual(t.clock.now());
    const audit = await listAuditEntries(t.app.database.db, { page: 1, per_page: 5, sort: 'at', dir: 'desc', action: AUDIT_ACTIONS.signIn, actor: DEMO_OPERATOR.email });
    expect(audit.items[0]).toMatchObject({ target_id: DEMO_OPERATOR.email, actor_role: 'operator' });
    expect(audit.items[0]!.ip).toMatch(/^10\.7\.0\./);
  });

  it('gives one answer to a wrong password, an unknown address and a rep, and opens no second step', async () => {
    const answers = [];
    for (const [email, password] of [
      [DEMO_OPERATOR.email, 'not-the-password'],
      ['nobody@example.test', 'whatever-it-is'],
      [DEMO_ACCOUNTS.tessAgent.email, DEMO_ACCOUNTS.tessAgent.password],
    ] as const) {
      const browser = new Browser(t.app);
      const response = await browser.request({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password }, remoteAddress: t.newAddress() });
      answers.push([response.statusCode, response.json().message]);
      expect((await browser.get('admin/sign-in/pending')).json().data).toBeNull();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([401, 'The e-mail or password is incorrect.']);
    await t.unlock(DEMO_OPERATOR.email);
  });

  it('refuses a wrong code next to the field, a used code, and ends the step after five wrong codes', async () => {
    const browser = await passwordStep();
    const wrong = await secondFactor(browser, { method: 'totp', code: '000000' === codeNow(t.app, DEMO_OPERATOR.totpSecret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'The code is incorrect', data: [{ target_element: 'code', error_message: 'The code is incorrect' }] });

    // The code of the first test's step was used: it works once, also within its 30 seconds.
    const used = await secondFactor(browser, { method: 'totp', code: codeNow(t.app, DEMO_OPERATOR.totpSecret) });
    expect(used.statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await secondFactor(browser, { method: 'totp', code: '999999' })).json().message).toBe('The code is incorrect');
    const fifth = await secondFactor(browser, { method: 'totp', code: '999998' });
    expect(fifth.json()).toMatchObject({ message: 'This sign-in step has expired. Please sign in again.', errorCode: 'signInStepExpired' });
    t.clock.advance(30_000);
    expect((await secondFactor(browser, { method: 'totp', code: codeNow(t.app, DEMO_OPERATOR.totpSecret) })).statusCode).toBe(401);
  });

  it('binds the step to the browser and ends it after five minutes', async () => {
    await passwordStep();
    const otherBrowser = new Browser(t.app);
    t.clock.advance(30_000);
    expect((await secondFactor(otherBrowser, { method: 'totp', code: codeNow(t.app, DEMO_OPERATOR.totpSecret) })).json().errorCode).toBe('signInStepExpired');

    const browser = await passwordStep();
    t.clock.advance(5 * 60_000 + 1000);
    expect((await secondFactor(browser, { method: 'totp', code: codeNow(t.app, DEMO_OPERATOR.totpSecret) })).json().errorCode).toBe('signInStepExpired');
  });

  it('ends an operator session after 15 idle minutes and 8 hours, while a rep keeps 30 minutes', async () => {
    const operator = await operatorSession(t.app);
    const rep = new Browser(t.app).acceptCookies((await t.trySignIn(DEMO_ACCOUNTS.tessAgent.email, DEMO_ACCOUNTS.tessAgent.password)).headers['set-cookie']!.toString().split(';')[0]!);
    const operatorBrowser = new Browser(t.app).acceptCookies(operator.cookie);
    t.clock.advance(14 * 60_000);
    expect((await me(operatorBrowser)).statusCode).toBe(200);
    expect((await rep.get('get-signed-in-user')).json().data).toMatchObject({ role: 'agent' });
    // 16 minutes without a call: the operator's session has ended, the rep's (30 minutes) has not.
    t.clock.advance(16 * 60_000);
    expect((await me(operatorBrowser)).statusCode).toBe(404);
    expect((await rep.get('get-signed-in-user')).json().data).toMatchObject({ role: 'agent' });

    const busy = new Browser(t.app).acceptCookies((await operatorSession(t.app)).cookie);
    for (let minutes = 0; minutes < 8 * 60 - 10; minutes += 10) {
      t.clock.advance(10 * 60_000);
      expect((await me(busy)).statusCode).toBe(200);
    }
    t.clock.advance(11 * 60_000);
    expect((await me(busy)).statusCode).toBe(404);
  });

  it('sets up the second factor of a new operator, gives ten recovery codes that work once each', async () => {
    const inviter = new Browser(t.app).acceptCookies((await operatorSession(t.app)).cookie);
    const invited = await inviter.post('admin/staff/invite', { email: 'new.operator@example.test', display_name: 'Nia Operator', role: 'operator' });
    expect(invited.statusCode, invited.body).toBe(200);
    const token = await latestLinkToken(t.app, 'new.operator@example.test');

    const browser = new Browser(t.app);
    expect((await browser.post('password-link', { token })).json().data).toEqual({ email: 'new.operator@example.test', role: 'operator', purpose: 'invite', min_length: 8 });
    const short = await browser.post('set-password', { token, password: 'seven77', confirm: 'seven77' });
    expect(short.json().data).toEqual([{ target_element: 'password', error_message: 'Use at least 8 characters' }]);
    const common = await browser.post('set-password', { token, password: 'baseball', confirm: 'baseball' });
    expect(common.json().data).toEqual([{ target_element: 'password', error_message: 'This password is too common: choose another' }]);
    const set = await browser.post('set-password', { token, password: 'nia-console-pass', confirm: 'nia-console-pass' });
    expect(set.json().data).toEqual({ email: 'new.operator@example.test', role: 'operator', next: 'second_factor_setup' });

    const pending = (await browser.get('admin/sign-in/pending')).json().data;
    expect(pending).toMatchObject({ step: 'second_factor_setup', email: 'new.operator@example.test' });
    expect(pending.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(pending.otpauth_uri).toBe(`otpauth://totp/Benefit%20Store:new.operator%40example.test?secret=${pending.secret}&issuer=Benefit+Store&algorithm=SHA1&digits=6&period=30`);
    const badSetup = await browser.request({ method: 'POST', url: '/api/v1/admin/sign-in/second-factor-setup', payload: { code: '12345' } });
    expect(badSetup.json().data).toEqual([{ target_element: 'code', error_message: 'The code has 6 digits' }]);
    const setup = await browser.request({ method: 'POST', url: '/api/v1/admin/sign-in/second-factor-setup', payload: { code: codeNow(t.app, pending.secret) } });
    expect(setup.statusCode, setup.body).toBe(200);
    const codes: string[] = setup.json().data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await me(browser)).json().data.email).toBe('new.operator@example.test');

    const [row] = await t.app.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'new.operator@example.test'));
    expect(row!.totpSecret).not.toContain(pending.secret);

    // Later, without the authenticator: a recovery code (typed in lower case, without dashes) signs in once.
    const later = await passwordStep('new.operator@example.test', 'nia-console-pass');
    const recovered = await secondFactor(later, { method: 'recovery', code: codes[3]!.toLowerCase().replace(/-/g, '') });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const again = await passwordStep('new.operator@example.test', 'nia-console-pass');
    expect((await secondFactor(again, { method: 'recovery', code: codes[3]! })).statusCode).toBe(401);

    const actions = (await listAuditEntries(t.app.database.db, { page: 1, per_page: 20, sort: 'at', dir: 'desc', q: 'new.operator@example.test' })).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining([AUDIT_ACTIONS.invite, AUDIT_ACTIONS.passwordSet, AUDIT_ACTIONS.secondFactorSet, AUDIT_ACTIONS.recoveryCodeUsed, AUDIT_ACTIONS.signIn]));
    const entries = JSON.stringify((await listAuditEntries(t.app.database.db, { page: 1, per_page: 50, sort: 'at', dir: 'desc' })).items);
    expect(entries).not.toContain(pending.secret);
    expect(entries).not.toContain(codes[0]!);
  });

  it('locks the second step of an account after ten wrong codes in 15 minutes, across fresh steps, and says so', async () => {
    const [operator] = await t.app.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, DEMO_OPERATOR.email));
    await clearWrongSignIns(t.app.database.db, secondFactorSubject(operator!.id));
    const wrongCode = () => (codeNow(t.app, DEMO_OPERATOR.totpSecret) === '000000' ? '111111' : '000000');
    let browser = await passwordStep();
    for (let i = 1; i <= 9; i += 1) {
      if (i === 6) browser = await passwordStep(); // the first step ended after five wrong codes: a fresh one
      expect((await secondFactor(browser, { method: 'totp', code: wrongCode() })).statusCode).toBe(401);
    }
    const tenth = await secondFactor(browser, { method: 'totp', code: wrongCode() });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(tenth.headers['retry-after'])).toBe(15 * 60);

    // Locked: the right password opens no new step, and no code is checked.
    const again = new Browser(t.app);
    const refused = await again.request({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }, remoteAddress: t.newAddress() });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await secondFactor(browser, { method: 'totp', code: codeNow(t.app, DEMO_OPERATOR.totpSecret) })).statusCode).not.toBe(200);
    const audit = await listAuditEntries(t.app.database.db, { page: 1, per_page: 5, sort: 'at', dir: 'desc', action: AUDIT_ACTIONS.secondFactorLocked });
    expect(audit.items.map((e) => e.target_id)).toEqual([DEMO_OPERATOR.email]);

    t.clock.advance(15 * 60_000 + 1000);
    const later = await passwordStep();
    expect((await secondFactor(later, { method: 'totp', code: codeNow(t.app, DEMO_OPERATOR.totpSecret) })).statusCode).toBe(200);
  });
});
