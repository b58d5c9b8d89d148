import { BENEFICIARY_MESSAGES } from './beneficiary-info.messages.js';
import { BENEFICIARY_TOTAL, MAX_CONTINGENT_BENEFICIARIES, MAX_PRIMARY_BENEFICIARIES } from './beneficiary-info.schema.js';

/** What the totals read of a beneficiary. */
export interface BeneficiaryShare {
  beneficiary_percentage: number;
  is_contigent: boolean;
}

/**
 * Where the list stands (spec 001 section 5):
 * - none: no primary beneficiary yet ('Please add your beneficiaries before continuing.');
 * - complete: the primary shares total exactly 100 ('Now You can Continue Enrollment'), the only state with Next;
 * - maxReached: three primaries and the total is not 100 ('Maximum allowed number of beneficiaries is 3'): no more
 *   can be added, a share must be edited;
 * - over / under: the total with 'Should not be more / less than 100%'.
 * The contingent beneficiary never counts toward the total.
 */
export type BeneficiaryTotalState = 'none' | 'complete' | 'maxReached' | 'over' | 'under';

export interface BeneficiaryTotals {
  state: BeneficiaryTotalState;
  /** The sum of the primary beneficiaries' shares. */
  total: number;
  primaries: number;
  contingents: number;
  /** The spec's message for the state, verbatim. */
  message: string;
  /** Next is offered only at exactly 100. */
  canContinue: boolean;
  /** The add-beneficiary form: fewer than 3 primaries. */
  canAddPrimary: boolean;
  /** The add-contingent button: hidden once one exists. */
  canAddContingent: boolean;
}

export const primaryCount = (list: readonly BeneficiaryShare[]) => list.filter((b) => !b.is_contigent).length;
export const contingentCount = (list: readonly BeneficiaryShare[]) => list.filter((b) => b.is_contigent).length;

/** The sum of the primary shares (the contingent's 0 is never counted, whatever it holds). */
export const beneficiaryTotal = (list: readonly BeneficiaryShare[]) =>
  list.filter((b) => !b.is_contigent).reduce((sum, b) => sum + (Number.isFinite(b.beneficiary_percentage) ? b.beneficiary_percentage : 0), 0);

export function beneficiaryTotals(list: readonly BeneficiaryShare[]): BeneficiaryTotals {
  const total = beneficiaryTotal(list);
  const primaries = primaryCount(list);
  const contingents = contingentCount(list);
  let state: BeneficiaryTotalState;
  if (primaries === 0) state = 'none';
  else if (total === BENEFICIARY_TOTAL) state = 'complete';
  else if (primaries >= MAX_PRIMARY_BENEFICIARIES) state = 'maxReached';
  else state = total > BENEFICIARY_TOTAL ? 'over' : 'under';
  return {
    state,
    total,
    primaries,
    contingents,
    message: totalMessage(state, total),
    canContinue: state === 'complete' && primaries <= MAX_PRIMARY_BENEFICIARIES && contingents <= MAX_CONTINGENT_BENEFICIARIES,
    canAddPrimary: primaries < MAX_PRIMARY_BENEFICIARIES,
    canAddContingent: contingents < MAX_CONTINGENT_BENEFICIARIES,
  };
}

function totalMessage(state: BeneficiaryTotalState, total: number): string {
  switch (state) {
    case 'none':
      return BENEFICIARY_MESSAGES.noneAdded;
    case 'complete':
      return BENEFICIARY_MESSAGES.totalComplete;
    case 'maxReached':
      return BENEFICIARY_MESSAGES.maxPrimary;
    case 'over':
      return BENEFICIARY_MESSAGES.totalOver({ total });
    case 'under':
      return BENEFICIARY_MESSAGES.totalUnder({ total });
  }
}

/**
 * Why a list cannot be saved (save-beneficiary-info and Save & Continue Later), first problem first; null when it
 * can: more than 3 primaries, more than one contingent, then the total (none added, over or under 100).
 */
export function beneficiaryListProblem(list: readonly BeneficiaryShare[]): string | null {
  if (primaryCount(list) > MAX_PRIMARY_BENEFICIARIES) return BENEFICIARY_MESSAGES.maxPrimary;
  if (contingentCount(list) > MAX_CONTINGENT_BENEFICIARIES) return BENEFICIARY_MESSAGES.oneContingent;
  const totals = beneficiaryTotals(list);
  return totals.canContinue ? null : totals.message;
}
