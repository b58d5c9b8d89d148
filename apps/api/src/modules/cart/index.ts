// The cart module's door: what other modules and plugins/ may use. The enrollment's cart: its lines, their prices for
// the household, and the rules of adding and removing plans. Everything else in this folder is its own (eslint/api-
// module-boundaries.js).
export { isPlanActiveFor } from './active-plan.js';
export { cartCount, cartLines, cartPlanIds } from './cart-contents.js';
export type { CartLine } from './cart-contents.js';
export { cartLinesTotals } from './cart-lines-totals.js';
export { getCartAmount, getCartCount, getPlanCart } from './cart.service.js';
export { offeredPlanColumns } from './offered-plan.js';
export type { OfferedPlan } from './offered-plan.js';
export { priceOffered } from './price-offered.js';
export { repriceCart } from './reprice-cart.js';
