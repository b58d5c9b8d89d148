import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  categoryLabel,
  CONSOLE_CATALOG_MESSAGES as M,
  formatMoney,
  householdRuleLines,
  MESSAGES,
  planFactRows,
  planRuleLines,
  type AdminPlanDetail,
} from '@benefit-store/domain';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../shell/admin-page';
import { useAdminPlan } from './api/admin-catalog';
import { RatesTable } from './components/rates-table';
import styles from './catalog.module.css';

function Facts({ rows }: { rows: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.key} className={styles.pair}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orNotSet = (value: string | null): ReactNode => (value === null || value === '' ? <span className={styles.muted}>{M.notSet}</span> : value);
const titled = (value: { name: string; text: string } | null): ReactNode => (value ? `${value.name}\n${value.text}` : orNotSet(null));
const yesNo = (value: boolean) => (value ? MESSAGES.yes : MESSAGES.no);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function PlanSections({ plan }: { plan: AdminPlanDetail }) {
  const t = plan.texts;
  const rules = planRuleLines(plan.rules);
  const household = householdRuleLines(plan.rules);
  const facts = plan.facts ? planFactRows(plan.facts) : [];
  return (
    <>
      <Section id="plan-texts" title={M.textsTitle}>
        <Facts
          rows={[
            { key: 'short', label: M.shortText, value: orNotSet(t.short_text) },
            { key: 'body', label: M.bodyText, value: orNotSet(t.body_text) },
            { key: 'network', label: M.network, value: orNotSet(t.network) },
            { key: 'callout', label: M.calloutText, value: orNotSet(t.callout_text) },
            { key: 'calloutColor', label: M.calloutColor, value: orNotSet(t.callout_color) },
            { key: 'blueBar', label: M.blueBarText, value: orNotSet(t.blue_bar_text) },
            { key: 'association', label: M.associationText, value: orNotSet(t.association_text) },
            { key: 'exclusions', label: M.exclusions, value: titled(t.exclusions) },
            { key: 'example', label: M.example, value: titled(t.example) },
            { key: 'faq', label: M.faq, value: titled(t.faq) },
          ]}
        />
      </Section>
      <Section id="plan-rules" title={M.rulesTitle}>
        {rules.length === 0 && household.length === 0 ? (
          <p>{M.noRules}</p>
        ) : (
          <ul className={styles.lines}>
            {rules.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
        )}
        {household.length > 0 && (
          <>
            <h3>{M.householdTitle}</h3>
            <ul className={styles.lines}>
              {household.map((line) => (
                <li key={line.key}>{line.text}</li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <Section id="plan-fees" title={M.feesTitle}>
        <Facts
          rows={[
            { key: 'oneTime', label: M.oneTimeFee, value: formatMoney(plan.fees.one_time_fee_cents) },
            { key: 'adminFee', label: M.adminFeeIncluded, value: yesNo(plan.fees.admin_fee_included) },
            { key: 'membership', label: M.requiresMembership, value: yesNo(plan.fees.requires_membership) },
          ]}
        />
      </Section>
      <Section id="plan-facts" title={M.factsTitle}>
        {facts.length === 0 ? <p>{M.noFacts}</p> : <Facts rows={facts} />}
      </Section>
      <Section id="plan-rates" title={M.ratesTitle}>
        <RatesTable rates={plan.rates} />
      </Section>
    </>
  );
}

/** /admin/catalog/:slug: one plan, read only: its texts, rules, fees, benefit facts and every rate. */
export default function CatalogPlanPage() {
  const { slug = '' } = useParams();
  const plan = useAdminPlan(slug);
  const back = (
    <Link className={styles.back} to="/admin/catalog">
      {M.backToPlans}
    </Link>
  );
  if (plan.isPending) {
    return (
      <AdminPage title={M.loadingPlan} actions={back}>
        <div aria-busy="true">
          <InfoMessage>{M.loadingPlan}</InfoMessage>
        </div>
      </AdminPage>
    );
  }
  if (plan.isError) {
    const missing = isApiError(plan.error) && plan.error.isNotFound;
    return (
      <AdminPage title={missing ? M.planNotFound : M.planError} actions={back}>
        {missing ? <p>{M.planNotFound}</p> : <ErrorMessage message={M.planError} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />}
      </AdminPage>
    );
  }
  const data = plan.data;
  return (
    <AdminPage
      title={data.name}
      lead={M.planSummary({ category: categoryLabel(data.category), carrier: data.carrier.name, type: data.plan_type })}
      actions={back}
    >
      {data.featured && <span className={styles.badge}>{M.featuredPlan}</span>}
      <PlanSections plan={data} />
    </AdminPage>
  );
}
