import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import type { AgreementTextId } from '../steps/agreement-info.schema.js';
import { beneficiaryListProblem, type BeneficiaryShare } from '../steps/beneficiary-totals.js';
import { TAB_TITLES, type TabKey } from '../tabs.js';
import { COMPLETION_MESSAGES } from './completion.messages.js';

/** What a saved tab holds in the clear, and whether its secrets hold a signature (agreement_info). */
export interface SavedTabFacts {
  data: Record<string, unknown>;
  /** The secret fields' names (never their values): e.g. 'signature', 'signature_name', 'ssn', 'card_token'. */
  secretKeys: readonly string[];
}

export interface CompletionFacts {
  /** The enrollment's dynamic tabs (get-dynamic-tabs). */
  tabs: readonly { tab_name: TabKey; required: boolean }[];
  /** The tabs saved so far. */
  saved: Partial<Record<TabKey, SavedTabFacts>>;
  /** The agreement texts the cart shows now (agreementTextsFor): each must have been ticked. */
  agreementTextIds: readonly AgreementTextId[];
  /** Plans in the cart. */
  cartSize: number;
}

/** One reason an enrollment cannot be completed: the tab to go back to and why (save-review-info's errors list). */
export interface CompletionProblem {
  target_element: TabKey | 'cart';
  error_message: string;
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Why a saved tab is not complete, or null. The step's own save already checked its fields; this re-checks what a temp save or a later change can break. */
function tabProblem(tab: TabKey, saved: SavedTabFacts, facts: CompletionFacts): string | null {
  const { data, secretKeys } = saved;
  const invalid = COMPLETION_MESSAGES.stepInvalid({ step: TAB_TITLES[tab] });
  switch (tab) {
    case 'primary_info':
      return hasText(data.first_name) && hasText(data.last_name) ? null : invalid;
    case 'contact_info':
      // A save for later may lack what the step's Next requires (complete: false) until that Next saves it whole.
      return data.complete !== false && hasText(data.email_address) && hasText(data.phone_number) && hasText(data.zip) ? null : invalid;
    case 'dependent_info':
      // A temp or save-for-later row may be partial; only save-dependent-info's whole tier check sets complete.
      return data.complete === true ? null : COMPLETION_MESSAGES.dependentsIncomplete;
    case 'beneficiary_info': {
      const list = Array.isArray(data.beneficiaries) ? (data.beneficiaries as BeneficiaryShare[]) : [];
      return beneficiaryListProblem(list);
    }
    case 'billing_info':
      return hasText(data.payment_method) ? null : invalid;
    case 'agreement_info': {
      if (!secretKeys.includes('signature') && !secretKeys.includes('signature_name')) return ENROLLMENT_MESSAGES.signatureRequired;
      // save-agreement-info keeps the ids of the texts ticked (`agreed`); a text the cart shows now must be among them.
      const agreed = Array.isArray(data.agreed) ? (data.agreed as unknown[]) : [];
      const unticked = facts.agreementTextIds.some((id) => !agreed.includes(id));
      return unticked ? COMPLETION_MESSAGES.agreementChanged : null;
    }
    default:
      return null;
  }
}

/**
 * Whether an enrollment can be completed (POST save-review-info): every required tab but the review itself saved and
 * still valid, the cart not empty. One problem per tab, in the wizard's order; an empty list means it can.
 */
export function completionProblems(facts: CompletionFacts): CompletionProblem[] {
  const problems: CompletionProblem[] = [];
  if (facts.cartSize === 0) problems.push({ target_element: 'cart', error_message: COMPLETION_MESSAGES.emptyCart });
  for (const { tab_name: tab, required } of facts.tabs) {
    if (!required || tab === 'review_info') continue;
    const saved = facts.saved[tab];
    const problem = saved ? tabProblem(tab, saved, facts) : COMPLETION_MESSAGES.stepMissing({ step: TAB_TITLES[tab] });
    if (problem) problems.push({ target_element: tab, error_message: problem });
  }
  return problems;
}
