import type { DemoData, SeedPurchase } from '../../src/db/seed/seed-types.js';
import { fixtureData } from './fixture-data.js';

/**
 * The test catalog with featured plans, one member with a policy and a small purchase history whose habits the
 * recommendation tests can reason about: dental goes with vision (NY), medical with term life; young women in
 * NY on IO buy dental; men of 50-64 on IF in CA buy the premier PPO.
 */
function purchases(): SeedPurchase[] {
  const rows: SeedPurchase[] = [];
  const add = (n: number, who: Omit<SeedPurchase, 'ref' | 'agent' | 'group' | 'completedOn'>) => {
    for (let i = 0; i < n; i++) rows.push({ ...who, ref: `t-${rows.length + 1}`, agent: null, group: null, completedOn: '2025-03-01' });
  };
  add(6, { age: 25, gender: 1, tier: 'IO', state: 'NY', plans: ['test-dental', 'test-vision-ny'] });
  add(2, { age: 26, gender: 1, tier: 'IO', state: 'NY', plans: ['test-dental'] });
  add(5, { age: 35, gender: 0, tier: 'IO', state: 'NY', plans: ['test-premier-ppo', 'test-term-life'] });
  add(6, { age: 55, gender: 0, tier: 'IF', state: 'CA', plans: ['test-premier-ppo'] });
  add(2, { age: 57, gender: 0, tier: 'IF', state: 'CA', plans: ['test-select-hmo', 'test-dental'] });
  return rows;
}

export const plansData: DemoData = {
  ...fixtureData,
  plans: fixtureData.plans.map((p) => (p.slug === 'test-dental' || p.slug === 'test-accident-young' || p.slug === 'test-select-hmo' ? { ...p, featured: true } : p)),
  members: [
    {
      ref: 'M-T1',
      firstName: 'Morgan',
      lastName: 'Testmember',
      dob: '05/20/1985',
      gender: 1,
      zip: '10001',
      state: 'NY',
      email: 'morgan@example.test',
      agent: 'TEST1234',
      group: 'TESTGRP1',
      portal: 'TESTPORTAL',
      policies: [{ policyId: 'POL-T1', tier: 'IO', plans: ['test-dental'], completedOn: '2025-01-01' }],
    },
  ],
  purchases: purchases(),
};
