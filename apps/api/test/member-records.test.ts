import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRecords, members } from '../src/db/schema/index.js';
import { readMemberRecord } from '../src/modules/members/member-records.repository.js';
import { isEncryptedField } from '../src/modules/shared/field-encryption.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

const BENEFICIARIES = [{ first_name: 'Kai', last_name: 'Testmember', ssn: '123456789', beneficiary_percentage: 100 }];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { ...wizardData, memberRecords: [{ member: 'M-T1', section: 'beneficiaries', value: BENEFICIARIES }] } });
});
afterAll(async () => t.close());

async function memberId(ref: string): Promise<number> {
  const [row] = await t.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, ref));
  return row!.id;
}

describe("existing members' earlier answers", () => {
  it('are loaded with the demo data, stored only encrypted, and read back for their member and section', async () => {
    const id = await memberId('M-T1');
    const rows = await t.app.database.db.select().from(memberRecords).where(eq(memberRecords.memberId, id));
    expect(rows).toHaveLength(1);
    expect(isEncryptedField(rows[0]!.secret)).toBe(true);
    expect(rows[0]!.secret).not.toContain('123456789');
    expect(await readMemberRecord(t.app.database.db, t.app.fieldCipher, id, 'beneficiaries')).toEqual(BENEFICIARIES);
  });

  it('answer null for a section the member has none of, and for a record that no longer decrypts', async () => {
    const id = await memberId('M-T1');
    expect(await readMemberRecord(t.app.database.db, t.app.fieldCipher, id, 'dependents')).toBeNull();
    // A record copied to another section is refused by its associated data: read as none, not as garbage.
    const [row] = await t.app.database.db.select().from(memberRecords).where(eq(memberRecords.memberId, id));
    await t.app.database.db.insert(memberRecords).values({ memberId: id, section: 'health_info', secret: row!.secret });
    expect(await readMemberRecord(t.app.database.db, t.app.fieldCipher, id, 'health_info')).toBeNull();
  });
});
