import type { Tier } from '@benefit-store/domain';
import type { SeedMember, SeedMemberRecord } from '../seed-member-types.js';

/**
 * More fictional existing members (issue 13), so that each demo rep's current-member table has at least three pages
 * of 5 rows and each demo group at least two. Names are invented, e-mails use example.com/.org, zips are real
 * post-office codes chosen only for their state. Listed after the first eight (members.ts), whose refs other tests use.
 */
type Row = [ref: string, first: string, last: string, dob: string, gender: 0 | 1, zip: string, state: string, agent: string, group: string | null, portal: string, policy: string, tier: Tier, plans: string[], completedOn: string];

const ROWS: Row[] = [
  // Jordan Lee (JLEE2024): Acme Fabrication Co. employees and individual clients in Texas.
  ['M-1101', 'Hannah', 'Abbott', '02/11/1984', 1, '78701', 'TX', 'JLEE2024', 'ACME2024', 'WORKSITE', 'POL-301101', 'IS', ['bluepine-dental-basic', 'bluepine-vision-essentials'], '2025-02-15'],
  ['M-1102', 'Diego', 'Castillo', '08/24/1977', 0, '78702', 'TX', 'JLEE2024', 'ACME2024', 'WORKSITE', 'POL-301102', 'IF', ['summit-select-hmo', 'evergreen-rx-saver'], '2025-03-01'],
  ['M-1103', 'Naomi', 'Fletcher', '05/03/1991', 1, '78703', 'TX', 'JLEE2024', 'ACME2024', 'WORKSITE', 'POL-301103', 'IO', ['summit-term-life-10'], '2025-03-15'],
  ['M-1104', 'Owen', 'Gallagher', '12/19/1969', 0, '78704', 'TX', 'JLEE2024', 'ACME2024', 'WORKSITE', 'POL-301104', 'IS', ['harbor-hospital-indemnity-500', 'northstar-accident-basic'], '2025-04-01'],
  ['M-1105', 'Ruth', 'Haddad', '07/07/1988', 1, '78705', 'TX', 'JLEE2024', 'ACME2024', 'WORKSITE', 'POL-301105', 'IC', ['harbor-choice-ppo-bronze'], '2025-04-15'],
  ['M-1106', 'Isaac', 'Jensen', '03/30/1995', 0, '78741', 'TX', 'JLEE2024', null, 'PREMIER', 'POL-301106', 'IO', ['evergreen-telehealth-anytime'], '2025-05-01'],
  ['M-1107', 'Leah', 'Kowalski', '10/12/1982', 1, '78745', 'TX', 'JLEE2024', null, 'PREMIER', 'POL-301107', 'IO', ['bluepine-dental-basic'], '2025-05-15'],
  ['M-1108', 'Felix', 'Moreau', '01/25/1973', 0, '78746', 'TX', 'JLEE2024', null, 'PREMIER', 'POL-301108', 'IS', ['summit-critical-illness-10k'], '2025-06-01'],
  ['M-1109', 'Zara', 'Quinlan', '09/09/1999', 1, '78748', 'TX', 'JLEE2024', null, 'PREMIER', 'POL-301109', 'IO', ['bluepine-vision-essentials'], '2025-06-15'],
  ['M-1110', 'Victor', 'Sandoval', '04/16/1966', 0, '78750', 'TX', 'JLEE2024', null, 'PREMIER', 'POL-301110', 'IS', ['harbor-hospital-indemnity-500'], '2025-07-01'],
  // Maria Rivera (MRIV3141): individual worksite clients across the Southwest.
  ['M-1201', 'Alma', 'Benavides', '06/02/1980', 1, '85003', 'AZ', 'MRIV3141', null, 'WORKSITE', 'POL-302201', 'IC', ['bluepine-dental-basic', 'northstar-accident-basic'], '2025-02-01'],
  ['M-1202', 'Caleb', 'Dunmore', '11/14/1987', 0, '85006', 'AZ', 'MRIV3141', null, 'WORKSITE', 'POL-302202', 'IO', ['summit-term-life-10'], '2025-02-15'],
  ['M-1203', 'Esme', 'Ferreira', '03/21/1993', 1, '85008', 'AZ', 'MRIV3141', null, 'WORKSITE', 'POL-302203', 'IO', ['evergreen-telehealth-anytime'], '2025-03-01'],
  ['M-1204', 'Gabriel', 'Herrera', '08/05/1971', 0, '85012', 'AZ', 'MRIV3141', null, 'WORKSITE', 'POL-302204', 'IF', ['harbor-choice-ppo-bronze', 'bluepine-vision-essentials'], '2025-03-15'],
  ['M-1205', 'Iris', 'Ibarra', '12/28/1985', 1, '85014', 'AZ', 'MRIV3141', null, 'WORKSITE', 'POL-302205', 'IS', ['harbor-hospital-indemnity-500'], '2025-04-01'],
  ['M-1206', 'Jonah', 'Keller', '02/17/1990', 0, '90013', 'CA', 'MRIV3141', null, 'WORKSITE', 'POL-302206', 'IO', ['bluepine-dental-basic'], '2025-04-15'],
  ['M-1207', 'Lucia', 'Montoya', '05/09/1976', 1, '90015', 'CA', 'MRIV3141', null, 'WORKSITE', 'POL-302207', 'IC', ['summit-critical-illness-10k'], '2025-05-01'],
  ['M-1208', 'Mateo', 'Navarro', '09/30/1983', 0, '90017', 'CA', 'MRIV3141', null, 'WORKSITE', 'POL-302208', 'IO', ['northstar-accident-basic'], '2025-05-15'],
  ['M-1209', 'Nadia', 'Ortega', '07/13/1997', 1, '90019', 'CA', 'MRIV3141', null, 'WORKSITE', 'POL-302209', 'IO', ['bluepine-vision-essentials'], '2025-06-01'],
  ['M-1210', 'Paolo', 'Reyes', '10/01/1968', 0, '85016', 'AZ', 'MRIV3141', null, 'WORKSITE', 'POL-302210', 'IS', ['evergreen-rx-saver'], '2025-06-15'],
  ['M-1211', 'Selena', 'Vargas', '01/06/1994', 1, '85018', 'AZ', 'MRIV3141', null, 'WORKSITE', 'POL-302211', 'IO', ['summit-term-life-10'], '2025-07-01'],
  // Daniel Okafor (DOKA7788): Lakeside Community Clinics staff and individual clients in Georgia and Florida.
  ['M-1301', 'Abigail', 'Ashford', '04/22/1986', 1, '30305', 'GA', 'DOKA7788', 'LAKE2025', 'PREMIER', 'POL-303301', 'IS', ['bluepine-dental-basic', 'bluepine-vision-essentials'], '2025-02-01'],
  ['M-1302', 'Benjamin', 'Carver', '09/17/1979', 0, '30306', 'GA', 'DOKA7788', 'LAKE2025', 'PREMIER', 'POL-303302', 'IF', ['summit-select-hmo'], '2025-02-15'],
  ['M-1303', 'Chloe', 'Dempsey', '12/03/1992', 1, '30307', 'GA', 'DOKA7788', 'LAKE2025', 'PREMIER', 'POL-303303', 'IO', ['evergreen-telehealth-anytime'], '2025-03-01'],
  ['M-1304', 'Elijah', 'Foster', '06/11/1974', 0, '30308', 'GA', 'DOKA7788', 'LAKE2025', 'PREMIER', 'POL-303304', 'IS', ['harbor-hospital-indemnity-500'], '2025-03-15'],
  ['M-1305', 'Fiona', 'Grant', '02/27/1989', 1, '30310', 'GA', 'DOKA7788', 'LAKE2025', 'PREMIER', 'POL-303305', 'IC', ['harbor-choice-ppo-bronze', 'northstar-accident-basic'], '2025-04-01'],
  ['M-1306', 'Henry', 'Iverson', '08/08/1981', 0, '33131', 'FL', 'DOKA7788', null, 'PREMIER', 'POL-303306', 'IO', ['summit-term-life-10'], '2025-04-15'],
  ['M-1307', 'Imani', 'Jordan', '11/20/1996', 1, '33132', 'FL', 'DOKA7788', null, 'PREMIER', 'POL-303307', 'IO', ['bluepine-vision-essentials'], '2025-05-01'],
  ['M-1308', 'Julian', 'Lambert', '03/04/1970', 0, '33133', 'FL', 'DOKA7788', null, 'PREMIER', 'POL-303308', 'IS', ['summit-critical-illness-10k'], '2025-05-15'],
  ['M-1309', 'Maya', 'Pierce', '05/15/1998', 1, '33134', 'FL', 'DOKA7788', null, 'PREMIER', 'POL-303309', 'IO', ['evergreen-rx-saver'], '2025-06-01'],
  ['M-1310', 'Noah', 'Sterling', '07/29/1965', 0, '33135', 'FL', 'DOKA7788', null, 'PREMIER', 'POL-303310', 'IS', ['harbor-hospital-indemnity-500'], '2025-06-15'],
];

