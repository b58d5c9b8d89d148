import type { StaffPrincipal } from '../../access/index.js';
import type { Db } from '../../../db/client.js';
import type { RequestContext } from '../../shared/request-context.js';
import { membersWithEmail, membersWithPhone, sessionHoldsAnyMember, staffHasAnyMember, type ContactOwner } from './contact-exists.repository.js';

/**
 * Who asks whether a contact is someone else's: this browser's session, and the signed-in rep (their members) or
 * group administrator (their group's members), if any. Issue 26 item 2: 'Email Already Exists.' and 'Phone already
 * exists' tell that an address or number is a member's, so they are told only to a caller who already knows that
 * member: the session holds an enrollment made for them (their member store link), or the signed-in staff has them.
 * Anyone else gets the answer an unknown valid contact gets (decision 0083).
 */
export interface ContactViewer {
  sessionId: string | null;
  staff: { agentId: number } | { groupId: number } | null;
}

/** The viewer of a request: its session and its signed-in rep or group administrator (request.staff()). */
export const contactViewer = (ctx: RequestContext, staff: StaffPrincipal | null): ContactViewer => ({
  sessionId: ctx.session?.id ?? null,
  staff: staff === null ? null : staff.role === 'agent' ? { agentId: staff.agentId } : { groupId: staff.groupId },
});

/** A viewer who knows no member (the save-for-later path, which has no staff at hand, decides nothing by it). */
export const sessionOnlyViewer = (ctx: RequestContext): ContactViewer => ({ sessionId: ctx.session?.id ?? null, staff: null });

/**
 * Whether the contact is on file for another member whom the viewer knows. The same queries run for every
 * well-formed contact, member's or not, so the answer's time says little more than its words.
 */
export async function contactTakenForViewer(db: Db, viewer: ContactViewer, type: 'email' | 'phone', contact: string, owner: ContactOwner): Promise<boolean> {
  const others = type === 'email' ? await membersWithEmail(db, contact, owner) : await membersWithPhone(db, contact, owner);
  const [holds, staffHas] = await Promise.all([
    sessionHoldsAnyMember(db, viewer.sessionId, others),
    viewer.staff ? staffHasAnyMember(db, viewer.staff, others) : Promise.resolve(false),
  ]);
  return others.length > 0 && (holds || staffHas);
}
