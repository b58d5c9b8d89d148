import { describe, expect, it } from 'vitest';
import { agreementEprocess, offersTextNotification } from './agreement-rules.js';

const none = { brokerNameRequired: false, groupNameRequired: false, userNameRequired: false, signatureRequired: false };

describe('the eprocess the agreement is saved with', () => {
  it.each([
    [{ ...none, brokerNameRequired: true, groupNameRequired: true, userNameRequired: true, signatureRequired: true }, 'rep'],
    [{ ...none, groupNameRequired: true, userNameRequired: true, signatureRequired: true }, 'group'],
    [{ ...none, userNameRequired: true, signatureRequired: true }, 'applicant'],
    [{ ...none, signatureRequired: true }, 'sigapplicant'],
    [none, null],
  ])('%o gives %s', (flags, eprocess) => {
    expect(agreementEprocess(flags)).toBe(eprocess);
  });
});

describe("the review's text message checkbox", () => {
  const offered = { enrollBy: 'rep', ihaInCart: false, alreadySigned: false, signatureRequired: true };
  it.each([
    [offered, true],
    [{ ...offered, enrollBy: 'group' }, true],
    [{ ...offered, enrollBy: 'applicant' }, false],
    [{ ...offered, enrollBy: null }, false],
    [{ ...offered, ihaInCart: true }, false],
    [{ ...offered, alreadySigned: true }, false],
    [{ ...offered, signatureRequired: false }, false],
  ])('%o: offered %s', (facts, expected) => {
    expect(offersTextNotification(facts)).toBe(expected);
  });
});
