import { defineCatalog } from '../i18n/catalog.js';

/** The 14 plan categories, in the default menu order, with their display labels. */
export const PLAN_CATEGORIES = [
  'limitedmed',
  'medical',
  'dental',
  'vision',
  'supplemental',
  'rx',
  'lifestyle',
  'term_life',
  'di',
  'critical',
  'accident',
  'hospital',
  'pet',
  'bundles',
] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

export const CATEGORY_LABELS: Readonly<Record<PlanCategory, string>> = /* @__PURE__ */ defineCatalog('categoryName', {
  limitedmed: 'Limited Medical',
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  supplemental: 'Supplemental',
  rx: 'Rx',
  lifestyle: 'Lifestyle',
  term_life: 'Term Life',
  di: 'Disability Income',
  critical: 'Critical Illness',
  accident: 'Accident',
  hospital: 'Hospital',
  pet: 'Pet',
  bundles: 'Bundles',
});

export function isPlanCategory(value: unknown): value is PlanCategory {
  return typeof value === 'string' && (PLAN_CATEGORIES as readonly string[]).includes(value);
}

export function categoryLabel(category: string): string {
  return isPlanCategory(category) ? CATEGORY_LABELS[category] : category;
}

/** Categories whose plans are sold for the member-only tier alone. */
export const IO_ONLY_CATEGORIES: readonly PlanCategory[] = ['term_life'];

/** The medical network dropdown is shown only for this category. */
export const NETWORK_CATEGORY: PlanCategory = 'medical';
