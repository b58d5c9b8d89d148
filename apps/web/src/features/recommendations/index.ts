// The recommendations feature's public entry: what other features (the cart) may use of it.
export { PlanDetailButton } from './components/plan-detail-button';
