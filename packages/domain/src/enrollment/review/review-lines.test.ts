import { describe, expect, it } from 'vitest';
import type { TabKey } from '../tabs.js';
import { reviewLines, type ReviewLinesSource } from './review-lines.js';

const empty: ReviewLinesSource['sections'] = {
  primary_info: null,
  contact_info: null,
  employer_info: null,
  benificiary_info: null,
  health_info: null,
  dependent_info: null,
  payment_info: null,
  agreement_info: null,
};
const source = (sections: Partial<ReviewLinesSource['sections']>, agreement_texts: ReviewLinesSource['agreement_texts'] = []): ReviewLinesSource => ({
  sections: { ...empty, ...sections },
  agreement_texts,
});
const lines = (tab: TabKey, s: ReviewLinesSource) => reviewLines(tab, s)?.map((l) => `${l.label}: ${l.value}`);

describe('review lines (the review cards and the receipt PDF)', () => {
  it('is null for a step that was not saved', () => {
    expect(reviewLines('primary_info', source({}))).toBeNull();
    expect(reviewLines('review_info', source({}))).toBeNull();
  });

  const cases: [string, TabKey, ReviewLinesSource, string[]][] = [
    [
      'personal: names for gender and marital status, the date formatted, the SSN as masked, no prior-coverage lines without prior coverage',
      'primary_info',
      source({ primary_info: { first_name: 'Ana', middle_name: 'M', last_name: 'Lopez', gender: 1, birthdate: '01/15/1990', ssn: '***-**-6789', marital_status: 0, prior_coverage_flag: 0 } }),
      ['Full Name: Ana M Lopez', 'Gender: Female', 'Date of Birth: 01/15/1990', 'Social Security Number: ***-**-6789', 'Marital Status: Single'],
    ],
    [
      'contact: phone formatted, internal validation flags left out, a missing field said so',
      'contact_info',
      source({
        contact_info: { email_address: 'ana@example.com', phone_number: '5125550100', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', with_validation: 0, skip_validation_email: 0, skip_validation_phone: 0, email_verified: true, phone_verified: true } as never,
      }),
      ['Email: ana@example.com', 'Phone Number: (512) 555-0100', 'Street Address 1: 1 Main St', 'City: Austin', 'State: TX', 'Zip: 78701', 'Birth City: Not provided', 'Birth State: Not provided'],
    ],
    [
      'billing by card: the method by name, the card as masked',
      'billing_info',
      source({ payment_info: { payment_method: 'cc', name_on_cc: 'Ana Lopez', brand: 'Visa', card_number: '******4242', expiration_month: '12', expiration_year: '2028' } }),
      ['Payment Method: Credit Card', 'Name on Card: Ana Lopez', 'Card Number: Visa ******4242', 'Expires: 12/2028'],
    ],
  ];
  it.each(cases)('%s', (_name, tab, s, expected) => {
    const got = lines(tab, s)!;
    expect(got).toEqual(expected);
    expect(got.join('\n')).not.toMatch(/validation|eprocess|question_ids|is_valid/i);
  });

  it('health: each question answered Yes or No with its conditions, in order', () => {
    const got = lines(
      'primary_health_info',
      source({
        health_info: {
          condition_questions: [{ question_id: 141, question_text: 'Have you had heart disease?', yes_no_flag: 0, conditions: [] }],
          medication_question: null,
          notes: '',
        } as never,
      }),
    );
    expect(got).toEqual(['Have you had heart disease?: No']);
  });

  it('agreement: each text agreed or not, then the signature', () => {
    const got = reviewLines(
      'agreement_info',
      source({ agreement_info: { eprocess: 'applicant', agreed: [], agent_name: '', agent_code: '', group_name: '', group_code: '', user_name: '', date: '', signed: true, signature_name: 'Ana Lopez' } }, [
        { id: 'general', text_head: 'Terms', text_body: 'Body' } as never,
      ]),
    )!;
    expect(got).toHaveLength(2);
    expect(got[0]!.label).toBe('Terms');
    expect(got[1]!.value).toContain('Ana Lopez');
  });
});
