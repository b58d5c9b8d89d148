import { describe, expect, it } from 'vitest';
import { safeNextPath, StaffSignInSchema } from './staff-session.schema.js';

describe('safeNextPath', () => {
  it.each([
    ['/agent-select-member?page=2', '/agent-select-member?page=2'],
    ['/group-home', '/group-home'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['agent-home', null],
    ['/a\nb', null],
    ['', null],
    [null, null],
    [`/${'a'.repeat(2000)}`, null],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('StaffSignInSchema', () => {
  it('trims and lower-cases the e-mail and keeps the password as typed', () => {
    expect(StaffSignInSchema.parse({ email: '  Jordan.Lee@Example.COM ', password: ' Pass word ' })).toEqual({ email: 'jordan.lee@example.com', password: ' Pass word ' });
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'Enter your e-mail address'],
    [{ email: 'jordan', password: 'x' }, 'email', 'Enter a valid e-mail address, like name@example.com'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Enter your password'],
    [{ email: 'a@b.co', password: 'x'.repeat(129) }, 'password', 'Must be at most 128 characters'],
    [{ email: `${'a'.repeat(250)}@b.co`, password: 'x' }, 'email', 'Must be at most 254 characters'],
  ])('refuses %j at %s', (input, field, message) => {
    const result = StaffSignInSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
  });
});
