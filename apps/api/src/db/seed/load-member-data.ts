import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { agents, completedEnrollmentPlans, completedEnrollments, groups, members, plans, portals } from '../schema/index.js';
import type { SeedMember, SeedMemberRecord, SeedPurchase } from './seed-member-types.js';
import type { FieldCipher } from '../../modules/shared/field-encryption.js';
import { writeMemberRecord } from '../../modules/members/member-records.repository.js';
import { excludedSet } from './upsert.js';

async function idMap(rows: Promise<{ id: number; key: string }[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.key, r.id]));
}

function idOf(map: Map<string, number>, key: string | null, what: string): number | null {
  if (key === null) return null;
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${key}`);
  return id;
}

interface CompletedRow {
  ref: string;
  memberId: number | null;
  policyId: string | null;
  age: number;
  gender: number;
  tier: string;
  state: string;
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  completedAt: Date;
  plans: string[];
}

function ageAt(dob: string, isoDay: string): number {
  const [m, d, y] = dob.split('/').map(Number) as [number, number, number];
  const at = new Date(`${isoDay}T00:00:00Z`).getTime();
  return Math.floor((at - Date.UTC(y, m - 1, d)) / 31_557_600_000);
}

/**
 * Existing members (keyed by ref) and completed enrollments (keyed by ref: the policy id for a member's policy,
 * 'demo-NNNN' for the anonymous ones) with the plans each bought. Runs inside the demo data transaction after
 * plans, agents, groups and portals; loading twice leaves the same rows.
 */
export async function loadMemberData(tx: Db, data: { members?: SeedMember[] | undefined; purchases?: SeedPurchase[] | undefined }): Promise<void> {
  const memberRows = data.members ?? [];
  const purchaseRows = data.purchases ?? [];
  if (memberRows.length === 0 && purchaseRows.length === 0) return;

  // One after another: a transaction is one connection, and pg refuses overlapping queries on it (pg 9).
  const agentIds = await idMap(tx.select({ id: agents.id, key: agents.accessCode }).from(agents));
  const groupIds = await idMap(tx.select({ id: groups.id, key: groups.code }).from(groups));
  const portalIds = await idMap(tx.select({ id: portals.id, key: portals.code }).from(portals));
  const planIds = await idMap(tx.select({ id: plans.id, key: plans.slug }).from(plans));

  const memberIds = memberRows.length
    ? await idMap(
        tx
          .insert(members)
          .values(
            memberRows.map((m) => ({
              ref: m.ref,
              firstName: m.firstName,
              lastName: m.lastName,
              dob: m.dob,
              gender: m.gender,
              zip: m.zip,
              state: m.state,
              email: m.email,
              agentId: idOf(agentIds, m.agent, 'agent'),
              groupId: idOf(groupIds, m.group, 'group'),
              portalId: idOf(portalIds, m.portal, 'portal'),
            })),
          )
          .onConflictDoUpdate({ target: members.ref, set: excludedSet(members, ['id', 'ref', 'createdAt']) })
          .returning({ id: members.id, key: members.ref }),
      )
    : new Map<string, number>();

  const completed: CompletedRow[] = [
    ...memberRows.flatMap((m) =>
      m.policies.map((p) => ({
        ref: p.policyId,
        memberId: idOf(memberIds, m.ref, 'member'),
        policyId: p.policyId,
        age: ageAt(m.dob, p.completedOn),
        gender: m.gender,
        tier: p.tier,
        state: m.state,
        agentId: idOf(agentIds, m.agent, 'agent'),
        groupId: idOf(groupIds, m.group, 'group'),
        portalId: idOf(portalIds, m.portal, 'portal'),
        completedAt: new Date(`${p.completedOn}T12:00:00Z`),
        plans: p.plans,
      })),
    ),
    ...purchaseRows.map((p) => ({
      ref: p.ref,
      memberId: null,
      policyId: null,
      age: p.age,
      gender: p.gender,
      tier: p.tier,
      state: p.state,
      agentId: idOf(agentIds, p.agent, 'agent'),
      groupId: idOf(groupIds, p.group, 'group'),
      portalId: null,
      completedAt: new Date(`${p.completedOn}T12:00:00Z`),
      plans: p.plans,
    })),
  ];

  // Written in slices: one statement with thousands of parameters is slow on PGlite.
  for (let start = 0; start < completed.length; start += 200) {
    const slice = completed.slice(start, start + 200);
    const ids = await idMap(
      tx
        .insert(completedEnrollments)
        .values(slice.map(({ plans: _plans, ...row }) => row))
        .onConflictDoUpdate({ target: completedEnrollments.ref, set: excludedSet(completedEnrollments, ['id', 'ref']) })
        .returning({ id: completedEnrollments.id, key: completedEnrollments.ref }),
    );
    const enrollmentIds = [...ids.values()];
    // The plans of each record are made equal to the data set.
    await tx.delete(completedEnrollmentPlans).where(inArray(completedEnrollmentPlans.completedEnrollmentId, enrollmentIds));
    const links = slice.flatMap((row) =>
      row.plans.map((slug) => ({ completedEnrollmentId: idOf(ids, row.ref, 'completed enrollment')!, planId: idOf(planIds, slug, 'plan')! })),
    );
    if (links.length) await tx.insert(completedEnrollmentPlans).values(links).onConflictDoNothing();
  }
}

/**
 * Demo members' earlier answers (member_records), encrypted with the app's field cipher; a record of a member not
 * in the data set stops the load, as any unknown reference does. Loading twice leaves the same rows.
 */
export async function loadMemberRecords(tx: Db, cipher: FieldCipher, records: readonly SeedMemberRecord[]): Promise<void> {
  if (records.length === 0) return;
  const memberIds = await idMap(tx.select({ id: members.id, key: members.ref }).from(members));
  for (const record of records) {
    await writeMemberRecord(tx, cipher, idOf(memberIds, record.member, 'member')!, record.section, record.value);
  }
}
