import type { Tier } from '@benefit-store/domain';

/** A policy an existing member holds: a completed enrollment with its plans (by slug). */
export interface SeedPolicy {
  policyId: string; // confirmation number, e.g. 'POL-204511'
  tier: Tier;
  plans: string[]; // SeedPlan.slug
  completedOn: string; // YYYY-MM-DD
}

/** A fictional existing member (the spec's user_id), who belongs to a rep and possibly a group. */
export interface SeedMember {
  ref: string; // natural key, e.g. 'M-1001'
  firstName: string;
  lastName: string;
  dob: string; // MM/DD/YYYY
  gender: 0 | 1;
  zip: string;
  state: string;
  email: string; // example.com / example.org only
  agent: string | null; // SeedAgent.accessCode
  group: string | null; // SeedGroup.code
  portal: string | null; // SeedPortal.code
  policies: SeedPolicy[];
}

/** An anonymous completed enrollment: who bought (age band data) and what. Recommendations are computed from these. */
export interface SeedPurchase {
  ref: string; // natural key, e.g. 'demo-0001'
  age: number;
  gender: 0 | 1;
  tier: Tier;
  state: string;
  plans: string[]; // SeedPlan.slug
  agent: string | null;
  group: string | null;
  completedOn: string; // YYYY-MM-DD
}

/** The sections of an existing member's earlier answers (table member_records). */
export const MEMBER_RECORD_SECTIONS = ['beneficiaries', 'dependents', 'health_info', 'payment_cards', 'bank_accounts', 'ssn'] as const;
export type MemberRecordSection = (typeof MEMBER_RECORD_SECTIONS)[number];

/** One section of a demo member's earlier answers, in the wire shape the section's *-existing-user-* call reads. */
export interface SeedMemberRecord {
  /** The member's ref (SeedMember.ref). */
  member: string;
  section: MemberRecordSection;
  value: unknown;
}
