import { defineCatalog } from '../i18n/catalog.js';
import { formatMoney } from '../shared/money.js';

/**
 * The carrier's price explanation for the premier plan L713 (002 section 2.4, 000 section 9), in the spec's
 * order. The Union Health & Welfare Contributions line is the cart's returned net price (l713_net_price).
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
});

const line = (label: keyof typeof L713_MESSAGES, amount: () => string) => ({
  get label() {
    return L713_MESSAGES[label] as string;
  },
  get amount() {
    return amount();
  },
});

export const L713_PRICE_LINES: readonly { readonly label: string; readonly amount: string }[] = [
  line('unionDues', () => formatMoney(2500)),
  line('annuityFund', () => formatMoney(1000)),
  line('billingFees', () => formatMoney(3000)),
  line('associationFees', () => L713_MESSAGES.associationFeesAmount),
  line('marketerFees', () => L713_MESSAGES.marketerFeesAmount),
];
