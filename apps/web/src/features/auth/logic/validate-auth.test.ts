import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  loginFields,
  serverProblems,
  signupFields,
  validateLogin,
  validateSignup,
} from './validate-auth.ts';

const values = (over: Partial<Record<'firstname' | 'lastname' | 'email' | 'password', string>> = {}) => ({
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  ...over,
});

describe('validateLogin', () => {
  it('reports empty fields as required', () => {
    const result = validateLogin(values());
    expect(result).toEqual({
      ok: false,
      problems: { email: { key: 'required' }, password: { key: 'required' } },
    });
  });

  it('reports a malformed email', () => {
    const result = validateLogin(values({ email: 'not-an-email', password: 'x' }));
    expect(result).toEqual({ ok: false, problems: { email: { key: 'emailInvalid' } } });
  });

  it('normalises the email as the server does', () => {
    expect(validateLogin(values({ email: '  Ada@Example.COM ', password: 'pw' }))).toEqual({
      ok: true,
      data: { email: 'ada@example.com', password: 'pw' },
    });
  });
});

describe('validateSignup', () => {
  it('requires names and an 8-character password', () => {
    const result = validateSignup(values({ email: 'ada@example.com', password: 'short' }));
    expect(result).toEqual({
      ok: false,
      problems: {
        firstname: { key: 'required' },
        lastname: { key: 'required' },
        password: { key: 'passwordTooShort' },
      },
    });
  });

  it('reports over-long names with their limit', () => {
    const result = validateSignup(
      values({ firstname: 'x'.repeat(101), lastname: 'L', email: 'a@b.co', password: 'long enough' }),
    );
    expect(result).toEqual({ ok: false, problems: { firstname: { key: 'tooLong', max: 100 } } });
  });

  it('passes valid input', () => {
    expect(
      validateSignup(
        values({
          firstname: ' Ada ',
          lastname: 'Lovelace',
          email: 'ada@example.com',
          password: 'analytical',
        }),
      ),
    ).toEqual({
      ok: true,
      data: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password: 'analytical' },
    });
  });
});

describe('field problems', () => {
  it('takes server field errors for known fields only', () => {
    expect(serverProblems({ email: 'This email is already registered', other: 'x', password: '' })).toEqual({
      email: { text: 'This email is already registered' },
    });
    expect(serverProblems(undefined)).toEqual({});
  });

  it('finds the first invalid field in screen order', () => {
    const problems = { password: { key: 'required' as const }, lastname: { key: 'required' as const } };
    expect(firstInvalidField(signupFields, problems)).toBe('lastname');
    expect(firstInvalidField(loginFields, problems)).toBe('password');
    expect(firstInvalidField(loginFields, {})).toBeUndefined();
  });
});
