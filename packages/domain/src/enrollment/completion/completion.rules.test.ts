import { describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { BENEFICIARY_MESSAGES } from '../steps/beneficiary-info.messages.js';
import { TAB_TITLES, type TabKey } from '../tabs.js';
import { COMPLETION_MESSAGES } from './completion.messages.js';
import { completionProblems, type CompletionFacts, type SavedTabFacts } from './completion.rules.js';

const tabs = (required: TabKey[]) =>
  (['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'billing_info', 'agreement_info', 'review_info'] as TabKey[]).map(
    (tab_name) => ({ tab_name, required: required.includes(tab_name) }),
  );

const complete: Partial<Record<TabKey, SavedTabFacts>> = {
  primary_info: { data: { first_name: 'Ana', last_name: 'Lee' }, secretKeys: ['ssn'] },
  contact_info: { data: { email_address: 'ana@example.com', phone_number: '2125550142', zip: '10001' }, secretKeys: [] },
  billing_info: { data: { payment_method: 'cc', card_number: '******4242' }, secretKeys: ['card_token'] },
  agreement_info: { data: { agreed: ['general', 'payment'] }, secretKeys: ['signature_name'] },
  dependent_info: { data: { complete: true, dependents: [] }, secretKeys: [] },
  beneficiary_info: { data: { beneficiaries: [{ is_contigent: 0, percentage: 100 }] }, secretKeys: [] },
  primary_health_info: { data: {}, secretKeys: ['answers'] },
};

const facts = (over: Partial<CompletionFacts> = {}): CompletionFacts => ({
  tabs: tabs(['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info']),
  saved: complete,
  agreementTextIds: ['general', 'payment'],
  cartSize: 1,
  ...over,
});

const without = (tab: TabKey) => Object.fromEntries(Object.entries(complete).filter(([k]) => k !== tab));
const withData = (tab: TabKey, data: Record<string, unknown>, secretKeys: string[] = []) => ({ ...complete, [tab]: { data, secretKeys } });

describe('which steps must be complete before an enrollment completes', () => {
  it('lets a member-only applicant with every required step saved complete, the review itself not needing a save', () => {
    expect(completionProblems(facts())).toEqual([]);
  });

  it.each<[string, Partial<CompletionFacts>, { target_element: string; error_message: string }[]]>([
    ['billing never saved', { saved: without('billing_info') }, [{ target_element: 'billing_info', error_message: COMPLETION_MESSAGES.stepMissing({ step: TAB_TITLES.billing_info }) }]],
    ['a group enrollment without employer information', { tabs: tabs(['primary_info', 'contact_info', 'employer_info', 'billing_info', 'agreement_info', 'review_info']) }, [{ target_element: 'employer_info', error_message: COMPLETION_MESSAGES.stepMissing({ step: TAB_TITLES.employer_info }) }]],
    ['the agreement saved without a signature', { saved: withData('agreement_info', { agreed: ['general', 'payment'] }) }, [{ target_element: 'agreement_info', error_message: ENROLLMENT_MESSAGES.signatureRequired }]],
    ['a health plan added after signing (its text never ticked)', { agreementTextIds: ['general', 'health', 'payment'] }, [{ target_element: 'agreement_info', error_message: COMPLETION_MESSAGES.agreementChanged }]],
    ['an empty cart', { cartSize: 0 }, [{ target_element: 'cart', error_message: COMPLETION_MESSAGES.emptyCart }]],
    ['contact information saved for later without what its Next requires (complete: false)', { saved: withData('contact_info', { email_address: 'ana@example.com', phone_number: '2125550142', zip: '10001', complete: false }) }, [{ target_element: 'contact_info', error_message: COMPLETION_MESSAGES.stepInvalid({ step: TAB_TITLES.contact_info }) }]],
    ['contact information without an e-mail', { saved: withData('contact_info', { phone_number: '2125550142', zip: '10001' }) }, [{ target_element: 'contact_info', error_message: COMPLETION_MESSAGES.stepInvalid({ step: TAB_TITLES.contact_info }) }]],
  ])('refuses %s, naming the tab', (_, over, expected) => {
    expect(completionProblems(facts(over))).toEqual(expected);
  });

  it('refuses a dependents list saved to temp that does not meet the tier (complete: false)', () => {
    const f = facts({ tabs: tabs(['primary_info', 'contact_info', 'dependent_info', 'billing_info', 'agreement_info', 'review_info']), saved: withData('dependent_info', { complete: false, dependents: [] }) });
    expect(completionProblems(f)).toEqual([{ target_element: 'dependent_info', error_message: COMPLETION_MESSAGES.dependentsIncomplete }]);
  });

  it('refuses beneficiaries whose shares do not total 100', () => {
    const f = facts({
      tabs: tabs(['primary_info', 'contact_info', 'beneficiary_info', 'billing_info', 'agreement_info', 'review_info']),
      saved: withData('beneficiary_info', { beneficiaries: [{ is_contigent: 0, percentage: 60 }] }),
    });
    const problems = completionProblems(f);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.target_element).toBe('beneficiary_info');
    expect(problems[0]!.error_message).not.toBe('');
    void BENEFICIARY_MESSAGES;
  });

  it('lists every problem at once, in the wizard order', () => {
    const f = facts({ saved: {}, cartSize: 1 });
    expect(completionProblems(f).map((p) => p.target_element)).toEqual(['primary_info', 'contact_info', 'billing_info', 'agreement_info']);
  });

  it('does not ask for a step the enrollment does not need', () => {
    expect(completionProblems(facts({ saved: without('dependent_info') }))).toEqual([]);
  });
});
