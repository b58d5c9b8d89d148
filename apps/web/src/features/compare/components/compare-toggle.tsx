import { useState } from 'react';
import { COMPARE_MESSAGES, MAX_COMPARE } from '@benefit-store/domain';
import { announce } from '../../../lib/announce';
import { useCompareSelection } from '../compare-selection';
import styles from './compare-toggle.module.css';

/**
 * A plan card's Compare checkbox. Its name carries the plan ("Compare Harbor Gold"); a sixth plan is refused with
 * a message under the box (read out at once) and the box stays unticked.
 */
export function CompareToggle({ planId, planName }: { planId: number; planName: string }) {
  const checked = useCompareSelection((s) => s.ids.includes(planId));
  const toggle = useCompareSelection((s) => s.toggle);
  const full = useCompareSelection((s) => s.ids.length >= MAX_COMPARE);
  const [tried, setTried] = useState(false);
  // The refusal stays under the box while the list is still full; unticking another plan makes room and clears it.
  const refused = tried && full && !checked;
  const id = `compare-${planId}`;
  const errorId = `${id}-error`;
  const onChange = () => {
    const result = toggle(planId);
    setTried(!result.ok);
    if (result.ok) announce(COMPARE_MESSAGES.compareSelected({ n: result.ids.length }));
  };
  return (
    <div className={styles.toggle}>
      <label className={styles.label} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={onChange}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
        />
        <span>
          {COMPARE_MESSAGES.compare}{' '}
          <span className="visually-hidden-inline">{planName}</span>
        </span>
      </label>
      {refused && (
        <p className={styles.error} id={errorId} role="alert">
          {COMPARE_MESSAGES.compareFull({ max: MAX_COMPARE })}
        </p>
      )}
    </div>
  );
}
