import { describe, expect, it } from 'vitest';
import { homePath, type HomeContext } from './home-path.js';

const none: HomeContext = { referral: null, open_type: null, eprocess: null };

describe('where Home leads', () => {
  it.each<[string, Partial<HomeContext>, string]>([
    ['a referral', { referral: 'r-9f2K', open_type: 'agent', eprocess: 'rep' }, '/referrals?rid=r-9f2K'],
    ['a referral id with odd characters', { referral: 'a b&c' }, '/referrals?rid=a%20b%26c'],
    ['an open type', { open_type: 'group', eprocess: 'group' }, '/'],
    ['a rep', { eprocess: 'rep' }, '/agent-home'],
    ['an applicant', { eprocess: 'applicant' }, '/member-home'],
    ['a group', { eprocess: 'group' }, '/group-home'],
    ['nothing stored', {}, '/'],
  ])('%s', (_name, context, expected) => {
    expect(homePath({ ...none, ...context })).toBe(expected);
  });
});
