import { defineCatalog } from '../i18n/catalog.js';
import type { PlanCategory } from './categories.js';

/** The category grid's short descriptions, keyed by category (the API sends them with the category list). */
export const CATEGORY_MESSAGES: Readonly<Record<PlanCategory, string>> = /* @__PURE__ */ defineCatalog('category', {
  limitedmed: 'Everyday care with fixed benefits for doctor visits and hospital stays.',
  medical: 'Major medical coverage with a provider network of your choice.',
  dental: 'Cleanings, exams, fillings and more at dentists near you.',
  vision: 'Eye exams and an allowance for glasses or contacts.',
  supplemental: 'Cash benefits that help with costs your health plan leaves behind.',
  rx: 'Savings on prescription drugs at participating pharmacies.',
  lifestyle: 'Telehealth, wellness and everyday discounts for the whole family.',
  term_life: 'Protection for the people who depend on you, for a set term.',
  di: 'Replaces part of your income when illness or injury keeps you from work.',
  critical: 'A lump sum when you are diagnosed with a covered critical illness.',
  accident: 'Cash benefits for injuries from covered accidents.',
  hospital: 'Fixed benefits for hospital admissions and stays.',
  pet: 'Veterinary care for accidents and illnesses of your pets.',
  bundles: 'Popular plans packaged together at one price.',
});
