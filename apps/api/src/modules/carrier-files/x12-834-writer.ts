import {
  coverageLevelOf,
  insuranceLineOf,
  X12_834_VERSION,
  X12_BENEFIT_STATUS_ACTIVE,
  X12_INTERCHANGE_VERSION,
  X12_MAINTENANCE_REASONS,
  X12_MAINTENANCE_TYPES,
  X12_RELATIONSHIP_CODES,
  type CarrierFileMode,
} from '@benefit-store/domain';
import { X12Interchange, type X12SerializationOptions } from 'node-x12';
import type { CarrierFileContent, CarrierMember } from './carrier-file-content.js';
import { hhmm, ymd, type CarrierConfig } from './carrier-config.js';

/** The delimiters every file uses: * elements, ~ segments (one a line), : components, ^ repetitions. */
export const X12_OPTIONS: X12SerializationOptions = { elementDelimiter: '*', segmentTerminator: '~', subElementDelimiter: ':', repetitionDelimiter: '^', endOfLine: '\n', format: true };

/** A value as an element: none of the delimiters, no line breaks, at most `max` characters. */
const el = (value: string, max = 60) => value.replace(/[*~:^\r\n]/g, ' ').trim().slice(0, max);
const fixed = (value: string, width: number) => el(value, width).padEnd(width, ' ');
const isoToD8 = (iso: string) => iso.replaceAll('-', '');
const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
/** Drops the trailing empty elements, which X12 leaves out. */
const trimmed = (elements: string[]) => {
  const out = [...elements];
  while (out.length > 1 && out[out.length - 1] === '') out.pop();
  return out;
};

function memberSegments(add: (tag: string, elements: string[]) => void, member: CarrierMember): void {
  const { person, enrollment } = member;
  const subscriber = member.relationship === 'self';
  // 2000: the member's level: INS03 021 addition, 001 change, 024 cancellation or termination, with its INS04 reason.
  add('INS', [subscriber ? 'Y' : 'N', X12_RELATIONSHIP_CODES[member.relationship], X12_MAINTENANCE_TYPES[member.maintenance], X12_MAINTENANCE_REASONS[member.maintenance], X12_BENEFIT_STATUS_ACTIVE]);
  add('REF', ['0F', el(member.policyId, 50)]);
  // 2100A: the member's name, SSN (34), contact, address and demographics.
  add('NM1', trimmed(['IL', '1', el(person.lastName), el(person.firstName, 35), el(person.middleName, 25), '', '', person.ssn ? '34' : '', person.ssn ?? '']));
  if (subscriber && (enrollment.phone || enrollment.email)) {
    add('PER', trimmed(['IP', '', ...(enrollment.phone ? ['TE', phoneDigits(enrollment.phone)] : []), ...(enrollment.email ? ['EM', el(enrollment.email, 80)] : [])]));
  }
  add('N3', trimmed([el(enrollment.address.address1, 55), el(enrollment.address.address2, 55)]));
  add('N4', [el(enrollment.address.city, 30), el(enrollment.address.state, 2), el(enrollment.address.zip, 15)]);
  // DMG01-02 (D8 and the birth date) are required in the segment: without a birth date there is no DMG at all.
  if (person.birthDate) add('DMG', ['D8', isoToD8(person.birthDate), person.gender]);
  // 2100B: a corrected name, birth date or SSN (INS04 25) names the person as the carrier had them: NM1*70 Incorrect
  // Member Name with the SSN sent before, and DMG with the birth date and gender sent before (005010X220A1).
  if (member.prior) {
    const prior = member.prior;
    add('NM1', trimmed(['70', '1', el(prior.lastName), el(prior.firstName, 35), el(prior.middleName, 25), '', '', prior.ssn ? '34' : '', prior.ssn ?? '']));
    if (prior.birthDate) add('DMG', ['D8', isoToD8(prior.birthDate), prior.gender]);
  }
  // 2300: one health coverage per plan, its begin (348) and, once known, its end (349).
  for (const coverage of member.coverages) {
    add('HD', [X12_MAINTENANCE_TYPES[member.maintenance], '', insuranceLineOf(coverage.plan.category), el(coverage.plan.planName, 50), coverageLevelOf(coverage.plan.tier)]);
    add('DTP', ['348', 'D8', isoToD8(coverage.begin)]);
    if (coverage.end) add('DTP', ['349', 'D8', isoToD8(coverage.end)]);
  }
}

/**
 * The ASC X12 005010X220A1 834 of a carrier's file, built with node-x12 (which counts SE01, GE01 and IEA01):
 * ISA/GS/ST with `control` as ISA13 and GS06 (a number the database hands out once), BGN (08: RX replaces the
 * carrier's whole file, 2 updates it), the sponsor (N1 P5) and the payer (N1 IN), then one INS loop per person.
 */
export function write834(config: CarrierConfig, content: CarrierFileContent, options: { control: number; at: Date; mode: CarrierFileMode }): string {
  const { control, at } = options;
  const interchange = new X12Interchange(X12_OPTIONS);
  interchange.setHeader([
    '00',
    fixed('', 10),
    '00',
    fixed('', 10),
    fixed(config.isaSenderQualifier, 2),
    fixed(config.isaSenderId, 15),
    fixed(config.isaReceiverQualifier, 2),
    fixed(config.isaReceiverId, 15),
    ymd(at).slice(2),
    hhmm(at),
    '^',
    X12_INTERCHANGE_VERSION,
    String(control).padStart(9, '0'),
    '0',
    config.usage,
    ':',
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader(['BE', el(config.gsSenderId, 15), el(config.gsReceiverId, 15), ymd(at), hhmm(at), String(control), 'X', X12_834_VERSION]);
  const transaction = group.addTransaction();
  transaction.setHeader(['834', '0001', X12_834_VERSION]);
  const add = (tag: string, elements: string[]) => void transaction.addSegment(tag, elements);
  add('BGN', ['00', String(control), ymd(at), hhmm(at), '', '', '', options.mode === 'full' ? 'RX' : '2']);
  add('N1', ['P5', el(config.sponsorName), 'FI', el(config.sponsorId, 80)]);
  add('N1', ['IN', el(config.carrierName), 'FI', el(config.payerId, 80)]);
  for (const member of content.members) memberSegments(add, member);
  return interchange.toString(X12_OPTIONS);
}
