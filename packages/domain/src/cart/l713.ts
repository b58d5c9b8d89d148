/**
 * The carrier's price explanation for the premier plan L713 (002 section 2.4, 000 section 9), in the spec's
 * order. The Union Health & Welfare Contributions line is the cart's returned net price (l713_net_price).
 */
export const L713_PRICE_LINES: readonly { label: string; amount: string }[] = [
  { label: 'Union Dues', amount: '$25.00' },
  { label: 'Annuity Fund', amount: '$10.00' },
  { label: 'Billing Fees', amount: '$30.00' },
  { label: 'Association Member Fees', amount: 'Single $50, Member+Spouse $100, Member+Child(ren) $100, Family $150' },
  { label: 'Independent Marketer Fees', amount: 'averaging $77.00 to $150.00' },
];
export const L713_NET_PRICE_LABEL = 'Union Health & Welfare Contributions';
