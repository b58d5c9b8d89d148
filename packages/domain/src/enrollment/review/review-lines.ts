import { MESSAGES, WEB_MESSAGES } from '../../messages.js';
import { displayDateText } from '../../shared/display-dates.js';
import { formatPhone } from '../../shared/phone.js';
import { BILLING_MESSAGES } from '../billing/billing.messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { AGREEMENT_MESSAGES } from '../steps/agreement.messages.js';
import type { AgreementText } from '../steps/agreement-info.schema.js';
import { DEPENDENT_MESSAGES } from '../steps/dependent-info.messages.js';
import { EMPLOYER_MESSAGES } from '../steps/employer-info.messages.js';
import { averageWorkWeekOptions, compensationTypeOptions, employmentStatusOptions } from '../steps/employer-info.schema.js';
import { HEALTH_MESSAGES } from '../steps/health-questions.messages.js';
import { MARITAL_STATUS_LABELS, PERSONAL_GENDER_LABELS } from '../steps/personal-labels.js';
import type { TabKey } from '../tabs.js';
import { REVIEW_MESSAGES } from './review.messages.js';
import type { ReviewSummary } from './review.schema.js';

/** One line of a card: a label and what was saved, or a sentence of its own (a list entry). */
export interface ReviewLine {
  label: string;
  value: string;
}

type Sections = ReviewSummary['sections'];

/** What the lines are built from: each step's saved value (as get-review-summary answers it) and the agreement's texts. */
export type ReviewLinesSource = Pick<ReviewSummary, 'sections' | 'agreement_texts'>;

const join = (...parts: (string | undefined | null)[]) => parts.filter((p) => p && p.trim()).join(' ');
const row = (label: string, value: string | undefined | null): ReviewLine => ({ label, value: value && value.trim() ? value : REVIEW_MESSAGES.notProvided });
const date = (value: string | null | undefined) => (value ? displayDateText(value) : null);
const optionName = (options: { value: string; name: string }[], value: string | undefined) => options.find((o) => o.value === value)?.name ?? value;
const yesNo = (flag: number | string) => (Number(flag) === 1 ? MESSAGES.yes : MESSAGES.no);

function personalRows(p: NonNullable<Sections['primary_info']>): ReviewLine[] {
  const rows = [
    row(REVIEW_MESSAGES.nameLabel, join(p.first_name, p.middle_name, p.last_name)),
    row(WEB_MESSAGES.gender, p.gender === null || p.gender === undefined ? null : PERSONAL_GENDER_LABELS[p.gender]),
  ];
  if (p.height_feet !== undefined) rows.push(row(REVIEW_MESSAGES.heightLabel, REVIEW_MESSAGES.heightValue({ feet: p.height_feet, inches: p.height_inch ?? 0 })));
  if (p.weight !== undefined) rows.push(row(REVIEW_MESSAGES.weightSummaryLabel, REVIEW_MESSAGES.weightValue({ lbs: p.weight })));
  rows.push(
    row(ENROLLMENT_MESSAGES.dateOfBirthLabel, date(p.birthdate)),
    row(ENROLLMENT_MESSAGES.ssnLabel, p.ssn),
    row(ENROLLMENT_MESSAGES.maritalStatusLabel, p.marital_status === undefined ? null : MARITAL_STATUS_LABELS[p.marital_status]),
  );
  if (p.prior_coverage_flag === 1) {
    rows.push(
      row(ENROLLMENT_MESSAGES.priorCarrierNameLabel, p.prior_carrier_name),
      row(REVIEW_MESSAGES.priorEffectiveDateLabel, date(p.prior_effective_date)),
      row(ENROLLMENT_MESSAGES.priorTermDateLabel, date(p.prior_term_date)),
    );
  }
  return rows;
}

