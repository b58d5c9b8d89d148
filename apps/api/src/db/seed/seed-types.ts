import type { PlanCategory, PlanFacts, PlanRules, PlanTexts, SuggestionKind, Tier } from '@benefit-store/domain';

/**
 * The shape of the demo data set. The data lives in ./data/*.ts as plain objects; the loader
 * (load-demo-data.ts) writes it idempotently, keyed by the natural keys below (codes, slugs, names).
 */
export interface SeedCarrier {
  key: string; // natural key, e.g. 'harbor-mutual'
  name: string;
  logo: string; // public URL of a local SVG, e.g. '/assets/carriers/harbor-mutual.svg'
}

/** One pricing band: an age range with a monthly price per tier, in cents. Gender/tobacco/state null = any. */
export interface SeedPriceBand {
  ageMin: number;
  ageMax: number;
  gender?: 0 | 1 | null;
  tobacco?: 0 | 1 | null;
  state?: string | null;
  prices: Partial<Record<Tier, number>>;
}

/** A plan's availability rules: the domain's type (pricing/plan-rules.ts), the seed writes them as they are. */
export type SeedPlanRules = PlanRules;

export interface SeedPlan {
  slug: string; // natural key, kebab-case, unique
  carrier: string; // SeedCarrier.key
  category: PlanCategory;
  name: string;
  planType: 'ST' | 'MM' | 'IHA'; // MM = premier (L713)
  shortText: string; // one or two sentences for the card
  bodyText: string; // a paragraph or two for the detail page (HTML-free plain text)
  network: string | null; // medical plans only, e.g. 'Choice PPO'
  calloutText: string | null; // e.g. 'Most popular'
  calloutColor: string | null; // CSS colour, e.g. '#0a7d38'
  featured: boolean;
  oneTimeFeeCents: number; // enrollment fee added to the first month only
  adminFeeIncluded: boolean; // the 3% administrative fee is inside the shown prices
  requiresMembership: boolean; // needs the $5.00/month association membership
  rules: SeedPlanRules;
  /** The plan page's other texts (blue bar, association note, exclusions, example, FAQ). */
  details?: PlanTexts;
  /** Benefit facts for the card, the plan page and the compare page (domain catalog/plan-facts.ts). */
  facts?: PlanFacts;
  bands: SeedPriceBand[];
  sortOrder: number;
}

export interface SeedPortal {
  code: string; // natural key, e.g. 'PREMIER'
  name: string;
}

export interface SeedAgent {
  accessCode: string; // 4 letters then 4 digits, e.g. 'ABCD1234'
  firstName: string;
  middleName: string | null;
  lastName: string;
  displayName: string;
  displayEmail: string;
  displayPhone: string; // 10 digits
  displayAboutName: string;
  bio: string;
  tagline: string;
  landingPage: string; // path segment, e.g. 'jordan-lee'
  portals: string[]; // SeedPortal.code
  theme: Record<string, string>; // theme overrides (see SeedTheme keys)
}

export interface SeedGroup {
  /** A fixed id, for a group the configuration names by id (the member store's 1929); others get the next serial id. */
  id?: number;
  code: string; // group enrollment code, e.g. 'ACME2024'
  name: string;
  agent: string; // SeedAgent.accessCode of the group's rep
  portal: string; // SeedPortal.code
  displayName: string;
  displayEmail: string;
  displayPhone: string;
  tagline: string;
  aboutUs: string;
  landingPage: string; // path segment
  host: string | null; // custom host name, e.g. 'acme.localhost'
  address: { address1: string; city: string; state: string; zip: string };
  theme: Record<string, string>;
}

/** Key/value theme entries: colours, fonts and image URLs (see the spec's theme section). */
export type SeedTheme = Record<string, string>;

/** Cart and checkout catalog data (issue 4); plans are named by slug. See demo/checkout.ts. */
export interface SeedCheckout {
  fees: { key: string; label: string; amountCents: number | null; percentBp: number | null }[];
  riders: { plan: string; rider: string; sortOrder: number }[];
  suggestions: {
    kind: SuggestionKind;
    plan: string;
    missingCategory: string;
    display: boolean;
    title: string;
    header: string;
    link: string;
    linkDescription: string;
    sortOrder: number;
  }[];
  blackouts: { plan: string; startsOn: string; endsOn: string; message: string }[];
  cartMessages: { plan: string; message: string }[];
}

export type { SeedReferral, SeedSite } from './seed-site-types.js';
import type { SeedReferral, SeedSite } from './seed-site-types.js';
export type { SeedMember, SeedPolicy, SeedPurchase } from './seed-member-types.js';
import type { SeedMember, SeedMemberRecord, SeedPurchase } from './seed-member-types.js';
import type { SeedHealthQuestion } from './load-health-questions.js';
import type { SeedPlanQuestions } from './load-plan-questions.js';

export interface DemoData {
  carriers: SeedCarrier[];
  plans: SeedPlan[];
  portals: SeedPortal[];
  agents: SeedAgent[];
  groups: SeedGroup[];
  defaultTheme: SeedTheme;
  /** Optional so that smaller data sets (tests) can leave it out. */
  checkout?: SeedCheckout;
  /** Site records and referral links (issue 3); see demo/sites.ts. Optional for the same reason. */
  sites?: SeedSite[];
  referrals?: SeedReferral[];
  /** Existing members with their policies, and anonymous completed enrollments (recommendations); optional. */
  members?: SeedMember[];
  purchases?: SeedPurchase[];
  /** Existing members' earlier answers (stored encrypted: loaded only when the loader is given the field cipher). */
  memberRecords?: SeedMemberRecord[];
  /** The health question catalog with its plan links (load-health-questions.ts); optional. */
  healthQuestions?: SeedHealthQuestion[];
  /** The plan page's questions and supplemental carrier questions (load-plan-questions.ts); optional. */
  planQuestions?: SeedPlanQuestions;
  /** A FedACH directory file's text for bank_directory (demo/bank-directory.ts); optional. */
  bankDirectory?: string;
}
