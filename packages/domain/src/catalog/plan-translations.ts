import type { PlanTexts } from '../pricing/plan-rules.js';

/**
 * The plan texts a translation may give (the catalog files' plan `translations`). Apart from localized.ts, which the
 * first pages' answer schemas import: they must not reach plan-rules.ts (its schemas are on zod's classic API).
 */
export interface PlanTranslatedTexts {
  shortText: string;
  bodyText: string;
  calloutText: string | null;
  network: string | null;
  details: PlanTexts;
}