function contactRows(c: NonNullable<Sections['contact_info']>): ReviewLine[] {
  return [
    row(REVIEW_MESSAGES.emailSummaryLabel, c.email_address),
    row(REVIEW_MESSAGES.phoneSummaryLabel, c.phone_number ? formatPhone(c.phone_number) : null),
    row(ENROLLMENT_MESSAGES.streetAddress1Label, c.address1),
    ...(c.address2 ? [row(ENROLLMENT_MESSAGES.streetAddress2Label, c.address2)] : []),
    row(ENROLLMENT_MESSAGES.cityLabel, c.city),
    row(ENROLLMENT_MESSAGES.stateLabel, c.state),
    row(REVIEW_MESSAGES.zipSummaryLabel, c.zip),
    row(ENROLLMENT_MESSAGES.birthCityLabel, c.birth_city),
    row(ENROLLMENT_MESSAGES.birthStateLabel, c.birth_state),
  ];
}

function employerRows(e: NonNullable<Sections['employer_info']>): ReviewLine[] {
  return [
    row(EMPLOYER_MESSAGES.employerNameLabel, e.name),
    row(EMPLOYER_MESSAGES.employerPhoneLabel, e.phone ? formatPhone(e.phone) : null),
    row(REVIEW_MESSAGES.employerAddressLabel, [join(e.address1, e.address2), e.city, join(e.state, e.zip)].filter(Boolean).join(', ')),
    row(EMPLOYER_MESSAGES.averageWorkWeekLabel, optionName(averageWorkWeekOptions(), e.average_work_week)),
    row(REVIEW_MESSAGES.employmentStartLabel, date(e.employment_start_date)),
    row(EMPLOYER_MESSAGES.occupationLabel, e.occupation),
    row(EMPLOYER_MESSAGES.compensationTypeLabel, optionName(compensationTypeOptions(), e.compensation_type)),
    row(EMPLOYER_MESSAGES.employmentStatusLabel, optionName(employmentStatusOptions(), e.employment_status)),
    row(EMPLOYER_MESSAGES.employerIndustryLabel, e.emp_industry),
  ];
}

function beneficiaryRows(b: NonNullable<Sections['benificiary_info']>): ReviewLine[] {
  if (b.beneficiaries.length === 0) return [];
  const line = (x: (typeof b.beneficiaries)[number]) =>
    REVIEW_MESSAGES.beneficiaryLine({ name: join(x.first_name, x.middle_name, x.last_name), relationship: x.relationship ?? '', percentage: x.beneficiary_percentage });
  const primary = b.beneficiaries.filter((x) => !x.is_contigent);
  const contingent = b.beneficiaries.filter((x) => x.is_contigent);
  return [
    ...primary.map((x) => ({ label: REVIEW_MESSAGES.primaryBeneficiaries, value: line(x) })),
    ...contingent.map((x) => ({ label: REVIEW_MESSAGES.contingentBeneficiaries, value: line(x) })),
  ];
}

function healthRows(h: NonNullable<Sections['health_info']>): ReviewLine[] {
  const rows: ReviewLine[] = [];
  for (const q of h.condition_questions) {
    rows.push({ label: q.question_text, value: yesNo(q.yes_no_flag) });
    for (const c of q.conditions) {
      const [name, since] = 'health_condition' in c ? [c.health_condition, c.date_of_onset] : [c.condition, c.last_seen_by_physician];
      rows.push({ label: HEALTH_MESSAGES.healthConditionLabel, value: REVIEW_MESSAGES.conditionLine({ condition: name, date: date(since) ?? since }) });
    }
  }
  const m = h.medication_question;
  if (m) {
    rows.push({ label: m.question_text, value: yesNo(m.yes_no_flag) });
    for (const x of m.medications) {
      rows.push({ label: HEALTH_MESSAGES.medicationLabel, value: REVIEW_MESSAGES.medicationLine({ medication: x.medication, dosage: x.dosage, condition: x.medical_condition }) });
    }
  }
  if (h.notes.trim()) rows.push({ label: HEALTH_MESSAGES.notesLabel, value: h.notes });
  return rows;
}

function dependentRows(d: NonNullable<Sections['dependent_info']>): ReviewLine[] {
  return d.dependents.map((x, i) => ({
    label: DEPENDENT_MESSAGES.dependentNumber({ n: i + 1 }),
    value: REVIEW_MESSAGES.dependentLine({
      name: join(x.primary_info.first_name, x.primary_info.last_name),
      relationship: x.primary_info.relationship === 'spouse' ? DEPENDENT_MESSAGES.relationshipSpouse : DEPENDENT_MESSAGES.relationshipChild,
      birthdate: date(x.primary_info.birthdate) ?? '',
    }),
  }));
}

