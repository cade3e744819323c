import { accountPaths } from '@opencareers/contracts/account';
import { resumeExportPath } from '@opencareers/contracts/resume-export';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t.close());

const counts = async () => {
  const db = t.database.db;
  const n = async (table: typeof users | typeof sessions | typeof passwordResetTokens | typeof emailOutbox) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    sessions: await n(sessions),
    tokens: await n(passwordResetTokens),
    mails: await n(emailOutbox),
  };
};

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'DELETE ', 'delete', '\u0000', '<script>', 'A'.repeat(43), "' OR 1=1 --"),
  fc.string({ minLength: 257, maxLength: 600 }),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

describe('the OpenAPI document', () => {
  it('lists every account route with its body and what the downloads answer', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      accountPaths.changePassword,
      accountPaths.forgotPassword,
      accountPaths.resetPassword,
      accountPaths.deleteAccount,
    ])
      expect(doc.paths[path].post.requestBody, path).toBeTruthy();
    expect(doc.paths[accountPaths.downloadMyData].get.description).toMatch(/application\/zip/);
    expect(doc.paths[resumeExportPath].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['format', 'template']),
    );
  });
});

describe('generated bad input on the account routes, logged in', () => {
  it('answers a clean 4xx and changes nothing: passwords stay, the account stays, no token appears', async () => {
    const me = await newCandidate(t);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    const start = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(accountPaths.changePassword, accountPaths.deleteAccount, accountPaths.resetPassword),
        fc.record(
          {
            currentPassword: hostile,
            newPassword: hostile,
            password: hostile,
            confirm: hostile,
            token: hostile,
          },
          { requiredKeys: [] },
        ),
        async (url, body) => {
          const res = await me.agent.post(url, body);
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 150) },
    );
    const [after] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await counts()).toEqual(start);
    expect((await me.agent.boot()).user.isLoggedIn).toBe(true);
  });

  it('answers unknown formats and templates of the résumé export with 400', async () => {
    const me = await newCandidate(t);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ format: fc.string(), template: fc.string() }, { requiredKeys: [] }),
        async (query) => {
          fc.pre(
            !['pdf', 'docx'].includes(query.format ?? '') ||
              !['classic', 'modern', undefined].includes(query.template),
          );
          const res = await me.agent.get(resumeExportPath, { query });
          expect(res.statusCode, res.body).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
  });
});
