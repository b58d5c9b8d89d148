// The catalog feature's public entry for other features (the app's routes import its pieces directly).
export { StoreBreadcrumb } from './components/store-breadcrumb';
export { useFilteredPlans } from './api/get-filtered-plans';
export { focusPlanCard, planCardFocusTarget } from './components/plan-card';
