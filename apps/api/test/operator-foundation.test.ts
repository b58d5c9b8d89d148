import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@benefit-store/domain';
import { recordAudit, listAuditEntries } from '../src/modules/audit/index.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { operatorSession } from './helpers/operator-session.js';
import { signIn, DEMO_ACCOUNTS } from './helpers/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const ctx = () => t;

describe('operators and the audit log', () => {
  it('answers who the signed-in operator is, and 404 to a stranger or a rep', async () => {
    const { app } = ctx();
    const operator = await operatorSession(app, { email: 'olive@example.test', displayName: 'Olive Operator' });
    const mine = await app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: { cookie: operator.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'success', data: { email: 'olive@example.test', display_name: 'Olive Operator' } });

    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/me' })).statusCode).toBe(404);
    const rep = await signIn(app, DEMO_ACCOUNTS.tessAgent);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: { cookie: rep } })).statusCode).toBe(404);
  });

  it("an operator's session is not a rep's: get-signed-in-user answers null and rep calls 404", async () => {
    const { app } = ctx();
    const operator = await operatorSession(app);
    const who = await app.inject({ method: 'GET', url: '/api/v1/get-signed-in-user', headers: { cookie: operator.cookie } });
    expect(who.json()).toMatchObject({ status: 'success', data: null });
    const members = await app.inject({ method: 'GET', url: '/api/v1/get-agent-members?agent_id=1', headers: { cookie: operator.cookie } });
    expect(members.statusCode).toBe(404);
  });

  it('keeps every audit entry: no update or delete succeeds', async () => {
    const { app } = ctx();
    const db = app.database.db;
    // Sign-ins are audited too (the first test's rep): count what is there before.
    const earlier = (await listAuditEntries(db, { page: 1, per_page: 25, sort: 'at', dir: 'desc' })).total;
    await recordAudit(db, {
      actor: { accountId: 1, email: 'olive@example.test', role: 'operator' },
      action: AUDIT_ACTIONS.brandingEdit,
      target: { type: AUDIT_TARGETS.group, id: 'TESTGRP1' },
      ip: '203.0.113.9',
      before: { display_name: 'Old' },
      after: { display_name: 'New' },
    });
    const page = await listAuditEntries(db, { page: 1, per_page: 25, sort: 'at', dir: 'desc', actor: 'olive@' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ action: 'branding.edit', target_id: 'TESTGRP1', ip: '203.0.113.9', before: { display_name: 'Old' }, after: { display_name: 'New' } });
    await expect(db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await listAuditEntries(db, { page: 1, per_page: 25, sort: 'at', dir: 'desc' })).total).toBe(earlier + 1);
  });
});
