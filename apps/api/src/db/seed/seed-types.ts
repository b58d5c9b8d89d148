import type {
  CatalogCarrier,
  CatalogCarrierQuestion,
  CatalogDocument,
  CatalogHealthQuestion,
  CatalogPlan,
  CatalogPlanQuestion,
  PeopleGroup,
  PeoplePortal,
  PeopleRep,
  PlanFacts,
  PlanRules,
  PlanTexts,
  Tier,
} from '@benefit-store/domain';

/**
 * The shape of a data set the seed loads (load-demo-data.ts): the catalog part is the catalog files' shape (the
 * domain's catalog-file schemas), read from apps/api/catalog/demo/ for the demo; tests build smaller sets in code.
 * Plans carry their prices as bands here (an age range with a price per tier), which tests write more briefly than
 * rate rows; the loader turns them into the files' rate rows (seed-documents.ts).
 */
export type SeedCarrier = CatalogCarrier;

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

export type SeedPlan = Omit<CatalogPlan, 'rates' | 'rules' | 'details' | 'facts'> & {
  rules: SeedPlanRules;
  /** The plan page's other texts (blue bar, association note, exclusions, example, FAQ). */
  details?: PlanTexts;
  /** Benefit facts for the card, the plan page and the compare page (domain catalog/plan-facts.ts). */
  facts?: PlanFacts | null;
  bands: SeedPriceBand[];
};

export type SeedPortal = PeoplePortal;
export type SeedAgent = PeopleRep;
export type SeedGroup = Omit<PeopleGroup, 'rep'> & { agent: string };

/** Key/value theme entries: colours, fonts and image URLs (see the spec's theme section). */
export type SeedTheme = Record<string, string>;

/** Cart and checkout catalog data; plans are named by slug. */
export type SeedCheckout = Pick<CatalogDocument, 'fees' | 'riders' | 'suggestions' | 'blackouts' | 'cartMessages'>;
export type SeedHealthQuestion = CatalogHealthQuestion;
export type SeedPlanQuestion = CatalogPlanQuestion;
export type SeedCarrierQuestion = CatalogCarrierQuestion;
export interface SeedPlanQuestions {
  planQuestions: SeedPlanQuestion[];
  carrierQuestions: SeedCarrierQuestion[];
}

export type { SeedReferral, SeedSite } from './seed-site-types.js';
import type { SeedReferral, SeedSite } from './seed-site-types.js';
export type { SeedMember, SeedPolicy, SeedPurchase } from './seed-member-types.js';
import type { SeedMember, SeedMemberRecord, SeedPurchase } from './seed-member-types.js';

export interface DemoData {
  carriers: SeedCarrier[];
  plans: SeedPlan[];
  portals: SeedPortal[];
  agents: SeedAgent[];
  groups: SeedGroup[];
  defaultTheme: SeedTheme;
  /** Optional so that smaller data sets (tests) can leave it out. */
  checkout?: SeedCheckout;
  /** Site records and referral links (issue 3); see apps/api/catalog/demo/people.json. Optional for the same reason. */
  sites?: SeedSite[];
  referrals?: SeedReferral[];
  /** Existing members with their policies, and anonymous completed enrollments (recommendations); optional. */
  members?: SeedMember[];
  purchases?: SeedPurchase[];
  /** Existing members' earlier answers (stored encrypted: loaded only when the loader is given the field cipher). */
  memberRecords?: SeedMemberRecord[];
  /** The health question catalog with its plan links (written by the catalog files' writer); optional. */
  healthQuestions?: SeedHealthQuestion[];
  /** The plan page's questions and supplemental carrier questions (written by the catalog files' writer); optional. */
  planQuestions?: SeedPlanQuestions;
  /** A FedACH directory file's text for bank_directory (demo/bank-directory.ts); optional. */
  bankDirectory?: string;
}
