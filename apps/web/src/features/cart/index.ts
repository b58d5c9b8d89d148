// The cart feature's public entry: what other features (checkout, quotes) may use of it.
export { useAddPlanToCart } from './api/add-plan-to-cart';
export { usePlanCart } from './api/get-plan-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { AddPlanLabel } from './components/add-plan-label';
export { L713PriceBlock } from './components/l713-price-block';
export { CartChangeNotice } from './components/cart-change-notice';
export { noteCartChange } from './cart-change-notice';
