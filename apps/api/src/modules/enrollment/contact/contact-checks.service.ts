import { ENROLLMENT_MESSAGES, US_STATES, type ContactValidity } from '@benefit-store/domain';
import type { RequestContext } from '../../shared/request-context.js';
import { requireHeldEnrollment } from '../../enrollment-record/index.js';
import { ownerOf, type ContactOwner } from './contact-exists.repository.js';
import { emailValidity, phoneDigits, phoneValidity, validityAnswer } from './contact-validity.js';
import { contactTakenForViewer, type ContactViewer } from './contact-viewer.js';

/** GET get-states: the states and territories the contact form offers (domain US_STATES). */
export const getStates = () => ({ result: US_STATES.map((s) => ({ name: s.name, abbrev: s.abbrev })) });

/** Whose contacts count as "someone else's": a named enrollment must be this browser's (404 otherwise). */
async function ownerFor(ctx: RequestContext, enrollmentId: string | undefined): Promise<ContactOwner> {
  if (enrollmentId === undefined) return { memberId: null };
  return ownerOf(await requireHeldEnrollment(ctx, enrollmentId));
}

/**
 * POST validate-member-email: syntax, disposable domain, then whether another member has it, told only to a viewer
 * who knows that member (contact-viewer.ts); anyone else hears what an unknown valid address hears.
 */
export async function validateMemberEmail(ctx: RequestContext, viewer: ContactViewer, input: { email: string; enrollment_id?: string }): Promise<ContactValidity> {
  const owner = await ownerFor(ctx, input.enrollment_id);
  const own = emailValidity(input.email);
  const exists = own.ok && (await contactTakenForViewer(ctx.db, viewer, 'email', input.email, owner));
  return validityAnswer(own, exists, ENROLLMENT_MESSAGES.emailAlreadyExists);
}

/** POST validate-email-neverbounce: whether mail can be delivered there, offline: syntax and disposable domain. */
export async function validateEmailDeliverable(ctx: RequestContext, input: { email: string; enrollment_id?: string }): Promise<ContactValidity> {
  await ownerFor(ctx, input.enrollment_id);
  return validityAnswer(emailValidity(input.email), false, ENROLLMENT_MESSAGES.emailAlreadyExists);
}

/**
 * GET validate-phone-numverify: 10 digits, a valid US number (libphonenumber), then whether another member has it,
 * told only as validate-member-email tells it.
 */
export async function validatePhone(ctx: RequestContext, viewer: ContactViewer, input: { phone: string; enrollment_id?: string }): Promise<ContactValidity> {
  const owner = await ownerFor(ctx, input.enrollment_id);
  const own = phoneValidity(input.phone);
  const digits = phoneDigits(input.phone);
  const exists = own.ok && digits !== null && (await contactTakenForViewer(ctx.db, viewer, 'phone', digits, owner));
  return validityAnswer(own, exists, ENROLLMENT_MESSAGES.phoneAlreadyExists);
}
