import { describe, expect, it } from 'vitest';
import { parseUsDate } from '../../shared/dates.js';
import {
  areEmployerExtrasRequired,
  canSkipEmployerStep,
  clearUnofferedCompensation,
  employerPrefillFromGroup,
  hasAnyHoliday,
  isRetiredStatus,
  isStartDateWithinWindow,
  lettersOnlyName,
  NO_HOLIDAYS,
  offeredCompensationTypes,
} from './employer-info.rules.js';

const d = (us: string) => parseUsDate(us)!;

describe('the employment start-date window (not more than 2 months from the effective date)', () => {
  it.each([
    ['years before the effective date', '03/01/2010', '04/01/2026', true],
    ['the day before', '03/31/2026', '04/01/2026', true],
    ['the effective date itself', '04/01/2026', '04/01/2026', true],
    ['one month after', '05/01/2026', '04/01/2026', true],
    ['exactly two months after', '06/01/2026', '04/01/2026', true],
    ['two months and a day after', '06/02/2026', '04/01/2026', false],
    ['three months after', '07/01/2026', '04/01/2026', false],
    ['across the year end, on the limit', '02/15/2027', '12/15/2026', true],
    ['across the year end, a day late', '02/16/2027', '12/15/2026', false],
    ['a short month clamps the limit (12/31 + 2 months = 02/28)', '02/28/2027', '12/31/2026', true],
    ['a short month clamps the limit, a day late', '03/01/2027', '12/31/2026', false],
    ['a leap year clamps to 02/29', '02/29/2028', '12/31/2027', true],
  ])('%s: start %s, effective %s → %s', (_name, start, effective, ok) => {
    expect(isStartDateWithinWindow(d(start), d(effective))).toBe(ok);
  });
});

describe('the retired rule (employment status R blocks)', () => {
  it.each([
    ['R', true],
    ['r', true],
    [' R ', true],
    ['A', false],
    ['C', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%o → retired %s', (status, retired) => {
    expect(isRetiredStatus(status)).toBe(retired);
  });
});

describe('compensation types and Skip by cart', () => {
  it.each([
    [true, ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary', '1099'], true],
    [false, ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary'], false],
  ])('IHA plan in the cart %s: offers %o, Skip %s', (isIha, offered, skip) => {
    expect(offeredCompensationTypes({ isIha })).toEqual(offered);
    expect(canSkipEmployerStep({ isIha })).toBe(skip);
  });

  it.each([
    ['1099', ['Salary'], ''],
    ['1099', ['Salary', '1099'], '1099'],
    ['Salary', ['Salary'], 'Salary'],
    ['MW', ['Salary'], 'MW'],
    [null, ['Salary'], ''],
  ])('a saved %o with offered %o becomes %o (only 1099 is cleared)', (value, offered, result) => {
    expect(clearUnofferedCompensation(value, offered)).toBe(result);
  });
});

describe('holiday policy and the four extra fields', () => {
  it.each([
    [null, false],
    [NO_HOLIDAYS, false],
    [{ ...NO_HOLIDAYS, Birthday: 1 }, true],
    [{ Floating_Day: true }, true],
    [{ Standard_6: '1' }, true],
    [{ Unknown: 1 }, false],
  ])('%o has a holiday: %s', (policy, any) => {
    expect(hasAnyHoliday(policy as Record<string, unknown> | null)).toBe(any);
  });

  it.each([
    [['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'], true],
    [['emp_industry', 'emp_num_employed', 'emp_vac_policy'], false],
    [[], false],
  ])('flagged %o: required %s', (flagged, required) => {
    expect(areEmployerExtrasRequired((f) => flagged.includes(f))).toBe(required);
  });
});

describe('the group prefill', () => {
  it.each([
    ['Acme Fabrication Co.', 'Acme Fabrication Co'],
    ['Smith & Sons, LLC', 'Smith Sons LLC'],
    ['Café 24/7', 'Café '],
    ['Lakeside Community Clinics', 'Lakeside Community Clinics'],
  ])('the letters-only name input keeps %o as %o', (raw, kept) => {
    expect(lettersOnlyName(raw)).toBe(kept);
  });

  it("fills name, phone and address from the group's general and address information", () => {
    expect(
      employerPrefillFromGroup({
        general_info: { group_name: 'Acme Fabrication Co.', group_phone: '(512) 555-0199' },
        address_information: { address1: '1200 Foundry Way', city: 'Austin', state: 'tx', zip: '78741' },
      }),
    ).toEqual({ name: 'Acme Fabrication Co', phone: '5125550199', address1: '1200 Foundry Way', city: 'Austin', state: 'TX', zip: '78741' });
    expect(employerPrefillFromGroup(null)).toBeNull();
  });
});
