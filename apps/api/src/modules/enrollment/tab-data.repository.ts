import { TAB_KEYS, type TabKey } from '@benefit-store/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollmentTabs } from '../../db/schema/index.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import type { LockedTx } from '../enrollment-record/index.js';

/** What a step saved: its plain fields, its secret fields decrypted, and when. */
export interface TabData {
  data: Record<string, unknown>;
  secrets: Record<string, string>;
  savedAt: Date;
}

/** The associated data a tab's secrets are encrypted under: they decrypt only for this enrollment and tab. */
export const tabSecretContext = (enrollmentId: string, tab: TabKey) => `enrollment:${enrollmentId}:${tab}`;

/**
 * Saves one step's data (upsert: saving a step again replaces what it saved before, one row per tab). The secret
 * fields are encrypted as one JSON object; none given stores no secret (an earlier one is dropped).
 */
export async function saveTabData(
  tx: LockedTx,
  cipher: FieldCipher,
  enrollmentId: string,
  tab: TabKey,
  value: { data: Record<string, unknown>; secrets?: Record<string, string> },
  now: Date,
): Promise<void> {
  const secrets = value.secrets && Object.keys(value.secrets).length > 0 ? value.secrets : null;
  const secret = secrets ? cipher.encryptJson(secrets, tabSecretContext(enrollmentId, tab)) : null;
  await tx
    .insert(enrollmentTabs)
    .values({ enrollmentId, tab, data: value.data, secret, savedAt: now })
    .onConflictDoUpdate({ target: [enrollmentTabs.enrollmentId, enrollmentTabs.tab], set: { data: value.data, secret, savedAt: now } });
}

/** What the step saved, or null when it has not been saved. A secret that does not decrypt throws (FieldDecryptionError). */
export async function readTabData(db: Db, cipher: FieldCipher, enrollmentId: string, tab: TabKey): Promise<TabData | null> {
  const rows = await db
    .select()
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, tab)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const secrets = row.secret ? cipher.decryptJson<Record<string, string>>(row.secret, tabSecretContext(enrollmentId, tab)) : {};
  return { data: row.data, secrets, savedAt: row.savedAt };
}

/**
 * Every tab the enrollment has saved, in the wizard's order (TAB_KEYS), from one query: completion reads them all
 * under the enrollment's lock.
 */
export async function readAllTabData(db: Db, cipher: FieldCipher, enrollmentId: string): Promise<Partial<Record<TabKey, TabData>>> {
  const rows = await db.select().from(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, enrollmentId));
  const byTab = new Map(rows.map((row) => [row.tab, row]));
  const tabs: Partial<Record<TabKey, TabData>> = {};
  for (const tab of TAB_KEYS) {
    const row = byTab.get(tab);
    if (!row) continue;
    const secrets = row.secret ? cipher.decryptJson<Record<string, string>>(row.secret, tabSecretContext(enrollmentId, tab)) : {};
    tabs[tab] = { data: row.data, secrets, savedAt: row.savedAt };
  }
  return tabs;
}

/** The tabs this enrollment has saved so far (the wizard's reachability), in no particular order. */
export async function savedTabKeys(db: Db, enrollmentId: string): Promise<TabKey[]> {
  const rows = await db.select({ tab: enrollmentTabs.tab }).from(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, enrollmentId));
  return rows.map((r) => r.tab);
}
