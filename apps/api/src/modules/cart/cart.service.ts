import {
  activeBlackoutMessage,
  localized,
  calendarDateOf,
  centsToDecimal,
  l713Breakdown,
  percentOfBasisPoints,
  type CartRider,
  hasPremierPlan,
  MESSAGES,
  PREMIER_PLAN_TYPE,
  pricePlan,
  type Cart,
  type CartItemRequest,
  type PairedCartItemRequest,
  type Tier,
  API_MESSAGES,
} from '@benefit-store/domain';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment, writeIfUnchanged } from '../enrollment-record/index.js';
import {
  blackoutsOf,
  cartMessagesOf,
  catalogFee,
  catalogSnapshot,
  type CatalogSnapshot,
  FEE_KEYS,
  findPlan,
  heldPlanState,
  keepAfterCartLine,
  type PlanAnswerOutcomes,
  type Person,
  personForPlan,
  personForPlanOf,
  personWithHousehold,
  planAnswersFor,
  pricingContextFor,
  pricingContextOf,
} from '../catalog/index.js';
import { requireCarrierAnswers } from '../plan-questions/index.js';
import { refuseActivePlan } from './active-plan.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { ridersOf } from './riders.repository.js';
import { cartCount, cartLines, type CartLine } from './cart-contents.js';
import { cartLinesTotals } from './cart-lines-totals.js';
import { deleteCartItem, putCartItem, putCartItemCounted, putCartItemIfUnchanged } from './cart.repository.js';
import { priceOffered } from './price-offered.js';

/**
 * Adds a plan at the price the server computes for this enrollment (pricePlan, as the listing and the plan page).
 * A plan pricing refuses is refused with its errorCode and message and the cart is left as it was. The client's
 * plan_pricing_id must be the priced row: a visitor cannot buy a cheaper row meant for another age, tier or state.
 * Mostly one statement (addIfUnchanged); otherwise the row is chosen under the enrollment's lock, so a filter change
 * made at the same moment either re-prices this line or makes this call refuse the row.
 */
export async function addPlanToCart(ctx: RequestContext, input: CartItemRequest): Promise<{ result: number }> {
  const added = await addIfUnchanged(ctx, input);
  if (added !== null) return { result: added };
  // The catalog facts are read before the lock: inside it only the transaction may touch the database.
  const snapshot = await catalogSnapshot(ctx.db);
  return withLockedEnrollment(
    ctx,
    input.enrollment_id,
    async (tx, enrollment) => {
      const line = await pricedLine(ctx, tx, snapshot, enrollment, input.plan_id, input.plan_pricing_id);
      return { result: await putCartItemCounted(tx, enrollment.id, line.planId, line.ppid, line.householdCents) };
    },
    // A cart line is added again by a click if a database crash loses it; checkout re-prices and commits it for good.
    { commit: 'without-waiting-for-disk' },
  );
}

/**
 * add-plan-to-cart in one statement (decision 0094): the line priced from what the session read of its enrollment
 * (heldPlanState: the copy the listing and the plan page priced from, or one read now), written only while none of
 * it changed (writeIfUnchanged). Answers the cart's count, or null when it cannot say alone (the plan is refused or
 * has carrier questions, the enrollment changed, is completed, has a charge in flight, is a member's...):
 * addPlanToCart then takes the locked path, which reads everything again and adds the line or refuses with the reason.
 */
async function addIfUnchanged(ctx: RequestContext, input: CartItemRequest): Promise<number | null> {
  const held = await heldPlanState(ctx, input.enrollment_id);
  if (!held) return null;
  const { snapshot, state } = held;
  const plan = snapshot.byId.get(input.plan_id);
  // A plan with carrier questions is checked against its questions' saved answers (requireCarrierAnswers), read under the lock.
  if (!plan || snapshot.carrierQuestionPlans.has(plan.id)) return null;
  const line = lineOf(snapshot, plan, personForPlanOf(held.person, plan), plan.rules.questionsFirst ? state.answers : undefined);
  if (line instanceof AppError || line.ppid !== input.plan_pricing_id) return null;
  const values = { planId: line.planId, ppid: line.ppid, priceCents: line.householdCents };
  const kept = (version: number, ticket: number) => keepAfterCartLine(ctx, input.enrollment_id, held, plan.id, version, ticket);
  if (!(await writeIfUnchanged(ctx, input.enrollment_id, held.read.factsVersion, 'put_cart_item_if_unchanged', putCartItemIfUnchanged, values, kept))) return null;
  // The cart is the one the copy read (its version is unchanged), with this plan in it.
  return state.inCart.size + (state.inCart.has(plan.id) ? 0 : 1);
}

/**
 * POST add-plan-to-cart-prudentials (spec 000 section 4: "a plan with a carrier pricing requirement may be added
 * together with its paired plan"): both plans pass every check of add-plan-to-cart in one transaction, so a refusal
 * of either leaves the cart as it was.
 */
