import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.homes.js';

/**
 * The rep, group and member homes (/agent-home, /group-home, /member-home): lazily loaded pages, so their own
 * catalog. The spec gives the welcome, New Member and Current Member; the explanatory lines are ours.
 */
export const HOMES_MESSAGES = /* @__PURE__ */ defineCatalog(
  'homes',
  {
    welcomeName: icu<{ name: string }>('Welcome, {name}'),
    welcomeNameless: 'Welcome',
    agentLead: 'Start an enrollment for a new member, or find one of your current members to enrol them again.',
    groupLead: 'Enroll a new employee of your group, or find one of its current members.',
    memberLead: 'Choose the coverage tier you want to shop for, then Submit to see the plans priced for you.',
    newMember: 'New Member',
    choicesLabel: 'Whom are you enrolling?',
    newMemberTitle: 'New member enrollment',
    portalLead: 'Choose the enrollment portal the new member enrols through.',
    enrollKindLegend: 'Enroll for new member',
    enrollGroupMember: 'Enroll a new member of one of my groups',
    noGroupsOnPortal: 'You have no groups on this portal: start a new member enrollment instead.',
    groupPortalLead: "Choose the enrollment portal for the new employee. Your group's plans are then shown on its store.",
    infoFailed: 'Your details could not be loaded. Please try again.',
    memberNoStore: 'Open the member store link from your e-mail to see your plans and choose a tier.',
    startFailed: 'The enrollment could not be moved to this portal. Please try again.',
    completedEnrollmentsLink: 'See completed enrollments',
    reportsLink: 'See reports',
  },
  compiled,
);
