import { Link } from 'react-router';
import { HOMES_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import styles from '../homes.module.css';

/**
 * The homes' two choices: New Member opens the portal dropdown, Current Member goes to the members table. Under them,
 * the staff's completed enrollments (a rep's members', a group's), where a rep changes a member's coverage, and their reports.
 */
export function HomeChoices({ onNewMember, currentMemberPath }: { onNewMember: () => void; currentMemberPath: string }) {
  return (
    <>
      <div className={styles.choices} role="group" aria-label={HOMES_MESSAGES.choicesLabel}>
        <Button onClick={onNewMember}>{HOMES_MESSAGES.newMember}</Button>
        <ButtonLink to={currentMemberPath} variant="secondary">
          {STORE_WEB_MESSAGES.currentMember}
        </ButtonLink>
      </div>
      <ul className={styles.more}>
        <li>
          <Link to="/admin/staff-enrollments">{HOMES_MESSAGES.completedEnrollmentsLink}</Link>
        </li>
        <li>
          <Link to="/admin/staff-reports">{HOMES_MESSAGES.reportsLink}</Link>
        </li>
      </ul>
    </>
  );
}
