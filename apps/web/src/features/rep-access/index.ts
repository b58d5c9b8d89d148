// The rep-access feature's public entry: the landing route's guard helpers and its rep-confirmation modal. The access
// pages themselves are routes of their own (app/router.tsx loads them lazily).
export { RepConfirmModal } from './components/rep-confirm-modal';
export { ACCESS_PAGE, isRepConfirmedState } from './rep-access-paths';
