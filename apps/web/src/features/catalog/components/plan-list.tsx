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

/** Plan cards grouped by category, one heading per category; the tier and empty messages of the spec. */
export function PlanList({ data, priceMode, renderAction }: PlanListProps) {
  const groups = data.result.filter((g) => g.plans.length > 0);
  if (data.tier_error) return <InfoMessage>{MESSAGES.ioTierOnly}</InfoMessage>;
  if (groups.length === 0) return <InfoMessage>{MESSAGES.noPlans}</InfoMessage>;
  return (
    <div className={styles.groups}>
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
