import { describe, expect, it } from 'vitest';
import { cardNumberProblem, isAccountNumber, isSecurityCode, maskAccountNumber, maskCardNumber, passesAbaChecksum, passesLuhn, routingNumberProblem } from './payment-checks.js';

describe('card numbers', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['0', true],
    ['', false],
    ['42a2', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it.each([
    ['4242 4242 4242 4242', null],
    ['4242-4242-4242-4242', null],
    ['4242424242424241', 'checksum'],
    ['424242424242', 'length'],
    ['4'.repeat(26), 'length'],
    ['4242 4242 4242 424x', 'length'],
  ] as const)("'%s' has problem %s ('Card number must be Min-13 and Max-25' for a wrong length)", (typed, problem) => {
    expect(cardNumberProblem(typed)).toBe(problem);
  });
});

describe('routing numbers', () => {
  it.each([
    ['011000015', true],
    ['021000021', true],
    ['111000025', true],
    ['011000016', false],
    ['12345678', false],
    ['0110000150', false],
  ])('the ABA checksum of %s is %s', (routing, valid) => {
    expect(passesAbaChecksum(routing)).toBe(valid);
  });

  it.each([
    ['021000021', null],
    ['02100002', 'length'],
    ['02100002a', 'length'],
    ['021000022', 'checksum'],
  ] as const)("'%s' has problem %s ('Routing number must be of 9 digits' for a wrong length)", (typed, problem) => {
    expect(routingNumberProblem(typed)).toBe(problem);
  });
});

describe('account numbers, security codes and masks', () => {
  it.each([
    ['123', false],
    ['1234', true],
    ['12345678901234567', true],
    ['123456789012345678', false],
    ['12a4', false],
  ])('account number %s is %s (4 to 17 digits)', (typed, valid) => {
    expect(isAccountNumber(typed)).toBe(valid);
  });

  it.each([
    ['12', false],
    ['123', true],
    ['1234', true],
    ['12345', false],
    ['12a', false],
  ])('security code %s is %s', (typed, valid) => {
    expect(isSecurityCode(typed)).toBe(valid);
  });

  it('masks a saved account with five characters and a card with six', () => {
    expect(maskAccountNumber('6789')).toBe('*****6789');
    expect(maskCardNumber('4242')).toBe('******4242');
  });
});
