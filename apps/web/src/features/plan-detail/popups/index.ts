// The plan page's popups (issue 12 item 3): loaded on demand by the route when a pricing message's button opens one.
export { SalaryHoursDialog } from './salary-hours-dialog';
export { TobaccoDialog } from './tobacco-dialog';
export { GroupCodeOffer } from './group-code-offer';
export { MembershipGate } from './membership-gate';
export { DependentDialog } from './dependent-dialog';
