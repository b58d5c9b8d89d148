import { describe, expect, it } from 'vitest';
import { BENEFICIARY_MESSAGES } from './beneficiary-info.messages.js';
import { beneficiaryListProblem, beneficiaryTotals, type BeneficiaryShare, type BeneficiaryTotalState } from './beneficiary-totals.js';

const p = (beneficiary_percentage: number): BeneficiaryShare => ({ beneficiary_percentage, is_contigent: false });
/** A contingent beneficiary; a stray share on it is never counted. */
const c = (beneficiary_percentage = 0): BeneficiaryShare => ({ beneficiary_percentage, is_contigent: true });

describe('beneficiaryTotals (spec 001 section 5)', () => {
  it.each<[string, BeneficiaryShare[], BeneficiaryTotalState, number, string, boolean]>([
    ['nothing added', [], 'none', 0, 'Please add your beneficiaries before continuing.', false],
    ['only a contingent added', [c()], 'none', 0, 'Please add your beneficiaries before continuing.', false],
    ['one primary at 99', [p(99)], 'under', 99, 'Your total Beneficiary Percentage is 99 and it Should not be less than 100%', false],
    ['one primary at 100', [p(100)], 'complete', 100, 'Now You can Continue Enrollment', true],
    ['two primaries at 101', [p(60), p(41)], 'over', 101, 'Your total Beneficiary Percentage is 101 and it Should not be more than 100%', false],
    ['one primary at 1', [p(1)], 'under', 1, 'Your total Beneficiary Percentage is 1 and it Should not be less than 100%', false],
    ['three primaries at 100', [p(50), p(25), p(25)], 'complete', 100, 'Now You can Continue Enrollment', true],
    ['three primaries at 99', [p(33), p(33), p(33)], 'maxReached', 99, 'Maximum allowed number of beneficiaries is 3', false],
    ['three primaries at 150', [p(50), p(50), p(50)], 'maxReached', 150, 'Maximum allowed number of beneficiaries is 3', false],
    ['100 plus a contingent', [p(100), c()], 'complete', 100, 'Now You can Continue Enrollment', true],
    ['99 plus a contingent carrying 1 (ignored)', [p(99), c(1)], 'under', 99, 'Your total Beneficiary Percentage is 99 and it Should not be less than 100%', false],
    ['100 plus a contingent carrying 50 (ignored)', [p(100), c(50)], 'complete', 100, 'Now You can Continue Enrollment', true],
  ])('%s: %s at %d', (_case, list, state, total, message, canContinue) => {
    const totals = beneficiaryTotals(list);
    expect(totals).toMatchObject({ state, total, message, canContinue });
  });

  it('uses the catalog texts', () => {
    expect(beneficiaryTotals([p(100)]).message).toBe(BENEFICIARY_MESSAGES.totalComplete);
    expect(beneficiaryTotals([p(120)]).message).toBe(BENEFICIARY_MESSAGES.totalOver({ total: 120 }));
  });

  it.each<[string, BeneficiaryShare[], boolean, boolean]>([
    ['empty', [], true, true],
    ['two primaries', [p(50), p(50)], true, true],
    ['three primaries', [p(50), p(25), p(25)], false, true],
    ['a contingent', [p(100), c()], true, false],
    ['three primaries and a contingent', [p(40), p(30), p(30), c()], false, false],
  ])('%s: add primary %s, add contingent %s', (_case, list, canAddPrimary, canAddContingent) => {
    expect(beneficiaryTotals(list)).toMatchObject({ canAddPrimary, canAddContingent });
  });
});

describe('beneficiaryListProblem (what the server refuses on save)', () => {
  it.each<[string, BeneficiaryShare[], string | null]>([
    ['nothing added', [], BENEFICIARY_MESSAGES.noneAdded],
    ['100 with one contingent', [p(70), p(30), c()], null],
    ['a 4th primary, even at 100', [p(25), p(25), p(25), p(25)], BENEFICIARY_MESSAGES.maxPrimary],
    ['a 2nd contingent', [p(100), c(), c()], BENEFICIARY_MESSAGES.oneContingent],
    ['99', [p(99)], BENEFICIARY_MESSAGES.totalUnder({ total: 99 })],
    ['101', [p(100), p(1)], BENEFICIARY_MESSAGES.totalOver({ total: 101 })],
    ['3 primaries at 90', [p(30), p(30), p(30)], BENEFICIARY_MESSAGES.maxPrimary],
  ])('%s', (_case, list, problem) => {
    expect(beneficiaryListProblem(list)).toBe(problem);
  });
});
