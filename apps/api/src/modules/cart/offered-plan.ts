import { carriers, plans } from '../../db/schema/index.js';
import type { PlanRules } from '@benefit-store/domain';

/** A plan as offered beside the cart (riders, suggestions): what is needed to price and show it. */
export interface OfferedPlan {
  id: number;
  category: string;
  name: string;
  shortText: string;
  logo: string;
  rules: PlanRules;
}

export const offeredPlanColumns = {
  id: plans.id,
  category: plans.category,
  name: plans.name,
  shortText: plans.shortText,
  logo: carriers.logo,
  rules: plans.rules,
};
