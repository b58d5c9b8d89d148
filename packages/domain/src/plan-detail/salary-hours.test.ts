import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatWholeDollars, parseWeeklyHours, parseWholeDollars, salaryHoursSchema, TobaccoAnswerSchema } from './salary-hours.js';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('parseWholeDollars', () => {
  it.each([
    ['45000', 45000],
    ['$45,000', 45000],
    [' $ 1,234,567 ', 1234567],
    ['45 000', 45000],
    ['0', 0],
    ['45,00', null],
    ['45000.50', null],
    ['-45000', null],
    ['45k', null],
    ['', null],
    ['$', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseWholeDollars(text)).toBe(expected);
  });
});

describe('parseWeeklyHours', () => {
  it.each([
    ['40', 40],
    ['37.5', 37.5],
    [' 20 ', 20],
    ['forty', null],
    ['-5', null],
    ['1e2', null],
    ['', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseWeeklyHours(text)).toBe(expected);
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [45000, '45,000'],
    [0, '0'],
    [1234567, '1,234,567'],
  ])('shows %j as %j', (value, expected) => {
    expect(formatWholeDollars(value)).toBe(expected);
  });
});

describe('the salary and working hours popup', () => {
  it.each<[string, 'salary' | 'hours', Record<string, string>, Record<string, string>]>([
    ['refuses a missing salary when the salary is asked', 'salary', { annual_incode: '', working_hours: '' }, { annual_incode: 'Field is required' }],
    ['refuses missing hours when the hours are asked', 'hours', { annual_incode: '', working_hours: '' }, { working_hours: 'Field is required' }],
    ['refuses cents in the salary', 'salary', { annual_incode: '45000.50', working_hours: '' }, { annual_incode: 'Enter your annual salary in whole US dollars, for example 45,000.' }],
    ['refuses letters in the salary', 'salary', { annual_incode: 'lots', working_hours: '' }, { annual_incode: 'Enter your annual salary in whole US dollars, for example 45,000.' }],
    ['refuses a salary above the bound', 'salary', { annual_incode: '100,000,001', working_hours: '' }, { annual_incode: 'Enter an annual salary of at most $100,000,000.' }],
    ['refuses 0 hours', 'hours', { annual_incode: '', working_hours: '0' }, { working_hours: 'Enter your working hours a week, from 1 to 168.' }],
    ['refuses more hours than a week has', 'hours', { annual_incode: '', working_hours: '169' }, { working_hours: 'Enter your working hours a week, from 1 to 168.' }],
    ['checks the optional field when it is given', 'salary', { annual_incode: '45000', working_hours: 'many' }, { working_hours: 'Enter your working hours a week, from 1 to 168.' }],
    ['accepts a formatted salary alone', 'salary', { annual_incode: '$45,000', working_hours: '' }, {}],
    ['accepts 168 hours', 'hours', { annual_incode: '', working_hours: '168' }, {}],
  ])('%s', (_name, required, input, errors) => {
    expect(errorsOf(salaryHoursSchema(required), input)).toEqual(errors);
  });

  it('answers change-filter-info body: whole dollars and hours as numbers, a blank one left out', () => {
    expect(salaryHoursSchema('salary').parse({ annual_incode: '$45,000', working_hours: '' })).toEqual({ annual_incode: 45000 });
    expect(salaryHoursSchema('hours').parse({ annual_incode: '30,000', working_hours: '37.5' })).toEqual({ annual_incode: 30000, working_hours: 37.5 });
  });
});

describe('the tobacco popup', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['refuses no answer', { is_smoker: '' }, { is_smoker: 'Field is required' }],
    ['accepts Yes', { is_smoker: '1' }, {}],
    ['accepts No', { is_smoker: '0' }, {}],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(TobaccoAnswerSchema, input)).toEqual(errors);
  });
  it('answers 1 for Yes and 0 for No', () => {
    expect(TobaccoAnswerSchema.parse({ is_smoker: '1' })).toEqual({ is_smoker: 1 });
    expect(TobaccoAnswerSchema.parse({ is_smoker: '0' })).toEqual({ is_smoker: 0 });
  });
});
