import { CATEGORY_MESSAGES, type PlanCategory } from '@benefit-store/domain';

/** The category grid's short descriptions (domain catalog CATEGORY_MESSAGES, in the request's locale); icons are the web app's own SVGs (domain categoryIconPath). */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<PlanCategory, string>> = CATEGORY_MESSAGES;
