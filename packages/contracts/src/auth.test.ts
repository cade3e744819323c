import { describe, expect, it } from 'vitest';
import { loginBodySchema, signupBodySchema } from './auth.ts';

describe('auth payloads', () => {
  it('normalises the email and trims names', () => {
    const r = signupBodySchema.parse({
      email: '  Ana@Example.COM ',
      password: '12345678x',
      firstname: ' Ana ',
      lastname: 'Li',
    });
    expect(r.email).toBe('ana@example.com');
    expect(r.firstname).toBe('Ana');
  });

  it('gives a message per field', () => {
    const r = signupBodySchema.safeParse({
      email: 'nope',
      password: 'short',
      firstname: '',
      lastname: 'x'.repeat(101),
    });
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      email: 'Enter a valid email address',
      password: 'Use at least 8 characters',
      firstname: 'Required',
      lastname: 'Use at most 100 characters',
    });
  });

  it('accepts any non-empty password at login (old accounts may predate the rules)', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
});
