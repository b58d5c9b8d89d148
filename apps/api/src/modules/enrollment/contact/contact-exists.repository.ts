import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { enrollments, enrollmentTabs, members } from '../../../db/schema/index.js';

/**
 * 'Email Already Exists.' and 'Phone already exists' (spec 001 section 8), decided as: the contact is on file for
 * another member. That is a member record with the e-mail (case aside), or contact information saved on an
 * enrollment made for another member (enrollments.user_id set and not this enrollment's member). The enrollment's
 * own member never counts (an existing-user enrollment keeps its member's e-mail), and anonymous enrollments do not
 * count: a person who starts again must be able to reuse their own address and number.
 */
export interface ContactOwner {
  /** The enrollment's own member (enrollments.user_id), excluded from the search. */
  memberId: number | null;
}

/** The member an enrollment was made for, if any. */
export const ownerOf = (enrollment: { userId: number | null }): ContactOwner => ({ memberId: enrollment.userId });

/** Whether the contact_info of an enrollment of another member holds `value` under `field`. */
async function savedOnAnotherMembersEnrollment(db: Db, field: 'email_address' | 'phone_number', value: string, owner: ContactOwner): Promise<boolean> {
  const saved: SQL =
    field === 'email_address' ? sql`lower(${enrollmentTabs.data} ->> 'email_address')` : sql`(${enrollmentTabs.data} ->> 'phone_number')`;
  const otherMember = owner.memberId !== null ? and(isNotNull(enrollments.userId), ne(enrollments.userId, owner.memberId)) : isNotNull(enrollments.userId);
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollmentTabs)
    .innerJoin(enrollments, eq(enrollments.id, enrollmentTabs.enrollmentId))
    .where(and(eq(enrollmentTabs.tab, 'contact_info'), otherMember, sql`${saved} = ${value}`))
    .limit(1);
  return rows.length > 0;
}

export async function emailOnFileForAnother(db: Db, email: string, owner: ContactOwner): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const sameEmail = sql`lower(${members.email}) = ${normalized}`;
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(owner.memberId !== null ? and(sameEmail, ne(members.id, owner.memberId)) : sameEmail)
    .limit(1);
  return rows.length > 0 || (await savedOnAnotherMembersEnrollment(db, 'email_address', normalized, owner));
}

/** Member records hold no phone: only numbers saved on other members' enrollments count. */
export async function phoneOnFileForAnother(db: Db, phoneDigits: string, owner: ContactOwner): Promise<boolean> {
  return savedOnAnotherMembersEnrollment(db, 'phone_number', phoneDigits, owner);
}
