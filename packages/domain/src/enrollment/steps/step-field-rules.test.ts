import { describe, expect, it } from 'vitest';
import { fieldMode } from './field-definition.js';
import { enrollCodeRule, isEnrollerCodeRequired, personalInfoFieldsFor } from './step-field-rules.js';

describe('personal information field rules', () => {
  it.each([
    [['medical'], 'editable'],
    [['term_life', 'dental'], 'editable'],
    [['dental'], 'hidden'],
    [['vision', 'accident'], 'hidden'],
    [[], 'hidden'],
  ] as const)('with a cart of %j shows weight and height as %s', (categories, mode) => {
    const fields = personalInfoFieldsFor({ cartCategories: categories });
    for (const name of ['weight', 'height_feet', 'height_inch']) expect(fieldMode(fields, name)).toBe(mode);
  });

  it('keeps gender and birthdate read-only and the names editable whatever the cart', () => {
    const fields = personalInfoFieldsFor({ cartCategories: ['dental'] });
    expect(fieldMode(fields, 'gender')).toBe('readOnly');
    expect(fieldMode(fields, 'birthdate')).toBe('readOnly');
    expect(fieldMode(fields, 'first_name')).toBe('editable');
    expect(fieldMode(fields, 'ssn')).toBe('editable');
  });
});

describe('enroller code rule', () => {
  it.each([
    [{ enrollBy: 'rep', agentKnown: false }, { status: true, is_optional: false }, true],
    [{ enrollBy: 'rep', agentKnown: true }, { status: true, is_optional: false }, true],
    [{ enrollBy: 'applicant', agentKnown: true }, { status: false, is_optional: true }, false],
    [{ enrollBy: 'group', agentKnown: true }, { status: false, is_optional: true }, false],
    [{ enrollBy: 'applicant', agentKnown: false }, { status: true, is_optional: true }, false],
    [{ enrollBy: null, agentKnown: false }, { status: true, is_optional: true }, false],
  ] as const)('for %j answers %j (required in the form: %s)', (facts, rule, required) => {
    expect(enrollCodeRule(facts)).toEqual(rule);
    expect(isEnrollerCodeRequired(enrollCodeRule(facts))).toBe(required);
  });
});
