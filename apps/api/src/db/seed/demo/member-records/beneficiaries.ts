/**
 * Demo members' earlier beneficiaries (get-beneficiaries-existing-user-enrollment), keyed by member ref, in the wire
 * shape of the spec (section 3): an existing member's beneficiaries carry `dob` (mapped to birthdate). Fictional
 * people; the SSNs are made-up numbers, stored encrypted (member_records) and answered masked.
 */
export const BENEFICIARIES_RECORDS: Record<string, unknown> = {
  // Elena Marquez (tier IF, group ACME2024): her husband and daughter share 60/40, her mother is the contingent.
  'M-1001': [
    { beneficiary_id: 1, first_name: 'Daniel', middle_name: 'Jose', last_name: 'Marquez', dob: '1984-07-22', ssn: '123456781', relationship: 'Spouse', beneficiary_percentage: 60, is_contigent: false },
    { beneficiary_id: 2, first_name: 'Sofia', last_name: 'Marquez', dob: '2014-02-09', ssn: '123456782', relationship: 'Child', beneficiary_percentage: 40, is_contigent: false },
    { beneficiary_id: 3, first_name: 'Rosa', last_name: 'Alvarez', dob: '1958-11-30', ssn: '123456783', relationship: 'Parent', beneficiary_percentage: 0, is_contigent: true },
  ],
};
