import { formatMoney, type Cents } from '../shared/money.js';
import { CATEGORY_LABELS, type PlanCategory } from './categories.js';
import { COMPARE_MESSAGES as M } from './compare.messages.js';
import type { DentalCoverage, PlanFacts } from './plan-facts.schema.js';

export type { PlanFacts } from './plan-facts.schema.js';

/**
 * Benefit facts: the structured numbers buyers choose a plan on (issue 12 item 8), one typed shape per plan category,
 * stored as catalog data (plans.facts) and served with every plan card (`plan_facts`). Money is in integer cents;
 * a coverage percentage is what the plan pays. The card shows the category's first two facts (CARD_FACT_COUNT), the
 * plan page and the compare page all of them, in the order written below.
 */

type FactsOf<C extends PlanCategory> = Extract<PlanFacts, { category: C }>;

/** One fact as people read it. The key is shared by facts that mean the same across categories (a pet and a medical deductible). */
export interface FactRow {
  key: string;
  label: string;
  value: string;
}

interface FactField<F> {
  key: string;
  label: () => string;
  value: (facts: F) => string;
}

const money = (value: Cents) => formatMoney(value);
const pct = (n: number) => M.percent({ n });
const orNull = (value: Cents | null, whenNull: () => string) => (value === null ? whenNull() : money(value));
const coverage = (value: DentalCoverage) => (value === 'copay' ? M.copaySchedule : value === 'none' ? M.notCovered : pct(value));
const waiting = (n: number) => (n === 0 ? M.none : M.months({ n }));
const SERVICE_LABELS = { telehealth: () => M.serviceTelehealth, legal: () => M.serviceLegal, wellness: () => M.serviceWellness };