const METHOD_NAMES = {
  cc: () => BILLING_MESSAGES.paymentCreditCard,
  eft: () => BILLING_MESSAGES.paymentBankDraft,
  list: () => REVIEW_MESSAGES.paymentMethodList,
  elist: () => REVIEW_MESSAGES.paymentMethodEftList,
  stmt: () => REVIEW_MESSAGES.paymentMethodStatement,
} as const;

function billingRows(p: NonNullable<Sections['payment_info']>): ReviewLine[] {
  const rows = [row(REVIEW_MESSAGES.paymentMethodLabel, METHOD_NAMES[p.payment_method]())];
  if (p.payment_method === 'cc') {
    rows.push(
      row(REVIEW_MESSAGES.nameOnCardLabel, p.name_on_cc ?? join(p.first_name_on_cc, p.last_name_on_cc)),
      row(BILLING_MESSAGES.cardNumberLabel, join(p.brand, p.card_number)),
      row(REVIEW_MESSAGES.expiresLabel, p.expiration_month && p.expiration_year ? `${p.expiration_month}/${p.expiration_year}` : null),
    );
  }
  if (p.payment_method === 'eft' && (p.account_number || p.bank_name)) {
    rows.push(
      row(BILLING_MESSAGES.bankNameLabel, p.bank_name),
      row(BILLING_MESSAGES.routingNumberLabel, p.routing_number),
      row(BILLING_MESSAGES.accountNumberLabel, p.account_number),
      row(BILLING_MESSAGES.accountTypeLabel, p.account_type === 'savings' ? BILLING_MESSAGES.accountTypeSavings : p.account_type === 'checking' ? BILLING_MESSAGES.accountTypeChecking : null),
    );
    if (p.bill_date) rows.push(row(BILLING_MESSAGES.billDateLabel, BILLING_MESSAGES.billDateOption({ n: p.bill_date })));
  }
  return rows;
}

function agreementRows(a: Sections['agreement_info'], texts: readonly AgreementText[]): ReviewLine[] {
  return [
    ...texts.map((t) => ({ label: t.text_head, value: a?.agreed.includes(t.id) ? REVIEW_MESSAGES.agreedLabel : REVIEW_MESSAGES.notAgreedLabel })),
    { label: AGREEMENT_MESSAGES.signatureLegend, value: a?.signed ? (a.signature_name ? REVIEW_MESSAGES.signedBy({ name: a.signature_name }) : REVIEW_MESSAGES.signedLabel) : REVIEW_MESSAGES.notSignedLabel },
  ];
}

/**
 * What a review card lists for its tab (spec 002 section 2.2), in the card's order: labels and values as the person
 * reads them (names for codes, dates and phone numbers formatted, SSNs, cards and accounts as masked on the way in).
 * Null when the step was not saved. The review page and the receipt PDF both print these lines.
 */
export function reviewLines(tab: TabKey, summary: ReviewLinesSource): ReviewLine[] | null {
  const s = summary.sections;
  switch (tab) {
    case 'primary_info':
      return s.primary_info ? personalRows(s.primary_info) : null;
    case 'contact_info':
      return s.contact_info ? contactRows(s.contact_info) : null;
    case 'employer_info':
      return s.employer_info ? employerRows(s.employer_info) : null;
    case 'beneficiary_info':
      return s.benificiary_info ? beneficiaryRows(s.benificiary_info) : null;
    case 'primary_health_info':
      return s.health_info ? healthRows(s.health_info) : null;
    case 'dependent_info':
      return s.dependent_info ? dependentRows(s.dependent_info) : null;
    case 'billing_info':
      return s.payment_info ? billingRows(s.payment_info) : null;
    case 'agreement_info':
      return s.agreement_info ? agreementRows(s.agreement_info, summary.agreement_texts) : null;
    default:
      return null;
  }
}
