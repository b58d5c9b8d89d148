// The compare feature's public entry: the plan cards' facts and Compare checkbox, the listing's compare bar and
// order controls, the plan page's facts. The compare page itself loads lazily as its own route (router.tsx).
export { CardFacts, PlanFactsSection } from './components/plan-facts';
export { CompareToggle } from './components/compare-toggle';
export { CompareBar } from './components/compare-bar';
export { ListingOrderControls } from './components/listing-order';
export { useCompareSelection } from './compare-selection';
