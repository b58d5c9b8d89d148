import { describe, expect, it } from 'vitest';
import type { Tier } from '../catalog/tiers.js';
import { MESSAGES } from '../messages.js';
import { planDependentSchema } from './household-modal.js';

const today = new Date(2026, 10, 26);
const errorsOf = (tier: Tier, values: Record<string, unknown>) => {
  const result = planDependentSchema(tier, today).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the dependent modal of a household-priced plan', () => {
  it.each<[Tier, Record<string, unknown>, string[][]]>([
    ['IO', {}, []],
    ['IS', {}, [['dep_dob', MESSAGES.fieldRequired]]],
    ['IS', { dep_dob: '' }, [['dep_dob', MESSAGES.fieldRequired]]],
    ['IS', { dep_dob: '04/15/1985' }, []],
    ['IS', { dep_dob: '02/30/1985' }, [['dep_dob', MESSAGES.dateDoesNotExist]]],
    ['IS', { dep_dob: '04/15/2015' }, [['dep_dob', MESSAGES.ageRange]]],
    ['IC', {}, [['no_of_children', MESSAGES.fieldRequired]]],
    ['IC', { no_of_children: '' }, [['no_of_children', MESSAGES.fieldRequired]]],
    ['IC', { no_of_children: '1' }, []],
    ['IC', { no_of_children: '9' }, []],
    ['IC', { no_of_children: '10' }, [['no_of_children', MESSAGES.invalidChoice]]],
    ['IF', { dep_dob: '04/15/1985', no_of_children: '8' }, []],
    ['IF', { dep_dob: '04/15/1985', no_of_children: '9' }, [['no_of_children', MESSAGES.invalidChoice]]],
    ['IF', {}, [['dep_dob', MESSAGES.fieldRequired], ['no_of_children', MESSAGES.fieldRequired]]],
  ])('%s %j', (tier, values, errors) => {
    expect(errorsOf(tier, values)).toEqual(errors);
  });

  it('gives the numbers the call takes', () => {
    expect(planDependentSchema('IF', today).parse({ dep_dob: '04/15/1985', no_of_children: '3' })).toEqual({ dep_dob: '04/15/1985', no_of_children: 3 });
  });
});
