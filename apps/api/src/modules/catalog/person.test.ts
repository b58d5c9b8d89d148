import { describe, expect, it } from 'vitest';
import { personOf } from './person.js';

describe('the person a filter prices', () => {
  const filter = { dob: '06/15/1990', zip: '10001', state: 'NY', tier: 'IC' as const, gender: 1 as const, is_smoker: 1 as const, category: null, user_id: null };

  it('takes the age from the date of birth on the given day, and the rest from the filter', () => {
    expect(personOf(filter, new Date(2026, 5, 20))).toEqual({
      age: 36,
      gender: 1,
      tobacco: 1,
      state: 'NY',
      tier: 'IC',
      zip: '10001',
      annualSalary: null,
      weeklyHours: null,
      portalId: null,
    });
    expect(personOf(filter, new Date(2026, 5, 10)).age).toBe(35);
  });

  it("adds the enrollment's salary, working hours and portal", () => {
    expect(personOf(filter, new Date(2026, 5, 20), { annualIncome: 52000, workingHours: 37.5, portalId: 2 })).toMatchObject({
      annualSalary: 52000,
      weeklyHours: 37.5,
      portalId: 2,
    });
  });
});
