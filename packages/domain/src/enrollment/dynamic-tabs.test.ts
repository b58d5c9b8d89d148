import { describe, expect, it } from 'vitest';
import { dynamicTabs, type TabFacts } from './dynamic-tabs.js';

const requiredTabs = (facts: TabFacts) =>
  dynamicTabs(facts)
    .filter((t) => t.required)
    .map((t) => t.tab_name);

const always = ['primary_info', 'contact_info', 'review_info', 'agreement_info', 'billing_info'];

describe('the wizard tabs an enrollment needs', () => {
  it.each<[string, TabFacts, string[]]>([
    ['a member-only dental cart', { isGroupEnrollment: false, cartCategories: ['dental'], tier: 'IO' }, always],
    ['a group enrollment', { isGroupEnrollment: true, cartCategories: ['dental'], tier: 'IO' }, [...always, 'employer_info']],
    ['a term life plan', { isGroupEnrollment: false, cartCategories: ['term_life'], tier: 'IO' }, [...always, 'beneficiary_info', 'primary_health_info']],
    ['a medical plan', { isGroupEnrollment: false, cartCategories: ['medical', 'vision'], tier: 'IO' }, [...always, 'primary_health_info']],
    ['a family tier', { isGroupEnrollment: false, cartCategories: ['vision'], tier: 'IF' }, [...always, 'dependent_info']],
    ['a spouse tier', { isGroupEnrollment: false, cartCategories: [], tier: 'IS' }, [...always, 'dependent_info']],
    [
      'everything at once',
      { isGroupEnrollment: true, cartCategories: ['critical', 'term_life'], tier: 'IC' },
      [...always, 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info'],
    ],
  ])('%s', (_name, facts, expected) => {
    expect(requiredTabs(facts).sort()).toEqual([...expected].sort());
  });

  it('lists every tab once, in the fixed order 0 to 8', () => {
    const tabs = dynamicTabs({ isGroupEnrollment: false, cartCategories: [], tier: 'IO' });
    expect(tabs.map((t) => t.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tabs[0]).toEqual({ tab_name: 'primary_info', required: true, order: 0 });
    expect(tabs.at(-1)).toEqual({ tab_name: 'review_info', required: true, order: 8 });
  });

  it('puts Billing and Agreement before the Review, whose Complete Enrollment ends the wizard', () => {
    const tabs = dynamicTabs({ isGroupEnrollment: false, cartCategories: [], tier: 'IO' }).filter((t) => t.required);
    expect(tabs.map((t) => t.tab_name)).toEqual(['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info']);
  });
});
