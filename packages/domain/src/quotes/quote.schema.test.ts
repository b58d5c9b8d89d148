import { describe, expect, it } from 'vitest';
import { QuoteFormSchema } from './quote.schema.js';

const errorsOf = (input: Record<string, unknown>) => {
  const result = QuoteFormSchema.safeParse({ name: 'Jane Doe', email: 'jane@example.com', ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('QuoteFormSchema', () => {
  it.each([
    [{ name: 'Jane Doe' }, {}],
    [{ name: '  Ana   María Núñez ' }, {}],
    [{ name: 'Zoë' }, {}],
    [{ name: '' }, { name: 'Field is required' }],
    [{ name: undefined }, { name: 'Field is required' }],
    [{ name: 'Jane2' }, { name: 'Please enter valid name' }],
    [{ name: "O'Brien" }, { name: 'Please enter valid name' }],
    [{ name: 'Jane-Doe' }, { name: 'Please enter valid name' }],
    [{ email: '' }, { email: 'Field is required' }],
    [{ email: 'jane' }, { email: 'Please enter valid email address' }],
    [{ email: 'jane@example' }, { email: 'Please enter valid email address' }],
    [{ email: ' jane@example.com ' }, {}],
    [{ message: '' }, {}],
    [{ message: 'x'.repeat(1000) }, {}],
    [{ message: 'x'.repeat(1001) }, { message: 'Must be at most 1000 characters' }],
  ])('%j gives %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('collapses the spaces of a name and drops an empty message', () => {
    expect(QuoteFormSchema.parse({ name: ' Ana   María ', email: 'a@b.co', message: '  ' })).toEqual({ name: 'Ana María', email: 'a@b.co', message: undefined });
  });
});
