import { describe, expect, it } from 'vitest';
import { isWizardSavedTab, SAVED_TAB_STEP, SAVED_TABS, STEP_SAVED_TAB, WIZARD_SAVED_TABS } from './saved-tabs.js';
import { TAB_KEYS } from './tabs.js';

describe('saved-tab names and wizard steps', () => {
  it('names every wizard step exactly once, the cart apart', () => {
    expect(WIZARD_SAVED_TABS).toEqual(SAVED_TABS.filter((t) => t !== 'cart_info'));
    expect([...Object.values(SAVED_TAB_STEP)].sort()).toEqual([...TAB_KEYS].sort());
  });

  it.each([
    ['benificiary_info', 'beneficiary_info'],
    ['health_info', 'primary_health_info'],
    ['aggrement_info', 'agreement_info'],
    ['payment_info', 'billing_info'],
    ['contact_info', 'contact_info'],
  ] as const)("maps the spec's %s to the step %s and back", (saved, step) => {
    expect(SAVED_TAB_STEP[saved]).toBe(step);
    expect(STEP_SAVED_TAB[step]).toBe(saved);
  });

  it('tells wizard saved tabs from anything else', () => {
    expect(isWizardSavedTab('primary_info')).toBe(true);
    expect(isWizardSavedTab('cart_info')).toBe(false);
    expect(isWizardSavedTab('billing_info')).toBe(false);
    expect(isWizardSavedTab('__proto__')).toBe(false);
  });
});
