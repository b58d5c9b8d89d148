import { describe, expect, it } from 'vitest';
import { startupTarget, type StartupState } from './startup-path.js';

const none: StartupState = { open_type: null, eprocess: null, enroll_type: null, referral: null, platformType: null, redirectionType: null };

describe('the startup wrapper on the root page', () => {
  it.each<[string, Partial<StartupState>, ReturnType<typeof startupTarget>]>([
    ['a new visitor stays on the landing', {}, null],
    ['the rep-quote platform goes to the cart', { platformType: 'rep-quote', open_type: 'agent', eprocess: 'rep' }, { path: '/cart', role: null }],
    ['an open quote goes to the cart', { redirectionType: 'save-cart' }, { path: '/cart', role: null }],
    ["a rep's home, for a signed-in rep", { open_type: 'agent', eprocess: 'rep' }, { path: '/agent-home', role: 'agent' }],
    ["a rep's landing visitor stays", { open_type: 'agent', eprocess: 'applicant', enroll_type: 'new-member' }, null],
    ["a group administrator's home, for a signed-in administrator", { open_type: 'group', eprocess: 'group' }, { path: '/group-home', role: 'group_admin' }],
    ["an existing member's store: the member home", { open_type: 'user', eprocess: 'applicant', enroll_type: 'existing-member' }, { path: '/member-home', role: null }],
    ['a referral visitor stays', { open_type: 'user', eprocess: 'applicant', enroll_type: 'new-member', referral: 'abc' }, null],
    ['a referral wins over a member', { open_type: 'user', enroll_type: 'existing-member', referral: 'abc' }, null],
  ])('%s', (_name, state, expected) => {
    expect(startupTarget('/', { ...none, ...state })).toEqual(expected);
  });

  it('never redirects another page', () => {
    for (const path of ['/home', '/referrals', '/jordan-lee', '/cart', '/plans']) {
      expect(startupTarget(path, { ...none, open_type: 'agent', eprocess: 'rep', redirectionType: 'save-cart' })).toBeNull();
    }
  });
});