export async function addPairedPlansToCart(ctx: RequestContext, input: PairedCartItemRequest): Promise<{ result: number }> {
  if (input.plan_id1 === input.plan_id) throw AppError.field('plan_id1', API_MESSAGES.pairedPlanSame);
  const snapshot = await catalogSnapshot(ctx.db);
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    const first = await pricedLine(ctx, tx, snapshot, enrollment, input.plan_id, input.plan_pricing_id);
    const second = await pricedLine(ctx, tx, snapshot, enrollment, input.plan_id1, input.plan_pricing_id1, { plan_id: 'plan_id1', plan_pricing_id: 'plan_pricing_id1' });
    await putCartItem(tx, enrollment.id, first.planId, first.ppid, first.householdCents);
    return { result: await putCartItemCounted(tx, enrollment.id, second.planId, second.ppid, second.householdCents) };
  });
}

/** A line add-plan-to-cart may put in the cart: the plan, the row pricePlan charges, a household-priced plan's price. */
interface PricedLine {
  planId: number;
  ppid: number;
  householdCents: number | null;
}

/**
 * A check added here must be added to addIfUnchanged too, or keep it from answering (decision 0094).
 *
 * Checks one plan for the cart inside the caller's locked transaction, the row pricePlan charges this enrollment;
 * throws (and so rolls the transaction back) on any refusal. `fields` names the request fields a refusal points at.
 * The plan and its rates come from the catalog's copy, as the listing and the plan page priced them (it is forgotten
 * at the commit of any change: decision 0071); of the enrollment's facts only those the plan's rules read are read,
 * under the lock: the household for a household-priced plan, the answers for a plan with questions, the carrier
 * answers for a plan with carrier questions, the member's policies for an existing member.
 */
async function pricedLine(
  ctx: RequestContext,
  tx: LockedTx,
  snapshot: CatalogSnapshot,
  enrollment: EnrollmentRow,
  planId: number,
  ppid: number,
  fields: LineFields = LINE_FIELDS,
): Promise<PricedLine> {
  const plan = snapshot.byId.get(planId);
  if (!plan) throw AppError.field(fields.plan_id, API_MESSAGES.planNotFound);
  const person = await personForPlan(tx, enrollment, ctx.now, plan);
  const answers = plan.rules.questionsFirst ? await planAnswersFor(tx, enrollment.id) : undefined;
  const line = lineOf(snapshot, plan, person, answers, fields);
  if (line instanceof AppError) throw line;
  if (line.ppid !== ppid) throw AppError.field(fields.plan_pricing_id, API_MESSAGES.planPricingNotFound);
  if (snapshot.carrierQuestionPlans.has(plan.id)) await requireCarrierAnswers(tx, enrollment.id, plan.id);
  await refuseActivePlan(tx, enrollment, plan.id);
  return line;
}

/** A plan of the catalog's copy. */
type CatalogPlan = NonNullable<ReturnType<CatalogSnapshot['byId']['get']>>;

/** The request fields a refusal points at: add-plan-to-cart's, or the paired plan's. */
interface LineFields {
  plan_id: string;
  plan_pricing_id: string;
}

const LINE_FIELDS: LineFields = { plan_id: 'plan_id', plan_pricing_id: 'plan_pricing_id' };

/** The line pricePlan makes of the plan for the person, or its refusal: the pricing errorCode and message. */
function lineOf(snapshot: CatalogSnapshot, plan: CatalogPlan, person: Person, answers: PlanAnswerOutcomes | undefined, fields: LineFields = LINE_FIELDS): PricedLine | AppError {
  const priced = pricePlan(plan, snapshot.rowsByPlan.get(plan.id) ?? [], person, pricingContextOf(snapshot, person, answers));
  // The envelope says why (the pricing errorCode and message); the field error keeps plan_id's refusal for forms.
  if (!priced.ok) return new AppError('invalid', priced.message, [{ target_element: fields.plan_id, error_message: API_MESSAGES.planNotFound }], priced.code);
  // A household-priced plan keeps its household price with the line (the row alone prices only the member).
  return { planId: plan.id, ppid: priced.row.ppid, householdCents: priced.household ? priced.row.priceCents : null };
}

/** Removing what is not in the cart is not an error: the cart simply does not hold it afterwards. */
export async function removePlanFromCart(ctx: RequestContext, input: CartItemRequest): Promise<{ result: number }> {
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    await deleteCartItem(tx, enrollment.id, input.plan_id);
    return { result: await cartCount(tx, enrollment.id) };
  });
}

export async function getCartCount(ctx: RequestContext, enrollmentId: string): Promise<{ result: number }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return { result: await cartCount(ctx.db, enrollment.id) };
}

export async function getCartAmount(ctx: RequestContext, enrollmentId: string): Promise<{ result: string }> {
  const cart = await getPlanCart(ctx, enrollmentId);
  return { result: cart.recurring_month_cost };
}

/**
 * The cart with its monthly totals. Recurring is the plans' prices plus the association membership when a plan
 * requires it (its fee is catalog data); the first month adds the plans' one-time fees. Beside the spec's fields it
 * carries the membership line, the administrative fee notice, a blackout message, riders and the premier-site flag.
 */
