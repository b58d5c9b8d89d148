import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { catalogFees, planBlackouts, planCartMessages, planRiders, planSuggestions, plans } from '../schema/index.js';
import type { SeedCheckout } from './seed-types.js';
import { excludedSet } from './upsert.js';

/**
 * Writes the cart and checkout catalog data inside the demo data transaction. Fees, suggestions and cart notes are
 * upserted by their natural keys; the riders and blackouts of a plan named in the set are made equal to the set,
 * as pricing rows are. Running it twice leaves the same rows.
 */
export async function loadCheckoutData(tx: Db, data: SeedCheckout): Promise<void> {
  const slugs = [
    ...new Set([
      ...data.riders.flatMap((r) => [r.plan, r.rider]),
      ...data.suggestions.map((s) => s.plan),
      ...data.blackouts.map((b) => b.plan),
      ...data.cartMessages.map((m) => m.plan),
    ]),
  ];
  const rows = slugs.length ? await tx.select({ id: plans.id, slug: plans.slug }).from(plans).where(inArray(plans.slug, slugs)) : [];
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  const idOf = (slug: string) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Checkout data refers to an unknown plan: ${slug}`);
    return id;
  };

  if (data.fees.length) {
    await tx
      .insert(catalogFees)
      .values(data.fees)
      .onConflictDoUpdate({ target: catalogFees.key, set: excludedSet(catalogFees, ['key']) });
  }

  const riderParents = [...new Set(data.riders.map((r) => idOf(r.plan)))];
  if (riderParents.length) await tx.delete(planRiders).where(inArray(planRiders.planId, riderParents));
  if (data.riders.length) {
    await tx.insert(planRiders).values(data.riders.map((r) => ({ planId: idOf(r.plan), riderPlanId: idOf(r.rider), sortOrder: r.sortOrder })));
  }

  if (data.suggestions.length) {
    await tx
      .insert(planSuggestions)
      .values(data.suggestions.map(({ plan, ...rest }) => ({ ...rest, planId: idOf(plan) })))
      .onConflictDoUpdate({ target: planSuggestions.kind, set: excludedSet(planSuggestions, ['kind']) });
  }

  const blackoutPlans = [...new Set(data.blackouts.map((b) => idOf(b.plan)))];
  if (blackoutPlans.length) await tx.delete(planBlackouts).where(inArray(planBlackouts.planId, blackoutPlans));
  if (data.blackouts.length) {
    await tx.insert(planBlackouts).values(data.blackouts.map(({ plan, ...rest }) => ({ ...rest, planId: idOf(plan) })));
  }

  if (data.cartMessages.length) {
    await tx
      .insert(planCartMessages)
      .values(data.cartMessages.map((m) => ({ planId: idOf(m.plan), message: m.message })))
      .onConflictDoUpdate({ target: planCartMessages.planId, set: excludedSet(planCartMessages, ['planId']) });
  }
}