/** The facts of each category, most deciding first: the card shows the first CARD_FACT_COUNT. */
const FIELDS: { [C in PlanCategory]: FactField<FactsOf<C>>[] } = {
  medical: [
    { key: 'deductible', label: () => M.deductible, value: (f) => money(f.deductible) },
    { key: 'outOfPocketMax', label: () => M.outOfPocketMax, value: (f) => money(f.outOfPocketMax) },
    { key: 'primaryCareCopay', label: () => M.primaryCareCopay, value: (f) => money(f.primaryCareCopay) },
    { key: 'specialistCopay', label: () => M.specialistCopay, value: (f) => money(f.specialistCopay) },
    { key: 'networkType', label: () => M.networkType, value: (f) => f.networkType },
  ],
  limitedmed: [
    { key: 'doctorVisitBenefit', label: () => M.doctorVisitBenefit, value: (f) => money(f.doctorVisitBenefit) },
    { key: 'hospitalDayBenefit', label: () => M.hospitalDayBenefit, value: (f) => money(f.hospitalDayBenefit) },
  ],
  dental: [
    { key: 'annualMaximum', label: () => M.annualMaximum, value: (f) => orNull(f.annualMaximum, () => M.noMaximum) },
    { key: 'basicCoverage', label: () => M.basicCoverage, value: (f) => coverage(f.basic) },
    { key: 'preventiveCoverage', label: () => M.preventiveCoverage, value: (f) => coverage(f.preventive) },
    { key: 'majorCoverage', label: () => M.majorCoverage, value: (f) => coverage(f.major) },
    { key: 'basicWaiting', label: () => M.basicWaiting, value: (f) => waiting(f.basicWaitingMonths) },
    { key: 'majorWaiting', label: () => M.majorWaiting, value: (f) => waiting(f.majorWaitingMonths) },
  ],
  vision: [
    { key: 'examCopay', label: () => M.examCopay, value: (f) => money(f.examCopay) },
    { key: 'frameAllowance', label: () => M.frameAllowance, value: (f) => money(f.frameAllowance) },
    { key: 'allowanceFrequency', label: () => M.allowanceFrequency, value: (f) => M.months({ n: f.allowanceMonths }) },
  ],
  term_life: [
    { key: 'benefitAmount', label: () => M.benefitAmount, value: (f) => money(f.benefitAmount) },
    { key: 'term', label: () => M.term, value: (f) => M.years({ n: f.termYears }) },
  ],
  di: [
    { key: 'monthlyBenefit', label: () => M.monthlyBenefit, value: (f) => money(f.monthlyBenefit) },
    { key: 'benefitPeriod', label: () => M.benefitPeriod, value: (f) => (f.benefitPeriodMonths === null ? M.toAge65 : M.months({ n: f.benefitPeriodMonths })) },
    { key: 'eliminationPeriod', label: () => M.eliminationPeriod, value: (f) => M.days({ n: f.eliminationDays }) },
  ],
  critical: [{ key: 'lumpSum', label: () => M.lumpSum, value: (f) => money(f.lumpSum) }],
  accident: [
    { key: 'erVisitBenefit', label: () => M.erVisitBenefit, value: (f) => money(f.erVisitBenefit) },
    { key: 'fractureBenefit', label: () => M.fractureBenefit, value: (f) => money(f.fractureBenefit) },
  ],
  hospital: [
    { key: 'dailyBenefit', label: () => M.dailyBenefit, value: (f) => money(f.dailyBenefit) },
    { key: 'admissionBenefit', label: () => M.admissionBenefit, value: (f) => money(f.admissionBenefit) },
  ],
  supplemental: [{ key: 'annualMaximum', label: () => M.annualMaximum, value: (f) => money(f.annualMaximum) }],
  rx: [
    { key: 'genericCopay', label: () => M.genericCopay, value: (f) => money(f.genericCopay) },
    { key: 'brandCopay', label: () => M.brandCopay, value: (f) => orNull(f.brandCopay, () => M.discountOnly) },
  ],
  lifestyle: [{ key: 'service', label: () => M.service, value: (f) => SERVICE_LABELS[f.service]() }],
  pet: [
    { key: 'reimbursement', label: () => M.reimbursement, value: (f) => pct(f.reimbursement) },
    { key: 'deductible', label: () => M.deductible, value: (f) => money(f.deductible) },
    { key: 'annualLimit', label: () => M.annualLimit, value: (f) => orNull(f.annualLimit, () => M.noLimit) },
  ],
  bundles: [{ key: 'includes', label: () => M.includes, value: (f) => f.includes.map((c) => CATEGORY_LABELS[c]).join(', ') }],
};

/** How many facts a plan card shows: the category's most deciding ones. */
export const CARD_FACT_COUNT = 2;

/** Every fact of a plan, labelled and formatted for the active locale, most deciding first. */
export function planFactRows(facts: PlanFacts): FactRow[] {
  const fields = FIELDS[facts.category] as FactField<PlanFacts>[];
  return fields.map((field) => ({ key: field.key, label: field.label(), value: field.value(facts) }));
}

/** The facts a plan card shows. */
export function cardFactRows(facts: PlanFacts): FactRow[] {
  return planFactRows(facts).slice(0, CARD_FACT_COUNT);
}

/**
 * The rows of a side-by-side table: each fact key any of the plans has, in the order it first appears (plans of one
 * category keep their category's order), and each plan's value for it, or null when the fact does not apply to it.
 */
export function compareFactRows(plans: readonly (PlanFacts | null | undefined)[]): { key: string; label: string; values: (string | null)[] }[] {
  const perPlan = plans.map((facts) => (facts ? planFactRows(facts) : []));
  const rows: { key: string; label: string; values: (string | null)[] }[] = [];
  for (const planRows of perPlan) {
    for (const row of planRows) {
      if (rows.some((r) => r.key === row.key)) continue;
      rows.push({ key: row.key, label: row.label, values: perPlan.map((other) => other.find((r) => r.key === row.key)?.value ?? null) });
    }
  }
  return rows;
}
