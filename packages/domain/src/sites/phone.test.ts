import { describe, expect, it } from 'vitest';
import { phoneHref } from './phone.js';

describe('phoneHref', () => {
  it.each([
    ['5125550142', 'tel:+15125550142'],
    ['(512) 555-0142', 'tel:+15125550142'],
    ['+44 20 7946 0000', 'tel:442079460000'],
  ])('%j → %j', (input, expected) => expect(phoneHref(input)).toBe(expected));
});
