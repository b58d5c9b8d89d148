import { EPROCESS } from '../process.js';

/** Which verification fields the agreement's server flags require (get-form-fields-agreement-info). */
export interface AgreementFlags {
  brokerNameRequired: boolean;
  groupNameRequired: boolean;
  userNameRequired: boolean;
  signatureRequired: boolean;
}

export const SIGNATURE_APPLICANT = 'sigapplicant';
export type AgreementEprocess = typeof EPROCESS.rep | typeof EPROCESS.group | typeof EPROCESS.applicant | typeof SIGNATURE_APPLICANT;

/**
 * The eprocess saved with the agreement (spec 002 section 4): rep if a broker name is required, else group if a
 * group name is, else applicant if a user name is, else sigapplicant if a signature is; none when nothing is asked.
 */
export function agreementEprocess(flags: AgreementFlags): AgreementEprocess | null {
  if (flags.brokerNameRequired) return EPROCESS.rep;
  if (flags.groupNameRequired) return EPROCESS.group;
  if (flags.userNameRequired) return EPROCESS.applicant;
  if (flags.signatureRequired) return SIGNATURE_APPLICANT;
  return null;
}

/** What decides the review's 'Send enrollment & signature notification via Text Message' checkbox. */
export interface TextNotificationFacts {
  enrollBy: string | null;
  ihaInCart: boolean;
  alreadySigned: boolean;
  signatureRequired: boolean;
}

/** Offered only for enroll-by rep or group, with no IHA plan in the cart, not yet signed, and a plan requiring a signature. */
export function offersTextNotification(facts: TextNotificationFacts): boolean {
  return (facts.enrollBy === EPROCESS.rep || facts.enrollBy === EPROCESS.group) && !facts.ihaInCart && !facts.alreadySigned && facts.signatureRequired;
}
