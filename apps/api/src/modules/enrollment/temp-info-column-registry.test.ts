import { ENROLLMENT_COLUMNS } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TempInfoColumnRegistry } from './temp-info-column-registry.js';

const text = { schema: z.string().nullable(), read: () => null };

function withEveryColumnBut(...missing: string[]): TempInfoColumnRegistry {
  const columns = new TempInfoColumnRegistry();
  for (const column of ENROLLMENT_COLUMNS) if (!missing.includes(column)) columns.register(column, text);
  return columns;
}

describe('the get-enrollment-temp-info columns', () => {
  it('answer with the union of every registered column once all are registered', () => {
    const schema = withEveryColumnBut().answerSchema();
    expect(schema.parse({ result: 'x' })).toEqual({ result: 'x' });
    expect(() => schema.parse({ result: 1 })).toThrow();
  });

  it('stop the start when a column has no reader, naming it', () => {
    expect(() => withEveryColumnBut('review_info', 'payment_info').answerSchema()).toThrow(/without a reader: payment_info, review_info/);
  });

  it('refuse a column registered twice, or after the answer was built', () => {
    const columns = withEveryColumnBut('review_info');
    expect(() => columns.register('type', text)).toThrow(/registered twice/);
    columns.register('review_info', text);
    columns.answerSchema();
    const late = withEveryColumnBut();
    late.answerSchema();
    expect(() => late.register('review_info', text)).toThrow(/after get-enrollment-temp-info was built/);
  });
});
