import { describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { MESSAGES } from '../../messages.js';
import { AGREEMENT_MESSAGES } from './agreement.messages.js';
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

  // Issue 26 item 4 c: NUL (PostgreSQL refuses it in text) and half a character (not UTF-8) never reach the database.
  it.each(['Jane\u0000Doe', 'Jane \uD800', '\uDFFFJane'])('refuses user_name %j with a field message', (userName) => {
    const result = checkAgreementInfo({ ...all, user_name: userName, signature_name: 'Jane Doe' }, texts, agreementFlagsFor('applicant'), '11/23/2026');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual({ target_element: 'user_name', error_message: MESSAGES.invalidCharacters });
  });

  describe("with the enrollment's own group and rep (the server's check)", () => {
    const facts = { group: { name: 'Acme Fabrication Co.', code: 'ACME2024' }, rep: { names: ['Jordan Lee', 'Jordan A. Lee'], code: 'JLEE2024' } };
    const errorsOf = (raw: Record<string, unknown>, eprocess: string) => {
      const result = checkAgreementInfo({ ...all, signature_name: 'Jane Doe', ...raw }, texts, agreementFlagsFor(eprocess), '11/23/2026', facts);
      return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.target_element, e.error_message]));
    };

    it.each([
      ['group', { group_name: 'Nope Inc', group_code: 'WRONG99' }, { group_name: AGREEMENT_MESSAGES.groupNameMismatch, group_code: AGREEMENT_MESSAGES.groupCodeMismatch }],
      ['group', { group_name: ' acme  fabrication co. ', group_code: 'acme2024' }, {}],
      ['group', { group_name: '', group_code: 'WRONG99' }, { group_name: MESSAGES.fieldRequired, group_code: AGREEMENT_MESSAGES.groupCodeMismatch }],
      ['rep', { agent_name: 'Rob Rep', agent_code: 'R-1' }, { agent_name: AGREEMENT_MESSAGES.brokerNameMismatch, agent_code: AGREEMENT_MESSAGES.brokerCodeMismatch }],
      ['rep', { agent_name: 'jordan a. lee', agent_code: 'jlee2024' }, {}],
    ])('%s %j', (eprocess, raw, errors) => {
      expect(errorsOf(raw, eprocess)).toEqual(errors);
    });

    it('prefills the group name only (never a code), and only for a group enrollment', () => {
      const valueOf = (eprocess: string, name: string) => agreementFieldDefinitions(agreementFlagsFor(eprocess), '11/23/2026', facts.group).find((f) => f.field_name === name)?.value;
      expect([valueOf('group', 'group_name'), valueOf('group', 'group_code')]).toEqual(['Acme Fabrication Co.', undefined]);
      expect([valueOf('rep', 'group_code'), valueOf('rep', 'agent_code'), valueOf('applicant', 'group_code')]).toEqual([undefined, undefined, undefined]);
    });
  });

  it('a drawn signature wins over a typed name', () => {
    const result = checkAgreementInfo({ ...all, user_name: 'Jane', signature: PNG, signature_name: 'Jane Doe' }, texts, agreementFlagsFor(null), '11/23/2026');
    expect(result.ok && result.value.signature === PNG && result.value.signature_name === '').toBe(true);
  });
});
