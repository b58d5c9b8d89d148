// The cart feature's public entry: what other features (checkout, quotes) may use of it.
export { useAddPlanToCart } from './api/add-plan-to-cart';
export { usePlanCart } from './api/get-plan-cart';
