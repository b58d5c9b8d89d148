/**
 * The closed lists inside benefit facts: plan-facts.schema.ts checks a stored value against them and plan-facts.ts
 * and plan-order.ts read them, so they live apart from both (the readers must not load zod, and the schema must not
 * load the readers).
 */
export const NETWORK_TYPES = ['PPO', 'HMO', 'EPO'] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];
export const isNetworkType = (value: unknown): value is NetworkType => typeof value === 'string' && (NETWORK_TYPES as readonly string[]).includes(value);

export const LIFESTYLE_SERVICES = ['telehealth', 'legal', 'wellness'] as const;
