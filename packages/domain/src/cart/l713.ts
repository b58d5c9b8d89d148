import { defineCatalog } from '../i18n/catalog.js';
import type { Tier } from '../catalog/tiers.js';

/**
 * The carrier's price explanation for the premier plan L713 (002 section 2.4, 000 section 9), in the spec's
 * order. The Union Health & Welfare Contributions line is the cart's returned net price (l713_net_price): the price
 * less the fees above it (l713Breakdown).
 */
export const L713_MESSAGES = /* @__PURE__ */ defineCatalog('l713', {
  unionDues: 'Union Dues',
  annuityFund: 'Annuity Fund',
  billingFees: 'Billing Fees',
  associationFees: 'Association Member Fees',
  associationFeesAmount: 'Single $50, Member+Spouse $100, Member+Child(ren) $100, Family $150',
  marketerFees: 'Independent Marketer Fees',
  marketerFeesAmount: 'averaging $77.00 to $150.00',
  netPrice: 'Union Health & Welfare Contributions',
  monthlyPrice: 'Your monthly price',
});

/** Association member fees by tier, as the spec lists them. */
export const L713_ASSOCIATION_CENTS: Readonly<Record<Tier, number>> = { IO: 5000, IS: 10000, IC: 10000, IF: 15000 };
/**
 * Independent marketer fees by tier: the spec gives their average as $77 to $150; the carrier's figure per tier is
 * catalog knowledge the spec does not give, so each tier's is fixed here inside that range (docs/decisions/0049-household-and-money-on-the-landing.md).
 */
export const L713_MARKETER_CENTS: Readonly<Record<Tier, number>> = { IO: 7700, IS: 11000, IC: 11000, IF: 15000 };
const FIXED_FEES = [
  ['unionDues', 2500],
  ['annuityFund', 1000],
  ['billingFees', 3000],
] as const;

export interface L713Line {
  label: string;
  cents: number;
}

/**
 * The premier plan's monthly price as the carrier explains it: union dues, annuity fund, billing fees, the tier's
 * association and marketer fees, and the Union Health & Welfare Contributions, which are the rest (the returned net
 * price), so the lines add up to the price. Null when the fees alone exceed the price (a catalog error): then no
 * breakdown is shown rather than one that does not add up.
 */
export function l713Breakdown(priceCents: number, tier: Tier): { lines: L713Line[]; netCents: number } | null {
  const fees: L713Line[] = [
    ...FIXED_FEES.map(([label, cents]) => ({ label: L713_MESSAGES[label], cents })),
    { label: L713_MESSAGES.associationFees, cents: L713_ASSOCIATION_CENTS[tier] },
    { label: L713_MESSAGES.marketerFees, cents: L713_MARKETER_CENTS[tier] },
  ];
  const netCents = priceCents - fees.reduce((sum, l) => sum + l.cents, 0);
  if (netCents < 0) return null;
  return { lines: [...fees, { label: L713_MESSAGES.netPrice, cents: netCents }], netCents };
}

/** The spec's own listing of the fees by tier, shown under the breakdown. */
export const l713FeeNotes = (): L713Note[] => [
  { label: L713_MESSAGES.associationFees, text: L713_MESSAGES.associationFeesAmount },
  { label: L713_MESSAGES.marketerFees, text: L713_MESSAGES.marketerFeesAmount },
];
export interface L713Note {
  label: string;
  text: string;
}
