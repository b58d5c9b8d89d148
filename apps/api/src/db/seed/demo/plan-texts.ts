import type { PlanCategory, PlanTexts } from '@benefit-store/domain';
import type { SeedPlan } from '../seed-types.js';

const faq = (text: string) => ({ name: 'Frequently asked questions', text });
const exclusions = (text: string) => ({ name: 'Exclusions and limitations', text });
const example = (text: string) => ({ name: 'How it works: an example', text });

/** The plan page's toggles by category: demo texts, written once per kind of plan. */
const BY_CATEGORY: Partial<Record<PlanCategory, PlanTexts>> = {
  medical: {
    blueBarText: 'Doctor visits, hospital stays and prescriptions in one plan.',
    exclusions: exclusions('Cosmetic procedures, experimental treatment and care outside the network (except emergencies) are not covered.'),
    example: example('Maria sees her primary care doctor for a sinus infection: she pays the $25 copay and the plan pays the rest.'),
    faq: faq('Can I keep my doctor? Yes, if your doctor is in the plan\'s network; the carrier\'s directory lists them.'),
  },
  dental: {
    blueBarText: 'Cleanings and checkups covered from day one.',
    exclusions: exclusions('Cosmetic whitening and treatment started before coverage began are not covered. Major services have a waiting period.'),
    example: example('Two cleanings and one set of X-rays a year are paid in full; a filling is paid at 80% after the deductible.'),
    faq: faq('Is there a waiting period? Preventive care has none; basic care waits 6 months and major care 12 months.'),
  },
  vision: {
    blueBarText: 'A yearly eye exam and an allowance for frames or contacts.',
    exclusions: exclusions('Non-prescription sunglasses and a second pair of glasses in the same year are not covered.'),
    example: example('An eye exam costs a $10 copay; a $150 frame allowance pays most of a new pair of glasses.'),
    faq: faq('Can I use any optometrist? Yes; in-network providers cost you less.'),
  },
  term_life: {
    blueBarText: 'A level death benefit for the whole term.',
    exclusions: exclusions('Suicide within the first two years of the policy and misstatements on the application void the benefit.'),
    example: example('A $100,000 policy pays your beneficiaries $100,000 if you pass away during the term.'),
    faq: faq('Can the rate go up? No, the premium is level for the whole term.'),
  },
  di: {
    blueBarText: 'A share of your pay while you cannot work.',
    exclusions: exclusions('Disabilities caused by pre-existing conditions in the first 12 months, or by self-inflicted injury, are not covered.'),
    example: example('After the waiting period, a worker earning $1,000 a week receives $600 a week while disabled.'),
    faq: faq('Why does it ask my salary and hours? The benefit is a share of your pay, and the carrier insures people who work enough hours.'),
  },
};

const DEFAULT_TEXTS: PlanTexts = {
  exclusions: exclusions('Conditions treated in the 12 months before coverage began may be excluded for the first year. See the certificate for every limitation.'),
  example: example('A covered event is reported to the carrier, which pays the benefit directly to you.'),
  faq: faq('When does coverage start? On the effective date you choose in the cart.'),
};

const MEMBERSHIP_NOTE = 'This plan is offered to members of the benefits association; the $5.00/month membership is added to your cart with it.';

/** The plan's page texts: its own, else its category's, with the association note for membership plans. */
export function withPageTexts(plan: SeedPlan): SeedPlan {
  const texts = { ...DEFAULT_TEXTS, ...BY_CATEGORY[plan.category], ...plan.details };
  return { ...plan, details: plan.requiresMembership ? { associationText: MEMBERSHIP_NOTE, ...texts } : texts };
}
