import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The outbox rows to an address, newest first. */
export const mailsTo = (t: TestApp, to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt));

/** A browser-like agent logged in as an existing user. */
export async function loggedIn(t: TestApp, email: string, password: string, domain?: string) {
  const agent = new HttpAgent(t.app, domain ? { query: { domain } } : {});
  await agent.boot();
  const res = await agent.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { agent, userId: res.json().data.user.profile.encId as string };
}

let counter = 0;
/** A browser-like agent for a new candidate signed up on `domain` (default tenant when omitted). */
export async function newCandidate(t: TestApp, domain?: string) {
  const agent = new HttpAgent(t.app, domain ? { query: { domain } } : {});
  await agent.boot();
  const email = `cand.${Date.now()}.${++counter}@example.com`;
  const res = await agent.post('/api/auth/signup', {
    email,
    password: 'a sturdy passphrase',
    firstname: 'Casey',
    lastname: `Tester${counter}`,
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return { agent, email, userId: res.json().data.user.profile.encId as string };
}
