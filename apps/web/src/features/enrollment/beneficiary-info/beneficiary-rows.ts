import { BeneficiaryInfoAnswerSchema, isMaskedSsn, maskSsn, type Beneficiary, type BeneficiaryAnswer } from '@benefit-store/domain';

/**
 * One beneficiary of the step's list as the browser holds it until the list is saved: what the server answered
 * (SSN masked) or what the person entered and the server validated (SSN as typed: a new number cannot be masked
 * before the server has stored it). `key` tells rows apart in React.
 */
export interface BeneficiaryRow {
  key: string;
  beneficiary: Beneficiary;
}

let counter = 0;
const nextKey = () => `beneficiary-${++counter}`;

export const newRow = (beneficiary: Beneficiary): BeneficiaryRow => ({ key: nextKey(), beneficiary });

/** The list the step opens on: the saved one (or an existing member's earlier one), else empty. */
export function rowsFrom(value: unknown): BeneficiaryRow[] {
  const parsed = BeneficiaryInfoAnswerSchema.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.beneficiaries.map((b: BeneficiaryAnswer) =>
    newRow({ ...b, birthdate: b.birthdate ?? undefined }),
  );
}

/** The list as save-beneficiary-info and Save & Continue Later take it. */
export const wireList = (rows: readonly BeneficiaryRow[]) => rows.map((r) => ({ ...r.beneficiary }));

/** The SSN as the list shows it: masked, whatever the row holds. */
export const shownSsn = (ssn: string | undefined) => (!ssn ? '' : isMaskedSsn(ssn) ? ssn : maskSsn(ssn));

export const fullName = (b: Beneficiary) => [b.first_name, b.middle_name, b.last_name].filter(Boolean).join(' ');
