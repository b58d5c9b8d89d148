import { describe, expect, it } from 'vitest';
import type { DynamicTab, TabKey } from '@benefit-store/domain';
import { nextTab, previousTab, reachableTab, requiredTabs, stepPath } from './wizard-path';

const tabs: DynamicTab[] = [
  { tab_name: 'contact_info', required: true, order: 1 },
  { tab_name: 'primary_info', required: true, order: 0 },
  { tab_name: 'employer_info', required: false, order: 2 },
  { tab_name: 'dependent_info', required: true, order: 5 },
  { tab_name: 'review_info', required: true, order: 6 },
];
const required = requiredTabs(tabs);

describe('the wizard path', () => {
  it('shows only required tabs, in their order', () => {
    expect(required).toEqual(['primary_info', 'contact_info', 'dependent_info', 'review_info']);
  });

  it('moves along the required tabs and passes id=1', () => {
    expect(nextTab('primary_info', required)).toBe('contact_info');
    expect(nextTab('contact_info', required)).toBe('dependent_info');
    expect(nextTab('review_info', required)).toBeNull();
    expect(previousTab('contact_info', required)).toBe('primary_info');
    expect(previousTab('primary_info', required)).toBeNull();
    expect(stepPath('contact_info')).toBe('/enrollment/contact-info?id=1');
  });

  it.each<[TabKey, TabKey[], TabKey]>([
    ['primary_info', [], 'primary_info'],
    ['contact_info', [], 'primary_info'],
    ['contact_info', ['primary_info'], 'contact_info'],
    ['dependent_info', ['primary_info'], 'contact_info'],
    ['review_info', ['primary_info', 'contact_info', 'dependent_info'], 'review_info'],
    ['employer_info', ['primary_info'], 'contact_info'],
  ])('a visitor asking for %s with %j saved is sent to %s', (tab, saved, expected) => {
    expect(reachableTab(tab, required, saved)).toBe(expected);
  });
});
