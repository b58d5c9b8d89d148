import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { enrollments, enrollmentTabs, members, sessionEnrollments } from '../../../db/schema/index.js';

/**
 * 'Email Already Exists.' and 'Phone already exists' (spec 001 section 8), decided as: the contact is on file for
 * another member. That is a member record with the e-mail (case aside), or contact information saved on an
 * enrollment made for another member (enrollments.user_id set and not this enrollment's member). The enrollment's
 * own member never counts (an existing-user enrollment keeps its member's e-mail), and anonymous enrollments do not
 * count: a person who starts again must be able to reuse their own address and number.
 *
 * Whether it is told is the viewer's (contact-viewer.ts): that a contact is a member's is said only to a caller who
 * already knows that member (docs/decisions/0083-membership-told-only-to-who-knows-the-member.md).
 */
export interface ContactOwner {
  /** The enrollment's own member (enrollments.user_id), excluded from the search. */
  memberId: number | null;
}

/** The member an enrollment was made for, if any. */
export const ownerOf = (enrollment: { userId: number | null }): ContactOwner => ({ memberId: enrollment.userId });

/**
 * The other members whose enrollments' saved contact_info holds `value` under `field`: all of them (no limit), so
 * that a rep's own member among many who share a contact is never cut off and answered as a stranger.
 */
async function membersWhoSavedIt(db: Db, field: 'email_address' | 'phone_number', value: string, owner: ContactOwner): Promise<number[]> {
  const saved: SQL =
    field === 'email_address' ? sql`lower(${enrollmentTabs.data} ->> 'email_address')` : sql`(${enrollmentTabs.data} ->> 'phone_number')`;
  const otherMember = owner.memberId !== null ? and(isNotNull(enrollments.userId), ne(enrollments.userId, owner.memberId)) : isNotNull(enrollments.userId);
  const rows = await db
    .selectDistinct({ memberId: enrollments.userId })
    .from(enrollmentTabs)
    .innerJoin(enrollments, eq(enrollments.id, enrollmentTabs.enrollmentId))
    .where(and(eq(enrollmentTabs.tab, 'contact_info'), otherMember, sql`${saved} = ${value}`));
  return rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
}

/** The other members the e-mail is on file for (none: nobody else's). */
export async function membersWithEmail(db: Db, email: string, owner: ContactOwner): Promise<number[]> {
  const normalized = email.trim().toLowerCase();
  const sameEmail = sql`lower(${members.email}) = ${normalized}`;
  const [records, saved] = await Promise.all([
    db
      .select({ id: members.id })
      .from(members)
      .where(owner.memberId !== null ? and(sameEmail, ne(members.id, owner.memberId)) : sameEmail),
    membersWhoSavedIt(db, 'email_address', normalized, owner),
  ]);
  return [...new Set([...records.map((r) => r.id), ...saved])];
}

/** Member records hold no phone: only numbers saved on other members' enrollments count. */
export function membersWithPhone(db: Db, phoneDigits: string, owner: ContactOwner): Promise<number[]> {
  return membersWhoSavedIt(db, 'phone_number', phoneDigits, owner);
}

/** Which of the members this browser's session holds an enrollment of (a member store link opened here). */
export async function sessionHoldsAnyMember(db: Db, sessionId: string | null, memberIds: readonly number[]): Promise<boolean> {
  // Asked even with no member or no session (an impossible id), so a stranger's answer takes the same queries.
  const ids = memberIds.length > 0 ? [...memberIds] : [-1];
  const rows = await db
    .select({ id: enrollments.id })
    .from(sessionEnrollments)
    .innerJoin(enrollments, eq(enrollments.id, sessionEnrollments.enrollmentId))
    .where(and(eq(sessionEnrollments.sessionId, sessionId ?? ''), inArray(enrollments.userId, ids)))
    .limit(1);
  return rows.length > 0;
}

/** Whether any of the members is the signed-in rep's (members.agent_id) or the group administrator's (group_id). */
export async function staffHasAnyMember(db: Db, staff: { agentId: number } | { groupId: number }, memberIds: readonly number[]): Promise<boolean> {
  const ids = memberIds.length > 0 ? [...memberIds] : [-1];
  const whose = 'agentId' in staff ? eq(members.agentId, staff.agentId) : eq(members.groupId, staff.groupId);
  const rows = await db.select({ id: members.id }).from(members).where(and(inArray(members.id, ids), whose)).limit(1);
  return rows.length > 0;
}
