import { loginBodySchema, signupBodySchema } from '@opencareers/contracts/auth';
import type { z } from 'zod';

export type AuthField = 'firstname' | 'lastname' | 'email' | 'password';

/** Fields in screen order, so "the first invalid field" means the topmost one. */
export const loginFields: readonly AuthField[] = ['email', 'password'];
export const signupFields: readonly AuthField[] = ['firstname', 'lastname', 'email', 'password'];

export type ValidationKey = 'required' | 'emailInvalid' | 'emailTooLong' | 'passwordTooShort' | 'tooLong';

/** A field's problem: a message key to localise, or the server's own text. */
export type FieldProblem = { key: ValidationKey; max?: number } | { text: string };
export type FieldProblems = Partial<Record<AuthField, FieldProblem>>;

const isAuthField = (value: unknown): value is AuthField =>
  value === 'firstname' || value === 'lastname' || value === 'email' || value === 'password';

function problemFor(field: AuthField, issue: z.core.$ZodIssue): FieldProblem {
  if (issue.code === 'too_big') {
    return field === 'email' ? { key: 'emailTooLong' } : { key: 'tooLong', max: Number(issue.maximum) };
  }
  if (field === 'email') return { key: 'emailInvalid' };
  if (field === 'password' && issue.code === 'too_small' && Number(issue.minimum) > 1) {
    return { key: 'passwordTooShort' };
  }
  return { key: 'required' };
}

function toProblems(issues: readonly z.core.$ZodIssue[], values: Record<AuthField, string>): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (!isAuthField(field) || problems[field]) continue;
    // An empty field is simply missing, whatever rule the schema reports first.
    problems[field] = values[field].trim() === '' ? { key: 'required' } : problemFor(field, issue);
  }
  return problems;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; problems: FieldProblems };

// Client checks use the very schemas the server validates with (packages/contracts/auth).
export function validateLogin(values: Record<AuthField, string>): Validated<z.infer<typeof loginBodySchema>> {
  const result = loginBodySchema.safeParse({ email: values.email, password: values.password });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, problems: toProblems(result.error.issues, values) };
}

export function validateSignup(
  values: Record<AuthField, string>,
): Validated<z.infer<typeof signupBodySchema>> {
  const result = signupBodySchema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, problems: toProblems(result.error.issues, values) };
}

/** Server fieldErrors (field → message) for the fields this form has. */
export function serverProblems(fieldErrors: Record<string, string> | undefined): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, text] of Object.entries(fieldErrors ?? {})) {
    if (isAuthField(field) && text) problems[field] = { text };
  }
  return problems;
}

export function firstInvalidField(
  order: readonly AuthField[],
  problems: FieldProblems,
): AuthField | undefined {
  return order.find((field) => problems[field] !== undefined);
}