export async function getPlanCart(ctx: RequestContext, enrollmentId: string): Promise<Cart> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const lines = await cartLines(ctx.db, enrollment.id);
  const planIds = lines.map((l) => l.planId);
  // One after another: completion reads the cart inside its transaction, one connection that runs one query at a time.
  const { totals, membershipFee } = await cartLinesTotals(ctx.db, lines);
  const adminFee = lines.some((l) => l.adminFeeIncluded) ? await catalogFee(ctx.db, FEE_KEYS.adminFee) : null;
  const blackouts = await blackoutsOf(ctx.db, planIds);
  const notes = await cartMessagesOf(ctx.db, planIds);
  const riders = await cartRiders(ctx, enrollment, lines);
  const hasL713 = hasPremierPlan(lines.map((l) => ({ plan_type: l.planType })));
  const premierTier = lines.find((l) => l.planType === PREMIER_PLAN_TYPE)?.tier as Tier | undefined;
  const l713 = hasL713 && totals.premierNetCents !== null && premierTier ? l713Breakdown(totals.premierNetCents, premierTier) : null;
  return {
    result: lines.map((l) => ({
      plan_id: l.planId,
      plan_pricing_id: l.ppid,
      plan_name: l.name,
      plan_logo: l.logo,
      plan_category: l.category,
      plan_type: l.planType,
      plan_short_text: localized({ shortText: l.shortText }, l.translations).texts.shortText,
      tier: l.tier as Tier,
      price: centsToDecimal(l.priceCents),
      tier_price: centsToDecimal(l.priceCents),
      removable: 1 as const,
    })),
    initial_month_cost: centsToDecimal(totals.firstMonthCents),
    recurring_month_cost: centsToDecimal(totals.recurringCents),
    special_message: notes.length ? [...new Set(notes)].join(' ') : null,
    has_l713: hasL713,
    l713_net_price: l713 ? centsToDecimal(l713.netCents) : null,
    quote_name: null,
    membership: membershipFee && totals.membershipCents > 0 ? { name: membershipFee.label, monthly_fee: centsToDecimal(totals.membershipCents) } : null,
    admin_fee_percent: adminFee?.percentBp ? percentOfBasisPoints(adminFee.percentBp) : null,
    blackout_message: activeBlackoutMessage(blackouts, calendarDateOf(ctx.now)),
    riders,
    one_time_fees: lines.filter((l) => l.oneTimeFeeCents > 0).map((l) => ({ plan_name: l.name, amount: centsToDecimal(l.oneTimeFeeCents) })),
    l713_lines: l713 ? l713.lines.map((line) => ({ label: line.label, amount: centsToDecimal(line.cents) })) : [],
    // The premier host is any request not served for a custom host or an external site (hints only rebrand).
    premier_site: ctx.site.source !== 'host' && ctx.site.source !== 'external',
  };
}

/** Riders of the plans in the cart that are not in it yet, each once, priced for the person. */
async function cartRiders(ctx: RequestContext, enrollment: EnrollmentRow, lines: readonly CartLine[]): Promise<CartRider[]> {
  const inCart = new Set(lines.map((l) => l.planId));
  const links = (await ridersOf(ctx.db, [...inCart])).filter((link) => !inCart.has(link.rider.id));
  const seen = new Set<number>();
  const unique = links.filter((link) => (seen.has(link.rider.id) ? false : (seen.add(link.rider.id), true)));
  if (unique.length === 0) return [];
  // With the stored spouse and children, as the plan page and the cart price a household-priced plan.
  const person = await personWithHousehold(ctx.db, enrollment, ctx.now);
  const prices = await priceOffered(
    ctx.db,
    unique.map((l) => l.rider),
    person,
    await pricingContextFor(ctx.db, person),
  );
  const parentName = new Map(lines.map((l) => [l.planId, l.name]));
  return unique.flatMap(({ parentPlanId, rider }) => {
    const row = prices.get(rider.id);
    if (!row) return [];
    return [
      {
        parent_plan_id: parentPlanId,
        parent_plan_name: parentName.get(parentPlanId) ?? '',
        plan_id: rider.id,
        plan_pricing_id: row.ppid,
        plan_name: rider.name,
        plan_logo: rider.logo,
        plan_short_text: rider.shortText,
        price: centsToDecimal(row.priceCents),
      },
    ];
  });
}

/** GET get-more-requirement: whether the premier plan (type MM) is in the enrollment's cart, or is the named plan. */
export async function getMoreRequirement(ctx: RequestContext, query: { enrollment_id?: string | undefined; plan_id?: number | undefined }): Promise<{ result: boolean }> {
  if (query.enrollment_id !== undefined) {
    const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
    const lines = await cartLines(ctx.db, enrollment.id);
    return { result: hasPremierPlan(lines.map((l) => ({ plan_type: l.planType }))) };
  }
  const plan = query.plan_id !== undefined ? await findPlan(ctx.db, query.plan_id) : null;
  if (!plan) throw AppError.notFound(MESSAGES.notFound);
  return { result: plan.planType === PREMIER_PLAN_TYPE };
}
