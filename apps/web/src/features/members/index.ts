/** The current-member tables (/agent-select-member, /group-select-member) and their Enroll Now tier picker. */
export { AgentSelectMemberRoute, GroupSelectMemberRoute } from './select-member-page';
