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

/** The store's own icon of a category: the `icon` every category of the API's grid carries. */
export const categoryIconPath = (category: PlanCategory) => `/assets/categories/${category}.svg`;

/**
 * The same icons as the symbols of one SVG (`#<category>`), which the web's category grid draws: one request and one
 * document for the fourteen, where an image each cost the browser a document of its own (apps/web/build/category-sprite.ts).
 */
export const CATEGORY_ICON_SPRITE = '/assets/categories/sprite.svg';
