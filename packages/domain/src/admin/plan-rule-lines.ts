import { tierLabel } from '../catalog/tiers.js';
import type { PlanRules } from '../pricing/plan-rules.js';
import { formatMoney } from '../shared/money.js';
import { CONSOLE_CATALOG_MESSAGES as M } from './console-catalog.messages.js';

/** One readable line of a plan's rules for the console ("Ages 18–64", "Tiers: Member Only, Family"). */
export interface RuleLine {
  key: string;
  text: string;
}

/** "Ages 18–64", "Ages 18 and over", "Ages up to 64", or null when neither bound is set. */
export function agesText(minAge: number | undefined, maxAge: number | undefined): string | null {
  if (minAge !== undefined && maxAge !== undefined) return M.agesBetween({ min: minAge, max: maxAge });
  if (minAge !== undefined) return M.agesFrom({ min: minAge });
  if (maxAge !== undefined) return M.agesUpTo({ max: maxAge });
  return null;
}

const list = (items: readonly string[]) => items.join(', ');

/**
 * A plan's rules (PlanRules) as the lines an operator reads, in the order the storefront checks them; an empty list
 * when the plan has no rule (everyone may buy it). Household rates come apart (householdRuleLines).
 */
export function planRuleLines(rules: PlanRules): RuleLine[] {
  const lines: RuleLine[] = [];
  const ages = agesText(rules.minAge, rules.maxAge);
  if (ages) lines.push({ key: 'ages', text: ages });
  if (rules.tiers) lines.push({ key: 'tiers', text: M.tiersList({ list: list(rules.tiers.map((t) => tierLabel(t))) }) });
  if (rules.tierAges) {
    for (const [tier, bounds] of Object.entries(rules.tierAges) as [Parameters<typeof tierLabel>[0], { minAge?: number; maxAge?: number }][]) {
      const text = agesText(bounds.minAge, bounds.maxAge);
      if (text) lines.push({ key: `tierAges-${tier}`, text: M.tierAges({ tier: tierLabel(tier), ages: text }) });
    }
  }
  if (rules.states) lines.push({ key: 'states', text: M.statesList({ list: list(rules.states) }) });
  if (rules.zipAreas) lines.push({ key: 'zipAreas', text: M.zipAreasList({ list: list(rules.zipAreas) }) });
  if (rules.minSalary !== undefined) lines.push({ key: 'minSalary', text: M.minSalary({ amount: formatMoney(rules.minSalary * 100) }) });
  if (rules.minWeeklyHours !== undefined) lines.push({ key: 'minWeeklyHours', text: M.minWeeklyHours({ n: rules.minWeeklyHours }) });
  if (rules.needsTobaccoAnswer) lines.push({ key: 'tobacco', text: M.needsTobaccoAnswer });
  if (rules.portals) lines.push({ key: 'portals', text: M.portalsList({ list: list(rules.portals) }) });
  if (rules.questionsFirst) lines.push({ key: 'questionsFirst', text: M.questionsFirst });
  if (rules.replacedBy) lines.push({ key: 'replacedBy', text: M.replacedBy({ plan: rules.replacedBy.plan, states: list(rules.replacedBy.states) }) });
  return lines;
}

/** A household-priced plan's dependents' rates as lines (empty for any other plan). */
export function householdRuleLines(rules: PlanRules): RuleLine[] {
  const household = rules.householdRates;
  if (!household) return [];
  const lines: RuleLine[] = household.spouseBands.map((band, i) => ({
    key: `spouse-${i}`,
    text: M.spouseBand({ ages: M.agesBetween({ min: band.minAge, max: band.maxAge }), price: formatMoney(band.priceCents) }),
  }));
  lines.push({ key: 'perChild', text: M.perChild({ price: formatMoney(household.perChildCents) }) });
  if (household.maxChildrenCharged !== undefined) lines.push({ key: 'maxChildren', text: M.maxChildrenCharged({ n: household.maxChildrenCharged }) });
  return lines;
}
