/**
 * Demo members' earlier dependents (get-dependents-existing-user-enrollment), keyed by member ref: the wire shape of
 * spec 001 section 3 (primary_info; birthdate YYYY-MM-DD as the server gives it; SSNs in full: the record is
 * stored encrypted). Fictional people. dependent_id links a masked SSN sent back to the number on file.
 */
export const DEPENDENTS_RECORDS: Record<string, unknown> = {
  // Elena Marquez, tier IF: her husband and two children.
  'M-1001': {
    dependents: [
      {
        primary_info: {
          dependent_id: 9001,
          first_name: 'Javier',
          middle_name: '',
          last_name: 'Marquez',
          gender: 0,
          ssn: '518-24-7731',
          relationship: 'spouse',
          weight: 182,
          height_feet: 5,
          height_inch: 11,
          birthdate: '1984-07-02',
          employed: 0,
          is_legally_disabled: 0,
          disability_condition: null,
        },
      },
      {
        primary_info: {
          dependent_id: 9002,
          first_name: 'Sofia',
          last_name: 'Marquez',
          gender: 1,
          ssn: '518-24-7732',
          relationship: 'child',
          weight: 88,
          height_feet: 4,
          height_inch: 9,
          birthdate: '2014-03-21',
          employed: 0,
          is_legally_disabled: 0,
          disability_condition: null,
        },
      },
      {
        primary_info: {
          dependent_id: 9003,
          first_name: 'Mateo',
          last_name: 'Marquez',
          gender: 0,
          ssn: '518-24-7733',
          relationship: 'child',
          weight: 61,
          height_feet: 4,
          height_inch: 2,
          birthdate: '2017-10-09',
          employed: 0,
          is_legally_disabled: 0,
          disability_condition: null,
        },
      },
    ],
  },
};
