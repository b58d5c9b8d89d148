import type { ReactNode } from 'react';
import { categoryLabel, MESSAGES, type FilteredPlans, type PlanCard as Plan } from '@benefit-store/domain';
import { InfoMessage } from '../../../components/ui/status-message';
import { PlanCard } from './plan-card';
import styles from './plan-list.module.css';

interface PlanListProps {
  data: FilteredPlans;
  priceMode: 'tier' | 'from';
  renderAction?: (plan: Plan) => ReactNode;
}

/**
 * Plan cards grouped by category, one heading per category; the tier and empty messages of the spec.
 * The term-life tier flag sits above the other categories chosen with it rather than hiding them.
 */
export function PlanList({ data, priceMode, renderAction }: PlanListProps) {
  const groups = data.result.filter((g) => g.plans.length > 0);
  const tierFlag = data.tier_error ? <InfoMessage>{MESSAGES.ioTierOnly}</InfoMessage> : null;
  if (groups.length === 0) return tierFlag ?? <InfoMessage>{MESSAGES.noPlans}</InfoMessage>;
  return (
    <div className={styles.groups}>
      {tierFlag}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`group-${group.category}`}>
          <h2 className={styles.groupTitle} id={`group-${group.category}`}>
            {group.category_label || categoryLabel(group.category)}
          </h2>
          <ul className={styles.grid}>
            {group.plans.map((plan) => (
              <li key={`${plan.plan_id}-${plan.ppid ?? 'none'}`}>
                <PlanCard plan={plan} priceMode={priceMode} action={renderAction?.(plan)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
