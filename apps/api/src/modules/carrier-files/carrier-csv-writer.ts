import { CARRIER_CSV_COLUMNS, centsToDecimal, coverageLevelOf, csvCell, insuranceLineOf, X12_MAINTENANCE_TYPES, X12_RELATIONSHIP_CODES, type CarrierCsvColumn } from '@benefit-store/domain';
import type { CarrierFileContent } from './carrier-file-content.js';
import type { CarrierConfig } from './carrier-config.js';

/** The carrier's file as CSV: the header row (domain CARRIER_CSV_COLUMNS), then one row per person and plan, the 834's values. */
export function writeCarrierCsv(config: CarrierConfig, content: CarrierFileContent): string {
  const rows: string[] = [CARRIER_CSV_COLUMNS.join(',')];
  for (const m of content.members) {
    for (const c of m.coverages) {
      const values: Record<CarrierCsvColumn, string> = {
        carrier: config.carrierKey,
        policy_id: m.policyId,
        subscriber_id: m.policyId,
        maintenance_type: X12_MAINTENANCE_TYPES[m.maintenance],
        relationship_code: X12_RELATIONSHIP_CODES[m.relationship],
        relationship: m.relationship,
        first_name: m.person.firstName,
        middle_name: m.person.middleName,
        last_name: m.person.lastName,
        ssn: m.person.ssn ?? '',
        birth_date: m.person.birthDate ?? '',
        gender: m.person.gender,
        address1: m.enrollment.address.address1,
        address2: m.enrollment.address.address2,
        city: m.enrollment.address.city,
        state: m.enrollment.address.state,
        zip: m.enrollment.address.zip,
        email: m.relationship === 'self' ? m.enrollment.email : '',
        phone: m.relationship === 'self' ? m.enrollment.phone : '',
        plan_id: String(c.plan.planId),
        plan_name: c.plan.planName,
        category: c.plan.category,
        insurance_line: insuranceLineOf(c.plan.category),
        tier: c.plan.tier,
        coverage_level: coverageLevelOf(c.plan.tier),
        monthly_premium: m.relationship === 'self' ? centsToDecimal(c.plan.priceCents) : '',
        coverage_begin: c.begin,
        coverage_end: c.end ?? '',
      };
      rows.push(CARRIER_CSV_COLUMNS.map((col) => csvCell(values[col])).join(','));
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}
