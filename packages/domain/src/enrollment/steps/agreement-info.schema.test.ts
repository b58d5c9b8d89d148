import { describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { MESSAGES } from '../../messages.js';
import { agreementFieldDefinitions, agreementFlagsFor, agreementFlagsFromFields, agreementTextsFor, checkAgreementInfo, signatureProblem, SIGNATURE_IMAGE_MAX } from './agreement-info.schema.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('agreementTextsFor', () => {
  it.each([
    [[], ['general', 'payment']],
    [['medical'], ['general', 'health', 'payment']],
    [['term_life'], ['general', 'income', 'payment']],
    [['dental', 'di', 'lifestyle'], ['general', 'health', 'income', 'payment']],
  ])('%j gives %j', (categories, ids) => {
    expect(agreementTextsFor(categories).map((t) => t.id)).toEqual(ids);
  });
});

describe('agreementFlagsFor and the field definitions', () => {
  it.each([
    ['rep', { brokerNameRequired: true, groupNameRequired: false, userNameRequired: false, signatureRequired: true }],
    ['group', { brokerNameRequired: false, groupNameRequired: true, userNameRequired: false, signatureRequired: true }],
    ['applicant', { brokerNameRequired: false, groupNameRequired: false, userNameRequired: true, signatureRequired: true }],
    [null, { brokerNameRequired: false, groupNameRequired: false, userNameRequired: true, signatureRequired: true }],
  ])('%s', (eprocess, flags) => {
    expect(agreementFlagsFor(eprocess)).toEqual(flags);
    expect(agreementFlagsFromFields(agreementFieldDefinitions(flags, '11/23/2026'))).toEqual(flags);
  });
});

describe('signatureProblem', () => {
  it.each([
    ['', '', 'missing'],
    ['', '   ', 'missing'],
    [PNG, '', null],
    ['', 'Jane Q. Doe', null],
    ['', 'J', 'invalidName'],
    ['', 'Jane <b>', 'invalidName'],
    ['', 'x'.repeat(101), 'invalidName'],
    ['data:image/svg+xml;base64,AAAA', '', 'invalidImage'],
    [`data:image/png;base64,${'A'.repeat(SIGNATURE_IMAGE_MAX)}`, '', 'invalidImage'],
  ])('%s / %s -> %s', (image, name, problem) => {
    expect(signatureProblem(image, name)).toBe(problem);
  });
});

describe('checkAgreementInfo', () => {
  const texts = agreementTextsFor(['medical']);
  const all = { agree_general: true, agree_health: 1, agree_payment: '1' };

  it('lists every error with the spec messages', () => {
    const result = checkAgreementInfo({}, texts, agreementFlagsFor('rep'), '11/23/2026');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(result.errors.map((e) => [e.target_element, e.error_message]))).toEqual({
      agree_general: MESSAGES.thisFieldRequired,
      agree_health: MESSAGES.thisFieldRequired,
      agree_payment: MESSAGES.thisFieldRequired,
      agent_name: MESSAGES.fieldRequired,
      agent_code: MESSAGES.fieldRequired,
      signature: ENROLLMENT_MESSAGES.signatureRequired,
    });
  });

  it.each([
    ['rep', { agent_name: 'Rob Rep', agent_code: 'R-1' }, 'rep'],
    ['group', { group_name: 'Acme', group_code: 'ACME2024' }, 'group'],
    ['applicant', { user_name: 'Jane Doe' }, 'applicant'],
  ])('%s: derives eprocess and keeps only the required fields', (eprocess, fields, derived) => {
    const result = checkAgreementInfo({ ...all, ...fields, agent_name: (fields as Record<string, string>).agent_name ?? 'ignored', signature_name: 'Jane Doe' }, texts, agreementFlagsFor(eprocess), '11/23/2026');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.eprocess).toBe(derived);
    expect(result.value.agent_name).toBe(eprocess === 'rep' ? 'Rob Rep' : '');
    expect(result.value.signature_name).toBe('Jane Doe');
    expect(result.value.agreed).toEqual(['general', 'health', 'payment']);
  });

  it('a drawn signature wins over a typed name', () => {
    const result = checkAgreementInfo({ ...all, user_name: 'Jane', signature: PNG, signature_name: 'Jane Doe' }, texts, agreementFlagsFor(null), '11/23/2026');
    expect(result.ok && result.value.signature === PNG && result.value.signature_name === '').toBe(true);
  });
});
