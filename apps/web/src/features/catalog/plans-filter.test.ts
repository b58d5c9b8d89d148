import { describe, expect, it } from 'vitest';
import { plansHeading, readPlansFilter, writePlansFilter } from './plans-filter';

const read = (search: string) => readPlansFilter(new URLSearchParams(search));
const write = (search: string, filter: Parameters<typeof writePlansFilter>[1]) => writePlansFilter(new URLSearchParams(search), filter).toString();

describe('the plan filters in the address', () => {
  it.each([
    ['', [], ''],
    ['type=medical', ['medical'], ''],
    ['type=medical,dental', ['medical', 'dental'], ''],
    ['type=medical%2Cdental', ['medical', 'dental'], ''],
    ['type=dental,medical', ['dental', 'medical'], ''],
    ['type=medical&type=dental', ['medical', 'dental'], ''],
    ['type=medical,medical', ['medical'], ''],
    ['type=cars,dental', ['dental'], ''],
    ['type=', [], ''],
    ['type=medical&network=Choice+PPO', ['medical'], 'Choice PPO'],
    // The network applies to the Medical listing alone.
    ['type=medical,dental&network=Choice+PPO', ['medical', 'dental'], ''],
    ['type=dental&network=Choice+PPO', ['dental'], ''],
    ['network=Choice+PPO', [], ''],
    [`type=medical&network=${'x'.repeat(101)}`, ['medical'], ''],
    ['type=medical&network=a%00b', ['medical'], ''],
  ])('%s reads as categories %j, network %j', (search, categories, network) => {
    expect(read(search)).toEqual({ categories, network });
  });

  it.each([
    ['', { categories: [], network: '' }, ''],
    ['', { categories: ['medical' as const], network: '' }, 'type=medical'],
    ['type=medical', { categories: ['medical' as const, 'dental' as const], network: '' }, 'type=medical%2Cdental'],
    ['type=medical', { categories: ['medical' as const], network: 'Choice PPO' }, 'type=medical&network=Choice+PPO'],
    ['type=medical&network=Choice+PPO', { categories: ['medical' as const, 'dental' as const], network: 'Choice PPO' }, 'type=medical%2Cdental'],
    ['type=medical&network=Choice+PPO', { categories: [], network: '' }, ''],
    // Other parameters (the sort) stay as they are.
    ['type=dental&sort=price', { categories: ['vision' as const], network: '' }, 'sort=price&type=vision'],
  ])('%s with %j writes %s', (search, filter, expected) => {
    expect(write(search, filter)).toBe(expected);
  });

  it('reads back what it writes', () => {
    const filter = { categories: ['medical' as const], network: 'Choice PPO' };
    expect(readPlansFilter(writePlansFilter(new URLSearchParams(), filter))).toEqual(filter);
  });
});

describe('the listing heading', () => {
  it.each([
    [[], 'All plans'],
    [['medical'], 'Medical plans'],
    [['medical', 'dental'], 'Medical and Dental plans'],
    [['medical', 'dental', 'vision'], 'Medical, Dental, and Vision plans'],
    [['term_life'], 'Term Life plans'],
  ])('%j is headed %s', (categories, heading) => {
    expect(plansHeading(categories)).toBe(heading);
  });
});