const emailOf = (first: string, last: string, ref: string) =>
  `${first}.${last}`.toLowerCase() + (Number(ref.slice(-1)) % 2 === 0 ? '@example.org' : '@example.com');

export const moreMembers: SeedMember[] = ROWS.map(([ref, firstName, lastName, dob, gender, zip, state, agent, group, portal, policyId, tier, plans, completedOn]) => ({
  ref,
  firstName,
  lastName,
  dob,
  gender,
  zip,
  state,
  email: emailOf(firstName, lastName, ref),
  agent,
  group,
  portal,
  policies: [{ policyId, tier, plans, completedOn }],
}));

/**
 * Every demo member's SSN on file: made-up numbers of the issuable shape (area 110-1xx, which the personal step's
 * rules accept, so a resumed or Enroll Now member keeps or retypes it), in no public record. Stored only encrypted
 * (member_records, section 'ssn'); the API answers the last four.
 */
const refs = ['M-1001', 'M-1002', 'M-1003', 'M-1004', 'M-1005', 'M-1006', 'M-1007', 'M-1008', ...ROWS.map((r) => r[0])];
export const memberSsnRecords: SeedMemberRecord[] = refs.map((member, i) => ({
  member,
  section: 'ssn',
  value: `1${String(10 + i).padStart(2, '0')}-${String(41 + (i % 50)).padStart(2, '0')}-${String(1000 + i * 137).slice(-4)}`,
}));
