// The filter feature's public entry: what other features (the member home) may use of it.
export { changeFilterInfo } from './api/change-filter-info';
export { startMemberFilter } from './api/add-filter-for-member';
export { DependentFields } from './components/dependent-fields';
