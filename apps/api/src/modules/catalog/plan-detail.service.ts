import {
  categoryLabel,
  localized,
  centsToDecimal,
  TIERS,
  type PlanCard,
  type PlanDetail,
  type PlanPricingDetail,
  type PlanTexts,
  API_MESSAGES,
  percentOfBasisPoints,
  PLAN_PAGE_MESSAGES,
} from '@benefit-store/domain';
import { catalogFee, FEE_KEYS } from './catalog-facts.js';
import { cartMessagesOf } from './plan-notices.repository.js';
import { planHasQuestions } from './plan-answer-outcomes.repository.js';
import { NO_HOUSEHOLD, withHousehold } from './household.js';
import type { PlanAnswerOutcomes } from './pricing-context.js';
import { heldEnrollmentWithPlanState, heldPlanState } from './enrollment-plan-state.js';
import { AppError } from '../shared/app-error.js';
import { planHash } from './plan-hash.js';
import type { RequestContext } from '../shared/request-context.js';
import { isBuyableBy, pricePlanFor } from './buyable-plans.js';
import { findPlanTexts } from './catalog.repository.js';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-cache.js';
import type { PricedAnswer } from './catalog.service.js';
import type { CatalogPlan } from './catalog.repository.js';
import type { Person } from './person.js';
import { toPlanCard } from './plan-card.js';

/** The description fields the plan has (a missing one is left out, so its toggle is not shown). */
function descriptionOf(details: PlanTexts): Partial<PlanDetail['plan_desc']> {
  const out: Partial<PlanDetail['plan_desc']> = {};
  if (details.blueBarText) out.blueBarText = details.blueBarText;
  if (details.associationText) out.association_text = details.associationText;
  if (details.exclusions) Object.assign(out, { exclusions_text: details.exclusions.text, exclusions_text_name: details.exclusions.name });
  if (details.example) Object.assign(out, { example_text: details.example.text, example_text_name: details.example.name });
  if (details.faq) Object.assign(out, { faq_text: details.faq.text, faq_text_name: details.faq.name });
  return out;
}

/** GET get-plan-detail: a plan's name, carrier and texts. */
export async function getPlanDetail(ctx: RequestContext, planId: number): Promise<PlanDetail> {
  const snapshot = await catalogSnapshot(ctx.db);
  const plan = snapshot.byId.get(planId);
  const [texts, notes, adminFee, hasQuestions] = plan
    ? await Promise.all([
        findPlanTexts(ctx.db, planId),
        cartMessagesOf(ctx.db, [planId]),
        plan.adminFeeIncluded ? catalogFee(ctx.db, FEE_KEYS.adminFee) : null,
        planHasQuestions(ctx.db, planId),
      ])
    : [null, [], null, false];
  if (!plan || !texts) throw AppError.notFound(API_MESSAGES.planNotFound);
  const own = localized({ shortText: texts.shortText, bodyText: texts.bodyText, details: texts.details }, texts.translations);
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_category: plan.category,
    category_label: categoryLabel(plan.category),
    plan_logo: plan.carrierLogo,
    carrier_name: plan.carrierName,
    hash: planHash(plan.slug),
    plan_desc: { header_text: own.texts.shortText, body_text: own.texts.bodyText, ...descriptionOf(own.texts.details), content_lang: own.lang },
    plan_facts: plan.facts,
    plan_type: plan.planType,
    plan_notices: [...(adminFee?.percentBp ? [PLAN_PAGE_MESSAGES.adminFeeInPlanPrices({ percent: percentOfBasisPoints(adminFee.percentBp) })] : []), ...notes],
    has_questions: hasQuestions,
  };
}

/**
 * GET get-plan-pricing-detail(-elevate): the plan priced for the enrollment by pricePlan, the same function the
 * listing and add-plan-to-cart use. An unknown plan is a 404 (the page shows not found); an enrollment this
 * browser does not hold answers enrollmentIdError, like every other refusal, in the data.
 */
