import { describe, expect, it } from 'vitest';
import { X12Parser, type X12Interchange } from 'node-x12';
import type { CompletedEnrollment, CompletedPerson } from '../enrollment/index.js';
import type { CarrierFileContent } from './carrier-file-content.js';
import type { CarrierConfig } from './carrier-config.js';
import { write834 } from './x12-834-writer.js';

const CONFIG: CarrierConfig = {
  carrierKey: 'test-pine',
  carrierName: 'Test Pine',
  configured: true,
  isaSenderQualifier: 'ZZ',
  isaSenderId: 'BENEFITSTORE',
  isaReceiverQualifier: 'ZZ',
  isaReceiverId: 'TESTPINE',
  gsSenderId: 'BENEFITSTORE',
  gsReceiverId: 'TESTPINE',
  payerId: '311234599',
  sponsorName: 'Benefit Store',
  sponsorId: '131234567',
  fileNamePattern: '{carrier}_{date}_{control}.{ext}',
  mode: 'full',
  usage: 'T',
};

const person = (firstName: string, birthDate: string | null): CompletedPerson => ({ firstName, middleName: '', lastName: 'Receipt', ssn: '123456789', birthDate, gender: 'F' });
const ana = person('Ana', '1990-03-15');
const kima = person('Kima', null);
const ENROLLMENT: CompletedEnrollment = {
  enrollmentId: 'e1',
  policyId: 'BS-1',
  completedAt: new Date('2026-11-23T12:00:00Z'),
  effectiveDate: '2026-12-01',
  agentId: null,
  groupId: null,
  email: 'ana@example.com',
  phone: '(212) 555-0142',
  address: { address1: '350 Fifth Avenue', address2: '', city: 'New York', state: 'NY', zip: '10001' },
  subscriber: ana,
  dependents: [{ ...kima, relationship: 'child' }],
  plans: [{ planId: 1, planName: 'Test Dental', category: 'dental', tier: 'IC', priceCents: 2500 as CompletedEnrollment['plans'][number]['priceCents'], status: 'active', endDate: null }],
};
const coverages = [{ plan: ENROLLMENT.plans[0]!, begin: '2026-12-01', end: null }];

/** Each INS loop's segments, as node-x12 reads the file back. */
function loops(text: string): { tag: string; values: string[] }[][] {
  const interchange = new X12Parser(true).parse(text) as X12Interchange;
  const result: { tag: string; values: string[] }[][] = [];
  for (const segment of interchange.functionalGroups[0]!.transactions[0]!.segments) {
    if (segment.tag === 'INS') result.push([]);
    result.at(-1)?.push({ tag: segment.tag, values: segment.elements.map((e) => e.value) });
  }
  return result;
}

describe('the 834 demographics (DMG)', () => {
  it('gives a person with a birth date D8, the date and the gender, and a person without one no DMG at all', () => {
    const content: CarrierFileContent = {
      members: [
        { policyId: 'BS-1', relationship: 'self', maintenance: 'addition', person: ana, enrollment: ENROLLMENT, coverages },
        { policyId: 'BS-1', relationship: 'child', maintenance: 'addition', person: kima, enrollment: ENROLLMENT, coverages },
      ],
      enrollmentCount: 1,
      coverageCount: 2,
      changeIds: [],
      notApplicableIds: [],
    };
    const [subscriber, child] = loops(write834(CONFIG, content, { control: 7, at: new Date('2026-11-26T09:00:00Z'), mode: 'full' }));
    expect(subscriber!.filter((s) => s.tag === 'DMG').map((s) => s.values)).toEqual([['D8', '19900315', 'F']]);
    expect(child!.some((s) => s.tag === 'DMG')).toBe(false);
    expect(child!.map((s) => s.tag)).toContain('HD');
  });

  it('leaves out the prior DMG of a corrected person whose earlier birth date is unknown, keeping the prior name', () => {
    const content: CarrierFileContent = {
      members: [{ policyId: 'BS-1', relationship: 'self', maintenance: 'change', person: ana, enrollment: ENROLLMENT, coverages, prior: { ...person('Anna', null) } }],
      enrollmentCount: 1,
      coverageCount: 1,
      changeIds: [1],
      notApplicableIds: [],
    };
    const [member] = loops(write834(CONFIG, content, { control: 8, at: new Date('2026-11-26T09:00:00Z'), mode: 'changes' }));
    expect(member!.filter((s) => s.tag === 'NM1').map((s) => s.values[0])).toEqual(['IL', '70']);
    expect(member!.filter((s) => s.tag === 'DMG').map((s) => s.values)).toEqual([['D8', '19900315', 'F']]);
  });
});
