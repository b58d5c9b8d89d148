/** plan_type MM marks the premier plan (called L713): it changes the IC tier label and the cart's price block. */
export const PREMIER_PLAN_TYPE = 'MM';
export const PLAN_TYPES = { premier: 'MM', standard: 'ST', iha: 'IHA' } as const;
export type PlanType = (typeof PLAN_TYPES)[keyof typeof PLAN_TYPES];

export function hasPremierPlan(plans: readonly { plan_type?: string | null }[]): boolean {
  return plans.some((p) => p.plan_type === PREMIER_PLAN_TYPE);
}
