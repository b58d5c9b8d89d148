import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.js';
import { ADDITIONAL_NOTES_MAX } from './review-save.schema.js';
import { ReviewInfoDraftSchema } from './review.schema.js';

const errorOf = (value: unknown) => {
  const parsed = ReviewInfoDraftSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe("the review's draft (Save & Continue Later on the review)", () => {
  it.each([
    [{}, { send_sms: 0 }],
    [{ additional_notes: '  Call after 5 pm,\n\tplease.  ', send_sms: 1 }, { additional_notes: 'Call after 5 pm,\n\tplease.', send_sms: 1 }],
    [{ additional_notes: '   ', send_sms: true }, { send_sms: 1 }],
    [{ additional_notes: 'x'.repeat(ADDITIONAL_NOTES_MAX), send_sms: '0' }, { additional_notes: 'x'.repeat(ADDITIONAL_NOTES_MAX), send_sms: 0 }],
  ])('accepts %j as %j', (input, output) => {
    expect(ReviewInfoDraftSchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ additional_notes: 'x'.repeat(ADDITIONAL_NOTES_MAX + 1) }, `additional_notes: ${MESSAGES.tooLong({ max: ADDITIONAL_NOTES_MAX })}`],
    [{ additional_notes: 'bell \u0007' }, `additional_notes: ${MESSAGES.invalidCharacters}`],
    [{ additional_notes: 'nul \u0000' }, `additional_notes: ${MESSAGES.invalidCharacters}`],
    [{ additional_notes: 12 }, `additional_notes: ${MESSAGES.invalidValue}`],
  ])('refuses %j', (input, error) => {
    expect(errorOf(input)).toEqual([error]);
  });

  it.each([[2], ['yes'], [null]])('refuses send_sms %j', (value) => {
    expect(errorOf({ send_sms: value })?.[0]).toMatch(/^send_sms: /);
  });
});
