import { REP_ACCESS_MESSAGES } from '@benefit-store/domain';
import { AccessMenu } from './components/access-menu';
import styles from './rep-access.module.css';

/** /landing-page (000 section 2): the access pages' menu on its own, for visitors who have no rep access code. */
export function LandingMenuPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {REP_ACCESS_MESSAGES.menuTitle}
      </h1>
      <AccessMenu />
    </div>
  );
}

export const Component = LandingMenuPage;
