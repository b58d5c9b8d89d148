import type { Cart, ChangeFilterAnswer, DefaultInfo, FilterInfoAnswer } from '@benefit-store/domain';

/*
 * Valid answers for stubApi, built from the domain's types: the client checks every answer against its route's schema
 * (lib/api-client.ts), so a partial mock shows the page's error state instead of the page under test.
 */

/** get-enrollment-temp-info's filter_info as the API answers it (a visitor's filter; no member). */
export const filterInfoAnswer = (overrides: Partial<FilterInfoAnswer> = {}): FilterInfoAnswer => ({
  dob: '01/15/1980',
  zip: '75001',
  state: 'TX',
  tier: 'IO',
  gender: 0,
  is_smoker: null,
  category: null,
  user_id: null,
  ...overrides,
});

/** change-filter-info's answer: the enrollment, nothing in the cart moved. */
export const changeFilterAnswer = (tempId: string, overrides: Partial<ChangeFilterAnswer> = {}): ChangeFilterAnswer => ({
  temp_enrollment_id: tempId,
  cart_repriced: 0,
  cart_removed: 0,
  ...overrides,
});

/** get-default-info: the store's own site. */
export const defaultInfoAnswer = (overrides: Partial<DefaultInfo> = {}): DefaultInfo => ({
  site_key: 'main',
  site_kind: 'default',
  site_name: 'Benefit Store',
  display_name: 'Benefit Store',
  display_email: 'help@example.com',
  display_phone: '5125550100',
  tagline: 'Benefits made simple',
  white_label: false,
  links: {},
  ...overrides,
});

/** get-plan-cart: an empty cart on the store's site. */
export const cartAnswer = (overrides: Partial<Cart> = {}): Cart => ({
  result: [],
  initial_month_cost: '0.00',
  recurring_month_cost: '0.00',
  special_message: null,
  has_l713: false,
  l713_net_price: null,
  quote_name: null,
  membership: null,
  admin_fee_percent: null,
  blackout_message: null,
  riders: [],
  one_time_fees: [],
  l713_lines: [],
  premier_site: true,
  ...overrides,
});

/** get-plan-cart: one dental plan in the cart (Bright Smile Dental, Member Only, $23.50 a month, $33.50 the first). */
export const oneDentalCartAnswer = (overrides: Partial<Cart> = {}): Cart =>
  cartAnswer({
    result: [
      {
        plan_id: 7,
        plan_pricing_id: 70,
        plan_name: 'Bright Smile Dental',
        plan_logo: '/assets/carriers/bluepine-dental.svg',
        plan_category: 'dental',
        plan_type: 'ST',
        plan_short_text: '',
        tier: 'IO',
        price: '23.50',
        tier_price: '23.50',
        removable: 1,
      },
    ],
    initial_month_cost: '33.50',
    recurring_month_cost: '23.50',
    ...overrides,
  });
