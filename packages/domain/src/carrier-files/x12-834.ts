import type { Tier } from '../catalog/tiers.js';

/**
 * The ASC X12 005010X220A1 (834, Benefit Enrollment and Maintenance) codes the carrier files use (issue 25 item 2;
 * docs/decisions/0075-carrier-files.md). One place, so the file writer, the CSV and their tests agree.
 */
export const X12_834_VERSION = '005010X220A1';
export const X12_INTERCHANGE_VERSION = '00501';

/** INS02 / the CSV's relationship: 18 self (the subscriber), 01 spouse, 19 child. */
export const X12_RELATIONSHIP_CODES = { self: '18', spouse: '01', child: '19' } as const;
export type HouseholdRelationship = keyof typeof X12_RELATIONSHIP_CODES;

/** INS03 and HD01: 021 addition (a new enrollment), 001 change, 024 cancellation or termination. */
export const X12_MAINTENANCE_TYPES = { addition: '021', change: '001', termination: '024' } as const;
export type MaintenanceType = keyof typeof X12_MAINTENANCE_TYPES;

/** INS04 for an addition: 28, initial enrollment. INS05: A, active. */
export const X12_INITIAL_ENROLLMENT_REASON = '28';
/**
 * INS04, the maintenance reason, by maintenance type: 28 initial enrollment (021), 25 change in identifying data
 * elements (001: a corrected name, address or dependent), 07 termination of benefits (024: cancelled or terminated).
 */
export const X12_MAINTENANCE_REASONS: Readonly<Record<MaintenanceType, string>> = { addition: X12_INITIAL_ENROLLMENT_REASON, change: '25', termination: '07' };
export const X12_BENEFIT_STATUS_ACTIVE = 'A';

/** HD05, the coverage level, from the tier the plan was bought at. */
export const X12_COVERAGE_LEVELS: Readonly<Record<Tier, string>> = { IO: 'EMP', IS: 'ESP', IC: 'ECH', IF: 'FAM' };

/** HD03, the insurance line, from the plan's category (AH: accident and health, for the supplemental lines). */
export const X12_INSURANCE_LINES: Readonly<Record<string, string>> = {
  limitedmed: 'HLT',
  medical: 'HLT',
  bundles: 'HLT',
  dental: 'DEN',
  vision: 'VIS',
  rx: 'PDG',
  term_life: 'LIF',
  di: 'LTD',
  supplemental: 'AH',
  critical: 'AH',
  accident: 'AH',
  hospital: 'AH',
  lifestyle: 'AH',
  pet: 'AH',
};
export const insuranceLineOf = (category: string) => X12_INSURANCE_LINES[category] ?? 'HLT';
export const coverageLevelOf = (tier: string) => X12_COVERAGE_LEVELS[tier as Tier] ?? 'EMP';

/** Whether a plan bought at `tier` covers a household member: the subscriber always; a spouse at IS and IF; a child at IC and IF. */
export function tierCovers(tier: string, relationship: HouseholdRelationship): boolean {
  if (relationship === 'self') return true;
  if (relationship === 'spouse') return tier === 'IS' || tier === 'IF';
  return tier === 'IC' || tier === 'IF';
}

/** The carrier files' formats and modes. */
export const CARRIER_FILE_FORMATS = ['834', 'csv'] as const;
export type CarrierFileFormat = (typeof CARRIER_FILE_FORMATS)[number];
/** full: every completed enrollment each time; changes: those completed since the carrier's last file. */
export const CARRIER_FILE_MODES = ['full', 'changes'] as const;
export type CarrierFileMode = (typeof CARRIER_FILE_MODES)[number];

/** The CSV's header row: one row per person and plan, the 834's values. */
export const CARRIER_CSV_COLUMNS = [
  'carrier',
  'policy_id',
  'subscriber_id',
  'maintenance_type',
  'relationship_code',
  'relationship',
  'first_name',
  'middle_name',
  'last_name',
  'ssn',
  'birth_date',
  'gender',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'email',
  'phone',
  'plan_id',
  'plan_name',
  'category',
  'insurance_line',
  'tier',
  'coverage_level',
  'monthly_premium',
  'coverage_begin',
  'coverage_end',
] as const;
export type CarrierCsvColumn = (typeof CARRIER_CSV_COLUMNS)[number];
