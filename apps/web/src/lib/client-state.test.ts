import { beforeEach, describe, expect, it } from 'vitest';
import { chooseMenuItem, CLIENT_STATE_STORAGE_KEY, enterSite, forgetEnrollment, getClientState, initialClientKeys, migrateClientKeys, setCartCount, useClientState, type SiteEntry } from './client-state';
import { acceptQuote, changeBasicInfo, openEnrollment, startEnrollment, startOver } from './client-transitions';

const REP_STORE: SiteEntry = { agent_id: 3, group_id: null, portal_id: null, fromSite: null, referral: null, eprocess: 'applicant', open_type: 'agent', enroll_type: 'new-member' };
const GROUP_STORE: SiteEntry = { agent_id: null, group_id: 7, portal_id: null, fromSite: null, referral: null, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member' };
const stored = () => JSON.parse(localStorage.getItem(CLIENT_STATE_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown>; version: number };

describe('client state transitions', () => {
  beforeEach(() => useClientState.setState({ ...initialClientKeys }));

  it('entering another store forgets the enrollment made in the previous one', () => {
    enterSite(REP_STORE);
    startEnrollment('AAAAAAAAAAAAAAAAAAAAAA', 'IO');
    setCartCount(2);
    enterSite(GROUP_STORE);
    expect(getClientState()).toMatchObject({ group_id: 7, agent_id: null, eprocess: 'group', tempId: null, isFilterDataSubmitted: false, cartCount: 0 });
  });

  it('entering the same store again keeps the enrollment, unless a fresh one is asked for', () => {
    enterSite(GROUP_STORE);
    startEnrollment('AAAAAAAAAAAAAAAAAAAAAA', 'IS');
    enterSite(GROUP_STORE);
    expect(getClientState().tempId).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    enterSite(GROUP_STORE, { freshEnrollment: true });
    expect(getClientState().tempId).toBeNull();
  });

  it('a submitted filter stores its enrollment and tier; the Edit popup changes only the tier', () => {
    startEnrollment('AAAAAAAAAAAAAAAAAAAAAA', 'IO');
    changeBasicInfo('IF');
    expect(getClientState()).toMatchObject({ tempId: 'AAAAAAAAAAAAAAAAAAAAAA', tier: 'IF', isFilterDataSubmitted: true });
  });

  it('an enrollment opened from a link is a submitted filter with the chosen tier and an empty cart count', () => {
    setCartCount(4);
    openEnrollment({ tempId: 'BBBBBBBBBBBBBBBBBBBBBB', portal_id: 2, enroll_type: 'existing-member', eprocess: 'applicant', open_type: 'user', tier: 'IC' });
    expect(getClientState()).toMatchObject({ tempId: 'BBBBBBBBBBBBBBBBBBBBBB', portal_id: 2, tier: 'IC', selectedTier: 'IC', isFilterDataSubmitted: true, cartCount: 0 });
  });

  it('accepting a quote leaves the saved-cart flow with its effective date', () => {
    useClientState.setState({ redirectionType: 'save-cart' });
    acceptQuote('2027-01-01');
    expect(getClientState()).toMatchObject({ redirectionType: null, effectiveDate: '2027-01-01' });
  });

  it('forgetting the enrollment keeps the store; starting over forgets everything', () => {
    enterSite(REP_STORE);
    startEnrollment('AAAAAAAAAAAAAAAAAAAAAA', 'IO');
    forgetEnrollment();
    expect(getClientState()).toMatchObject({ agent_id: 3, tempId: null, isFilterDataSubmitted: false });
    startOver();
    expect(getClientState()).toMatchObject(initialClientKeys);
  });

  it('keeps the spec keys readable under their own names in localStorage, and no functions', () => {
    enterSite(REP_STORE);
    chooseMenuItem('dental');
    const { state, version } = stored();
    expect(version).toBe(2);
    expect(state).toMatchObject({ agent_id: 3, open_type: 'agent', menuSelectedItem: 'dental' });
    expect(Object.keys(state).sort()).toEqual(Object.keys(initialClientKeys).sort());
  });

  it('migrates a version 1 store: removed keys dropped, the others kept', () => {
    const migrated = migrateClientKeys({ tempId: 'AAAAAAAAAAAAAAAAAAAAAA', usertype: 'x', gcode: 'G', portal_code: 'P', personalCodeRedirection: true, annualPrudentialSalary: 1 });
    expect(migrated).toEqual({ tempId: 'AAAAAAAAAAAAAAAAAAAAAA' });
  });

  it('a stored version 1 state is read back through the migration', async () => {
    localStorage.setItem(CLIENT_STATE_STORAGE_KEY, JSON.stringify({ state: { eprocess: 'rep', gcode: 'G' }, version: 1 }));
    await useClientState.persist.rehydrate();
    expect(getClientState().eprocess).toBe('rep');
    expect('gcode' in getClientState()).toBe(false);
  });
});
