import { ENROLLMENT_MESSAGES, TAB_TITLES, type TabKey } from '@benefit-store/domain';
import styles from './progress-bar.module.css';

interface ProgressBarProps {
  tabs: readonly TabKey[];
  current: TabKey;
}

/**
 * The wizard's steps, numbered from 1: those before the current one are done (the spec's "progressed"), the
 * current one is marked for screen readers with aria-current, and the sentence "Step 2 of 7: Contact Information"
 * is what a screen reader hears first.
 */
export function ProgressBar({ tabs, current }: ProgressBarProps) {
  const index = Math.max(tabs.indexOf(current), 0);
  return (
    <nav className={styles.progress} aria-label={ENROLLMENT_MESSAGES.wizardProgressLabel}>
      <p className={styles.summary}>{ENROLLMENT_MESSAGES.wizardStepOf({ step: index + 1, total: tabs.length, title: TAB_TITLES[current] })}</p>
      <ol className={styles.steps}>
        {tabs.map((tab, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={tab} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.title}>{TAB_TITLES[tab]}</span>
              {state === 'done' && <span className="visually-hidden">{ENROLLMENT_MESSAGES.wizardStepDone}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
