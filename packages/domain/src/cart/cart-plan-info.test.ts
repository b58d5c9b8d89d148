import { describe, expect, it } from 'vitest';
import { cartPlanFacts } from './cart-plan-info.js';

describe('cartPlanFacts', () => {
  it.each([
    { types: ['ST'], tier: 'IO', is_IHA: false, is_premier: false, has_spouse: false },
    { types: ['IHA', 'ST'], tier: 'IC', is_IHA: true, is_premier: false, has_spouse: false },
    { types: ['MM'], tier: 'IS', is_IHA: false, is_premier: true, has_spouse: true },
    { types: ['MM', 'IHA'], tier: 'IF', is_IHA: true, is_premier: true, has_spouse: true },
    { types: [], tier: 'IF', is_IHA: false, is_premier: false, has_spouse: true },
  ] as const)('$types in $tier: IHA $is_IHA, premier $is_premier, spouse $has_spouse', ({ types, tier, ...expected }) => {
    expect(cartPlanFacts(types, tier)).toEqual({ ...expected, tier });
  });
});
