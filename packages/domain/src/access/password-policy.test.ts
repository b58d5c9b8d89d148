import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.js';

const common = new Set(['password123', 'iloveyou1234567']);
const isCommon = (p: string) => common.has(p.toLowerCase());

describe('a new password', () => {
  it.each([
    ['a rep needs 15 characters', 'short-but-fine', 'agent', 'Use at least 15 characters'],
    ['a rep with 15', 'fifteen-chars-x', 'agent', null],
    ['a group administrator needs 15', 'fourteen-chars', 'group_admin', 'Use at least 15 characters'],
    ['an operator needs 8 (a second factor follows)', 'seven77', 'operator', 'Use at least 8 characters'],
    ['an operator with 8', 'eight888', 'operator', null],
    ['no composition rules: all lower-case letters', 'correcthorsebatterystaple', 'agent', null],
    ['spaces count', 'a b c d e f g h', 'agent', null],
    ['code points, not UTF-16 units', '😀😀😀😀😀😀😀', 'operator', 'Use at least 8 characters'],
    ['at most 128', 'x'.repeat(129), 'agent', 'Use at most 128 characters'],
    ['128 is fine', 'x'.repeat(128), 'agent', null],
    ['a common one, whatever its case', 'PassWord123', 'operator', 'This password is too common: choose another'],
    ['a common long one', 'ILoveYou1234567', 'agent', 'This password is too common: choose another'],
  ] as const)('%s', (_name, password, role, expected) => {
    expect(passwordProblem(password, role, isCommon)).toBe(expected);
  });
});