export async function getPlanPricingDetail(ctx: RequestContext, query: { pid: number; enrollment_id: string }): Promise<PlanPricingDetail> {
  return (await planPricingAnswer(ctx, query)).answer();
}

/** getPlanPricingDetail in two halves: the reads (the enrollment and what the plan's rules read of it) and the pricing. */
export async function planPricingAnswer(ctx: RequestContext, query: { pid: number; enrollment_id: string }): Promise<PricedAnswer<PlanPricingDetail>> {
  const snapshot = await catalogSnapshot(ctx.db);
  const plan = snapshot.byId.get(query.pid);
  if (!plan) throw AppError.notFound(API_MESSAGES.planNotFound);
  const held = await heldPlanState(ctx, query.enrollment_id);
  // Only the facts this plan's rules read: the household for a household-priced plan, the answers for one with
  // questions (so the answer's memo key holds nothing else: answer-memo.ts).
  const person = held ? (plan.rules.householdRates === undefined ? withHousehold(held.person, NO_HOUSEHOLD) : held.person) : null;
  const answers = held && plan.rules.questionsFirst ? held.state.answers : undefined;
  const key = JSON.stringify([plan.id, person, answers ? [...answers].sort(([a], [b]) => a - b) : null]);
  return { snapshot, key, answer: () => pricePlanPage(snapshot, plan, person, answers) };
}

function pricePlanPage(snapshot: CatalogSnapshot, plan: CatalogPlan, person: Person | null, answers: PlanAnswerOutcomes | undefined): PlanPricingDetail {
  const tier = person?.tier ?? 'IO';
  if (!person) {
    // pricePlan's answer for a missing person: enrollmentIdError.
    const refused = pricePlanFor(snapshot, plan, null);
    return { plan_id: plan.id, tier, plans: [], errorCode: refused.ok ? null : refused.code, message: refused.ok ? null : refused.message, pid: null };
  }
  const priced = pricePlanFor(snapshot, plan, person, answers);
  if (!priced.ok) return { plan_id: plan.id, tier, plans: [], errorCode: priced.code, message: priced.message, pid: priced.pid ?? null };
  const plans = TIERS.flatMap((t) => {
    const row = priced.tierRows[t];
    return row && row.priceCents > 0 ? [{ tier: t, ppid: row.ppid, price_male_nons: centsToDecimal(row.priceCents), is_selected_tier: t === tier }] : [];
  });
  return { plan_id: plan.id, tier, plans, errorCode: null, message: null, pid: null };
}

const RELATED_LIMIT = 3;

/**
 * GET get-related-plans: the plan page's suggested products. Other plans of the plan's category the visitor is
 * offered (the listing's rule), priced like the listing; then, when fewer, the site's featured plans of other categories.
 */
export async function getRelatedPlans(ctx: RequestContext, query: { plan_id: number; enrollment_id: string }): Promise<PlanCard[]> {
  const { person, snapshot, state } = await heldEnrollmentWithPlanState(ctx, query.enrollment_id);
  const { inCart, carrierPending } = state;
  const plan = snapshot.byId.get(query.plan_id);
  if (!plan) throw AppError.notFound(API_MESSAGES.planNotFound);
  const offered = snapshot.plans.filter((p) => p.id !== plan.id && isBuyableBy(snapshot, p, person));
  const sameCategory = offered.filter((p) => p.category === plan.category);
  const featured = offered.filter((p) => p.category !== plan.category && p.featured);
  return [...sameCategory, ...featured].slice(0, RELATED_LIMIT).map((p) => {
    const priced = pricePlanFor(snapshot, p, person);
    return priced.ok
      ? toPlanCard(p, { tier: person.tier, row: priced.row, priceCents: priced.row.priceCents, tierPrices: { [person.tier]: priced.row.priceCents } }, { inCart: inCart.has(p.id), hideAddToCart: carrierPending.has(p.id) })
      : toPlanCard(p, { tier: person.tier, row: null, priceCents: null, tierPrices: {} }, { inCart: inCart.has(p.id), hideAddToCart: true, priceMessage: priced.message, priceErrorCode: priced.code });
  });
}
