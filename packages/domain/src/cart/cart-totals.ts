/**
 * The cart's monthly money, in cents (get-plan-cart, and through it the quote and checkout): recurring is the
 * plans' prices plus the association membership when a plan requires it; the first month adds the plans' one-time
 * fees; the premier plans' (type MM) prices make the L713 net price.
 */
export interface CartTotalsLine {
  priceCents: number;
  oneTimeFeeCents: number;
  requiresMembership: boolean;
  isPremier: boolean;
}

export interface CartTotals {
  firstMonthCents: number;
  recurringCents: number;
  /** The membership fee charged every month, 0 when no plan requires it. */
  membershipCents: number;
  oneTimeFeesCents: number;
  /** The premier plans' total, null without one. */
  premierNetCents: number | null;
}

/** `membershipFeeCents`: the catalog's association membership fee (null when the catalog has none). */
export function cartTotals(lines: readonly CartTotalsLine[], membershipFeeCents: number | null): CartTotals {
  const plans = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const membershipCents = lines.some((l) => l.requiresMembership) ? Math.max(0, membershipFeeCents ?? 0) : 0;
  const oneTimeFeesCents = lines.reduce((sum, l) => sum + l.oneTimeFeeCents, 0);
  const premier = lines.filter((l) => l.isPremier);
  const recurringCents = plans + membershipCents;
  return {
    firstMonthCents: recurringCents + oneTimeFeesCents,
    recurringCents,
    membershipCents,
    oneTimeFeesCents,
    premierNetCents: premier.length ? premier.reduce((sum, l) => sum + l.priceCents, 0) : null,
  };
}
