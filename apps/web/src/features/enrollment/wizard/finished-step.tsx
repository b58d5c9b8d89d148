import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { COMPLETION_MESSAGES, ENROLLMENT_MESSAGES, homePath } from '@benefit-store/domain';
import { Notice } from '../../../components/ui/notice';
import { useClientState } from '../../../lib/client-state';
import { RECEIPT_PATH } from '../receipt/receipt-enrollment';
import styles from './wizard-step.module.css';

/**
 * A wizard step of an enrollment already completed (Back in history after the receipt; issue 26 item 8): no form,
 * only what happened and where to go, the receipt and the home by the stored context (homePath, as the receipt's
 * Return to homepage). The note is part of the page as it opens, so it is read in its place (announce={false}).
 */
export function FinishedStep() {
  const home = useClientState(useShallow((s) => homePath({ referral: s.referral, open_type: s.open_type, eprocess: s.eprocess })));
  return (
    <div className={styles.wizard}>
      <h1 className={styles.finishedTitle}>{ENROLLMENT_MESSAGES.enrollmentFinishedTitle}</h1>
      <Notice kind="info" announce={false} data-testid="enrollment-finished">
        <p>{ENROLLMENT_MESSAGES.enrollmentFinished}</p>
        <ul className={styles.finishedLinks}>
          <li>
            <Link to={RECEIPT_PATH}>{ENROLLMENT_MESSAGES.viewReceipt}</Link>
          </li>
          <li>
            <Link to={home}>{COMPLETION_MESSAGES.returnHome}</Link>
          </li>
        </ul>
      </Notice>
    </div>
  );
}
