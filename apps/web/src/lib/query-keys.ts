/**
 * Query keys by area. Invalidating a root ([`menu`], [`plans`], [`cart`]) refreshes every query under it, which is
 * what the filter submit and the cart changes do.
 */
export const queryKeys = {
  menu: ['menu'] as const,
  categories: ['categories'] as const,
  plans: ['plans'] as const,
  cart: ['cart'] as const,
  enrollment: ['enrollment'] as const,
};
