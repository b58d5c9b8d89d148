/** The listing of one category: /plans?type=<key>. */
export const plansHref = (category?: string | null) => (category ? `/plans?type=${encodeURIComponent(category)}` : '/plans');
